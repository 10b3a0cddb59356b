import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { isDict, isName, isString, type PdfDict, type PdfValue } from './pdf-syntax.ts';

/**
 * The standard security handler (ISO 32000-1 §7.6.3, ISO 32000-2 §7.6.4) opened with the empty
 * password, as a reader opens a document that has only permissions set (many official PDFs
 * do). An encrypted object stream hides its objects from any scanner that cannot decrypt it.
 * A document that needs a password is refused before this is reached (pdf.js cannot open it).
 */

export const passwordPadding = Buffer.from(
  '28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
  'hex',
);

export class PdfCryptError extends Error {}

const md5 = (...parts: Uint8Array[]) => {
  const h = createHash('md5');
  for (const p of parts) h.update(p);
  return h.digest();
};

/** RC4 (not offered by OpenSSL 3's default provider, so written out: 20 lines). */
export function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = new Uint8Array(256);
  for (let i = 0; i < 256; i++) s[i] = i;
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}

function aesDecrypt(key: Uint8Array, data: Uint8Array): Buffer {
  if (data.length < 32 || data.length % 16) return Buffer.alloc(0);
  const bits = key.length * 8;
  const decipher = createDecipheriv(`aes-${bits}-cbc`, key, data.subarray(0, 16));
  decipher.setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]);
  const pad = plain[plain.length - 1]!;
  return pad >= 1 && pad <= 16 ? plain.subarray(0, plain.length - pad) : plain;
}

/** Algorithm 2.B (ISO 32000-2): the revision 6 password hash. */
export function hashR6(password: Uint8Array, salt: Uint8Array, udata: Uint8Array): Buffer {
  let k = createHash('sha256').update(password).update(salt).update(udata).digest();
  for (let round = 0; ; round++) {
    const k1 = Buffer.concat(Array(64).fill(Buffer.concat([password, k, udata])));
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32));
    cipher.setAutoPadding(false);
    const e = Buffer.concat([cipher.update(k1), cipher.final()]);
    let sum = 0;
    for (let i = 0; i < 16; i++) sum += e[i]!;
    k = createHash(['sha256', 'sha384', 'sha512'][sum % 3]!)
      .update(e)
      .digest();
    if (round >= 63 && e[e.length - 1]! <= round - 31) break;
  }
  return k.subarray(0, 32);
}

const bytesOf = (v: PdfValue | undefined) => (isString(v) ? Buffer.from(v.bytes) : Buffer.alloc(0));

export type StreamDecryptor = (data: Uint8Array, num: number, gen: number) => Uint8Array;

/**
 * The function that decrypts a stream of object (num, gen), or undefined when the document is
 * not encrypted for streams. Throws PdfCryptError when the empty password does not open it
 * or the handler is not the standard one.
 */
export function streamDecryptor(encrypt: PdfDict, firstId: Uint8Array): StreamDecryptor | undefined {
  if (!isName(encrypt.get('Filter'), 'Standard')) throw new PdfCryptError('not the standard handler');
  const v = Number(encrypt.get('V') ?? 0);
  const r = Number(encrypt.get('R') ?? 2);
  let method: 'rc4' | 'aes' | 'none' = 'rc4';
  if (v >= 4) {
    const stmf = encrypt.get('StmF');
    const name = isName(stmf) ? stmf.name : 'Identity';
    if (name === 'Identity') method = 'none';
    else {
      const cf = encrypt.get('CF');
      const filter = isDict(cf) ? cf.get(name) : undefined;
      const cfm = isDict(filter) ? filter.get('CFM') : undefined;
      method = isName(cfm, 'AESV2') || isName(cfm, 'AESV3') ? 'aes' : isName(cfm, 'V2') ? 'rc4' : 'none';
    }
  }
  const o = bytesOf(encrypt.get('O'));
  const u = bytesOf(encrypt.get('U'));
  const p = Number(encrypt.get('P') ?? 0);

  if (r >= 5) {
    const key = fileKeyR6(r, o, u, bytesOf(encrypt.get('OE')), bytesOf(encrypt.get('UE')));
    return method === 'none' ? undefined : (data) => aesDecrypt(key, data);
  }

  const length = v === 1 ? 5 : Math.min(16, Math.max(5, Number(encrypt.get('Length') ?? 40) / 8));
  const encryptMetadata = encrypt.get('EncryptMetadata') !== false;
  const keyFor = (password: Uint8Array): Buffer => {
    const pBytes = Buffer.alloc(4);
    pBytes.writeInt32LE(p | 0);
    let key = md5(
      Buffer.concat([password, passwordPadding]).subarray(0, 32),
      o.subarray(0, 32),
      pBytes,
      firstId,
      r >= 4 && !encryptMetadata ? Buffer.from([0xff, 0xff, 0xff, 0xff]) : Buffer.alloc(0),
    ).subarray(0, length);
    if (r >= 3) for (let i = 0; i < 50; i++) key = md5(key).subarray(0, length);
    return key;
  };
  const userMatches = (key: Buffer) => {
    if (r === 2) return rc4(key, passwordPadding).equals(u.subarray(0, 32));
    let x = rc4(key, md5(passwordPadding, firstId));
    for (let i = 1; i <= 19; i++)
      x = rc4(
        key.map((b) => b ^ i),
        x,
      );
    return x.subarray(0, 16).equals(u.subarray(0, 16));
  };
  // The empty user password; else the empty owner password, which recovers the user's.
  let key: Buffer = keyFor(Buffer.alloc(0));
  if (!userMatches(key)) {
    let ownerKey = md5(passwordPadding);
    if (r >= 3) for (let i = 0; i < 50; i++) ownerKey = md5(ownerKey);
    ownerKey = ownerKey.subarray(0, length);
    let user: Buffer = Buffer.from(o.subarray(0, 32));
    if (r === 2) user = rc4(ownerKey, user);
    else
      for (let i = 19; i >= 0; i--)
        user = rc4(
          ownerKey.map((b) => b ^ i),
          user,
        );
    key = keyFor(user);
    if (!userMatches(key)) throw new PdfCryptError('a password is needed');
  }
  if (method === 'none') return undefined;
  return (data, num, gen) => {
    const objectKey = md5(
      key,
      Buffer.from([num & 0xff, (num >> 8) & 0xff, (num >> 16) & 0xff, gen & 0xff, (gen >> 8) & 0xff]),
      method === 'aes' ? Buffer.from('sAlT', 'latin1') : Buffer.alloc(0),
    ).subarray(0, Math.min(16, length + 5));
    return method === 'aes' ? aesDecrypt(objectKey, data) : rc4(objectKey, data);
  };
}

function fileKeyR6(r: number, o: Buffer, u: Buffer, oe: Buffer, ue: Buffer): Buffer {
  const empty = Buffer.alloc(0);
  const hash = (salt: Buffer, udata: Buffer) =>
    r === 5 ? createHash('sha256').update(salt).update(udata).digest() : hashR6(empty, salt, udata);
  const unwrap = (k: Buffer, wrapped: Buffer) => {
    const d = createDecipheriv('aes-256-cbc', k, Buffer.alloc(16));
    d.setAutoPadding(false);
    return Buffer.concat([d.update(wrapped.subarray(0, 32)), d.final()]);
  };
  if (u.length >= 48 && hash(u.subarray(32, 40), empty).equals(u.subarray(0, 32)))
    return unwrap(hash(u.subarray(40, 48), empty), ue);
  const u48 = u.subarray(0, 48);
  if (o.length >= 48 && hash(o.subarray(32, 40), u48).equals(o.subarray(0, 32)))
    return unwrap(hash(o.subarray(40, 48), u48), oe);
  throw new PdfCryptError('a password is needed');
}
