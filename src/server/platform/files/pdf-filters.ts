import {
  createInflate,
  createInflateRaw,
  inflateRawSync,
  inflateSync,
  constants as zlibConstants,
} from 'node:zlib';
import { isDict, isName, type PdfDict, type PdfValue } from './pdf-syntax.ts';

/**
 * The standard stream filters a reader applies (ISO 32000-1 §7.4), so the scanner sees what a
 * reader sees: Flate (any zlib header, or none; a damaged stream decoded as far as it goes),
 * LZW, ASCIIHex, ASCII85, RunLength, with PNG and TIFF predictors, in any chain. Image-only
 * filters (DCT, JPX, JBIG2, CCITTFax) are refused where objects must be read (issue #23
 * finding 1: ASCIIHex, ASCII85, a 0x58 zlib header and chains all hid scripts before).
 */

export class PdfFilterError extends Error {}
/** Decoding would exceed the output limit: a decompression bomb. */
export class PdfBombError extends Error {}

const abbreviations: Record<string, string> = {
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  LZW: 'LZWDecode',
  Fl: 'FlateDecode',
  RL: 'RunLengthDecode',
  CCF: 'CCITTFaxDecode',
  DCT: 'DCTDecode',
};

const asList = (v: PdfValue | undefined): PdfValue[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];

/** The stream's filters with their parameters, outermost first. */
export function filtersOf(dict: PdfDict): { name: string; parms: PdfDict | undefined }[] {
  // (In a stream dictionary /F names an external file, not a filter: only inline images abbreviate.)
  const names = asList(dict.get('Filter'));
  const parms = asList(dict.get('DecodeParms'));
  return names.map((n, i) => {
    if (!isName(n)) throw new PdfFilterError('filter is not a name');
    const p = parms[i];
    return { name: abbreviations[n.name] ?? n.name, parms: isDict(p) ? p : undefined };
  });
}

const num = (parms: PdfDict | undefined, key: string, fallback: number) => {
  const v = parms?.get(key);
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
};

/** Every decoding of the stream a reader might arrive at (one for almost every stream). */
export async function decodeStream(data: Uint8Array, dict: PdfDict, limit: number): Promise<Uint8Array[]> {
  let outputs: Uint8Array[] = [data];
  for (const { name, parms } of filtersOf(dict)) {
    const next: Uint8Array[] = [];
    for (const input of outputs) next.push(...(await decodeOne(name, parms, input, limit)));
    outputs = next;
  }
  return outputs;
}

async function decodeOne(
  name: string,
  parms: PdfDict | undefined,
  input: Uint8Array,
  limit: number,
): Promise<Uint8Array[]> {
  switch (name) {
    case 'FlateDecode':
      return [predict(await inflateLenient(input, limit), parms, limit)];
    case 'LZWDecode':
      return [predict(lzw(input, num(parms, 'EarlyChange', 1), limit), parms, limit)];
    case 'ASCIIHexDecode':
      return [asciiHex(input)];
    case 'ASCII85Decode': {
      // Readers differ on a leading `<~` (PostScript's marker): decode both ways.
      const both = [ascii85(input, limit)];
      if (input[0] === 0x3c && input[1] === 0x7e) both.push(ascii85(input.subarray(2), limit));
      return both;
    }
    case 'RunLengthDecode':
      return [runLength(input, limit)];
    case 'Crypt': {
      const cf = parms?.get('Name');
      if (cf === undefined || isName(cf, 'Identity')) return [input];
      throw new PdfFilterError('crypt filter other than Identity');
    }
    default:
      throw new PdfFilterError(`filter ${name} cannot carry objects`);
  }
}

function checkLimit(size: number, limit: number) {
  if (size > limit) throw new PdfBombError('decoded stream over the limit');
}

/**
 * Inflates zlib data, or raw deflate when the header is not zlib's, keeping whatever decodes
 * before damage (readers show a truncated stream's beginning; so must the scanner).
 */
export async function inflateLenient(input: Uint8Array, limit: number): Promise<Uint8Array> {
  const options = { maxOutputLength: limit + 1, finishFlush: zlibConstants.Z_SYNC_FLUSH };
  for (const sync of [inflateSync, inflateRawSync]) {
    try {
      const out = sync(input, options);
      checkLimit(out.length, limit);
      return out;
    } catch (error) {
      if (error instanceof PdfBombError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw new PdfBombError('decoded stream over the limit');
    }
  }
  // Damaged somewhere: stream it and keep what came out before the damage, from whichever
  // reading (zlib or raw) gave more.
  const [a, b] = await Promise.all([partialInflate(input, limit, false), partialInflate(input, limit, true)]);
  return a.length >= b.length ? a : b;
}

function partialInflate(input: Uint8Array, limit: number, raw: boolean): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const z = raw ? createInflateRaw() : createInflate();
    const done = () => resolve(Buffer.concat(chunks));
    z.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        z.destroy();
        reject(new PdfBombError('decoded stream over the limit'));
        return;
      }
      chunks.push(chunk);
    });
    z.on('error', done);
    z.on('end', done);
    z.end(input);
  });
}

function predict(data: Uint8Array, parms: PdfDict | undefined, limit: number): Uint8Array {
  const predictor = num(parms, 'Predictor', 1);
  if (predictor <= 1) return data;
  const colors = num(parms, 'Colors', 1);
  const bpc = num(parms, 'BitsPerComponent', 8);
  const columns = num(parms, 'Columns', 1);
  if (![1, 2, 4, 8, 16].includes(bpc) || colors < 1 || colors > 64 || columns < 1 || columns > 1 << 24)
    throw new PdfFilterError('bad predictor parameters');
  const rowBytes = Math.ceil((colors * bpc * columns) / 8);
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  if (predictor === 2) {
    if (bpc !== 8) throw new PdfFilterError('TIFF predictor other than 8 bits');
    const out = Uint8Array.from(data);
    for (let row = 0; row + rowBytes <= out.length; row += rowBytes)
      for (let i = bpp; i < rowBytes; i++) out[row + i] = (out[row + i]! + out[row + i - bpp]!) & 0xff;
    return out;
  }
  // PNG predictors: a filter-type byte before each row.
  const rows = Math.floor(data.length / (rowBytes + 1));
  checkLimit(rows * rowBytes, limit);
  const out = new Uint8Array(rows * rowBytes);
  const prev = new Uint8Array(rowBytes);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowBytes + 1)]!;
    const src = data.subarray(r * (rowBytes + 1) + 1, (r + 1) * (rowBytes + 1));
    const cur = out.subarray(r * rowBytes, (r + 1) * rowBytes);
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= bpp ? cur[i - bpp]! : 0;
      const up = prev[i]!;
      const upLeft = i >= bpp ? prev[i - bpp]! : 0;
      let v = src[i]!;
      if (type === 1) v += left;
      else if (type === 2) v += up;
      else if (type === 3) v += (left + up) >> 1;
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        v += pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      cur[i] = v & 0xff;
    }
    prev.set(cur);
  }
  return out;
}

function asciiHex(input: Uint8Array): Uint8Array {
  const out: number[] = [];
  let high = -1;
  for (const c of input) {
    if (c === 0x3e) break;
    const v =
      c >= 0x30 && c <= 0x39
        ? c - 0x30
        : c >= 0x41 && c <= 0x46
          ? c - 55
          : c >= 0x61 && c <= 0x66
            ? c - 87
            : -1;
    if (v < 0) continue;
    if (high < 0) high = v;
    else {
      out.push(high * 16 + v);
      high = -1;
    }
  }
  if (high >= 0) out.push(high * 16);
  return Uint8Array.from(out);
}

function ascii85(input: Uint8Array, limit: number): Uint8Array {
  const out: number[] = [];
  const group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let v = 0;
    for (const d of group) v = v * 85 + d;
    const bytes = [(v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff];
    out.push(...bytes.slice(0, count));
    group.length = 0;
  };
  for (const c of input) {
    if (c === 0x7e) break;
    if (c === 0x7a && group.length === 0) {
      out.push(0, 0, 0, 0);
    } else if (c >= 0x21 && c <= 0x75) {
      group.push(c - 0x21);
      if (group.length === 5) flush(4);
    }
    if (out.length > limit) throw new PdfBombError('decoded stream over the limit');
  }
  if (group.length > 1) flush(group.length - 1);
  return Uint8Array.from(out);
}

function runLength(input: Uint8Array, limit: number): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < input.length; ) {
    const n = input[i++]!;
    if (n === 128) break;
    if (n < 128) {
      for (let k = 0; k <= n && i < input.length; k++) out.push(input[i++]!);
    } else {
      const b = input[i++];
      if (b === undefined) break;
      for (let k = 0; k < 257 - n; k++) out.push(b);
    }
    if (out.length > limit) throw new PdfBombError('decoded stream over the limit');
  }
  return Uint8Array.from(out);
}

function lzw(input: Uint8Array, earlyChange: number, limit: number): Uint8Array {
  const out: number[] = [];
  let dict: number[][] = [];
  const reset = () => {
    dict = [];
    for (let i = 0; i < 256; i++) dict.push([i]);
    dict.push([], []);
  };
  reset();
  let bits = 0;
  let buffer = 0;
  let pos = 0;
  let codeLength = 9;
  let prev: number[] | undefined;
  for (;;) {
    while (bits < codeLength && pos < input.length) {
      buffer = (buffer << 8) | input[pos++]!;
      bits += 8;
    }
    if (bits < codeLength) break;
    const code = (buffer >>> (bits - codeLength)) & ((1 << codeLength) - 1);
    bits -= codeLength;
    buffer &= (1 << bits) - 1;
    if (code === 256) {
      reset();
      codeLength = 9;
      prev = undefined;
      continue;
    }
    if (code === 257) break;
    let entry: number[];
    if (code < dict.length && dict[code]!.length > 0) entry = dict[code]!;
    else if (code === dict.length && prev) entry = [...prev, prev[0]!];
    else break; // damaged: keep what decoded so far
    out.push(...entry);
    if (out.length > limit) throw new PdfBombError('decoded stream over the limit');
    if (prev && dict.length < 4096) dict.push([...prev, entry[0]!]);
    prev = entry;
    const next = dict.length + earlyChange;
    codeLength = next > 2047 ? 12 : next > 1023 ? 11 : next > 511 ? 10 : 9;
  }
  return Uint8Array.from(out);
}
