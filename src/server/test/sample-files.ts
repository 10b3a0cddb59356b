import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { hashR6, passwordPadding, rc4 } from '../platform/files/pdf-crypt.ts';

/**
 * Builders of real files for the tests, made in code (no fixtures): PDFs as writers make them
 * (cross-reference tables or streams, object streams with any filter chain, incremental
 * updates, linearisation, the standard security handler), Office packages with their content
 * types and relationships, and zip archives whose headers say what the test wants them to say.
 * docs/decisions/033 and src/server/test/hostile-files.ts say what each sample proves.
 */

// ---------------------------------------------------------------- PDF

/** A stream object: its dictionary entries (without /Length) and its encoded data. */
export interface PdfStreamObject {
  dict: string;
  data: Uint8Array;
  /** The end of line after `stream` (readers accept CR LF, LF, and CR alone). */
  eol?: string;
}
export type PdfObject = string | PdfStreamObject;

/** An encoding of an object stream's content: the encoded bytes and the dictionary entries it needs. */
export interface PdfEncoding {
  encode: (plain: Buffer) => Buffer;
  filter: string;
}

export const encodings = {
  none: { encode: (b) => b, filter: '' },
  flate: { encode: (b) => deflateSync(b), filter: '/Filter /FlateDecode' },
  asciiHex: { encode: (b) => Buffer.from(`${b.toString('hex')}>`), filter: '/Filter /ASCIIHexDecode' },
  ascii85: { encode: (b) => Buffer.from(`${ascii85(b)}~>`), filter: '/Filter /ASCII85Decode' },
  hexThenFlate: {
    // Filters apply in order when decoding: hex first, then Flate.
    encode: (b) => Buffer.from(`${deflateSync(b).toString('hex')}>`),
    filter: '/Filter [/ASCIIHexDecode /FlateDecode]',
  },
  /** zlib with an 8 KiB window: its header's first byte is 0x58, not the usual 0x78. */
  flateSmallWindow: { encode: (b) => deflateSync(b, { windowBits: 13 }), filter: '/Filter /FlateDecode' },
  runLength: { encode: (b) => runLength(b), filter: '/Filter /RunLengthDecode' },
  /** Flate with the PNG "up" predictor on 8-byte rows, as cross-reference streams use it. */
  flatePng: {
    encode: (b) => {
      const rows: Buffer[] = [];
      let prev = Buffer.alloc(8);
      for (let i = 0; i < b.length; i += 8) {
        const row = Buffer.alloc(8);
        b.copy(row, 0, i, i + 8);
        rows.push(Buffer.from([2]), Buffer.from(row.map((v, k) => (v - prev[k]!) & 0xff)));
        prev = row;
      }
      return deflateSync(Buffer.concat(rows));
    },
    filter: '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 8 >>',
  },
} satisfies Record<string, PdfEncoding>;

function ascii85(b: Buffer): string {
  let out = '';
  for (let i = 0; i < b.length; i += 4) {
    const chunk = Buffer.alloc(4);
    b.copy(chunk, 0, i, i + 4);
    const n = Math.min(4, b.length - i);
    let v = chunk.readUInt32BE(0);
    if (v === 0 && n === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode((v % 85) + 33));
      v = Math.floor(v / 85);
    }
    out += digits.slice(0, n + 1).join('');
  }
  return out;
}

function runLength(b: Buffer): Buffer {
  const out: number[] = [];
  for (let i = 0; i < b.length; i += 128) {
    const chunk = b.subarray(i, i + 128);
    out.push(chunk.length - 1, ...chunk);
  }
  out.push(128);
  return Buffer.from(out);
}

export interface PdfOptions {
  /** Objects numbered from 1; object 1 is the catalogue unless `root` says otherwise. */
  objects: PdfObject[];
  root?: number;
  /** Objects (by number) written inside one object stream, encoded so. Implies an xref stream. */
  objectStream?: { members: number[]; encoding: PdfEncoding; eol?: string };
  xrefStream?: boolean;
  /** Encrypts every stream with the standard security handler and the empty user password. */
  encrypt?: 'rc4-128' | 'aes-128' | 'aes-256';
  /** With `encrypt: 'aes-256'`: a user password instead (a file no one opens without it). */
  userPassword?: string;
  /** A first object that declares the file linearised, with the file's true length. */
  linearized?: boolean;
  /** Bytes after %%EOF. */
  tail?: Uint8Array;
}

const latin1 = (s: string) => Buffer.from(s, 'latin1');

function streamBytes(num: number, obj: PdfStreamObject, data: Uint8Array): Buffer {
  return Buffer.concat([
    latin1(`${num} 0 obj\n<< ${obj.dict} /Length ${data.length} >>\nstream${obj.eol ?? '\n'}`),
    data,
    latin1('\nendstream\nendobj\n'),
  ]);
}

interface Security {
  dict: string;
  id: Buffer;
  encryptStream: (data: Uint8Array, num: number) => Buffer;
}

function security(kind: NonNullable<PdfOptions['encrypt']>, userPassword = ''): Security {
  const id = randomBytes(16);
  if (kind === 'aes-256') {
    const fileKey = randomBytes(32);
    const empty = Buffer.alloc(0);
    const [uvs, uks, ovs, oks] = [randomBytes(8), randomBytes(8), randomBytes(8), randomBytes(8)];
    const wrap = (key: Buffer) => {
      const c = createCipheriv('aes-256-cbc', key, Buffer.alloc(16));
      c.setAutoPadding(false);
      return Buffer.concat([c.update(fileKey), c.final()]);
    };
    const user = Buffer.from(userPassword);
    const u = Buffer.concat([hashR6(user, uvs, empty), uvs, uks]);
    const owner = Buffer.from('owner-secret');
    const o = Buffer.concat([hashR6(owner, ovs, u), ovs, oks]);
    const ue = wrap(hashR6(user, uks, empty));
    const oe = wrap(hashR6(owner, oks, u));
    return {
      id,
      dict:
        `<< /Filter /Standard /V 5 /R 6 /Length 256 /P -1028 /O <${o.toString('hex')}> /U <${u.toString('hex')}> ` +
        `/OE <${oe.toString('hex')}> /UE <${ue.toString('hex')}> /Perms <${randomBytes(16).toString('hex')}> ` +
        '/CF << /StdCF << /CFM /AESV3 /AuthEvent /DocOpen /Length 32 >> >> /StmF /StdCF /StrF /StdCF >>',
      encryptStream: (data) => aes(fileKey, data),
    };
  }
  const md5 = (...parts: Uint8Array[]) => {
    const h = createHash('md5');
    for (const p of parts) h.update(p);
    return h.digest();
  };
  const n = 16;
  // Algorithm 3: O from the owner password (the user password is empty).
  let ownerKey: Buffer = md5(Buffer.concat([Buffer.from('owner-secret'), passwordPadding]).subarray(0, 32));
  for (let i = 0; i < 50; i++) ownerKey = md5(ownerKey);
  ownerKey = ownerKey.subarray(0, n);
  let o: Buffer = Buffer.from(passwordPadding);
  for (let i = 0; i <= 19; i++)
    o = rc4(
      ownerKey.map((b) => b ^ i),
      o,
    );
  const p = -1028;
  const pBytes = Buffer.alloc(4);
  pBytes.writeInt32LE(p);
  // Algorithm 2: the file key for the empty user password.
  let key: Buffer = md5(passwordPadding, o, pBytes, id).subarray(0, n);
  for (let i = 0; i < 50; i++) key = md5(key).subarray(0, n);
  // Algorithm 5: U.
  let u: Buffer = md5(passwordPadding, id);
  for (let i = 0; i <= 19; i++)
    u = rc4(
      key.map((b) => b ^ i),
      u,
    );
  u = Buffer.concat([u, Buffer.alloc(16)]);
  const isAes = kind === 'aes-128';
  const objectKey = (num: number) =>
    md5(
      key,
      Buffer.from([num & 0xff, (num >> 8) & 0xff, (num >> 16) & 0xff, 0, 0]),
      isAes ? latin1('sAlT') : Buffer.alloc(0),
    );
  return {
    id,
    dict:
      `<< /Filter /Standard /V 4 /R 4 /Length 128 /P ${p} /O <${o.toString('hex')}> /U <${u.toString('hex')}> ` +
      `/CF << /StdCF << /CFM /${isAes ? 'AESV2' : 'V2'} /AuthEvent /DocOpen /Length 16 >> >> /StmF /StdCF /StrF /StdCF >>`,
    encryptStream: (data, num) => (isAes ? aes(objectKey(num), data) : rc4(objectKey(num), data)),
  };
}

function aes(key: Uint8Array, data: Uint8Array): Buffer {
  const iv = randomBytes(16);
  const c = createCipheriv(`aes-${key.length * 8}-cbc`, key, iv);
  return Buffer.concat([iv, c.update(data), c.final()]);
}

/** A PDF as a writer makes it, with a correct cross-reference section. */
export function buildPdf(options: PdfOptions): Buffer {
  const objects = [...options.objects];
  const root = options.root ?? 1;
  const sec = options.encrypt ? security(options.encrypt, options.userPassword) : undefined;
  const encryptNum = sec ? objects.push(sec.dict) : undefined;
  const inStream = new Set(options.objectStream?.members ?? []);
  const useXrefStream = options.xrefStream || !!options.objectStream;
  const chunks: Buffer[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = chunks[0]!.length;
  const push = (b: Buffer) => {
    chunks.push(b);
    length += b.length;
  };
  /** Per object number: [type, field2, field3] of its xref entry. */
  const entries: [number, number, number][] = [[0, 0, 65535]];
  const linearNum = options.linearized ? objects.length + 1 : undefined;
  if (options.linearized) {
    objects.push('<< /Linearized 1 /L 0000000000 /H [0 0] /O 3 /E 0 /N 1 /T 0 >>');
  }
  const numbers = objects.map((_, i) => i + 1);
  const order = linearNum ? [linearNum, ...numbers.filter((n) => n !== linearNum)] : numbers;
  for (const num of order) {
    if (inStream.has(num)) continue;
    const obj = objects[num - 1]!;
    entries[num] = [1, length, 0];
    if (typeof obj === 'string') push(latin1(`${num} 0 obj\n${obj}\nendobj\n`));
    else {
      const data = sec && num !== encryptNum ? sec.encryptStream(obj.data, num) : obj.data;
      push(streamBytes(num, obj, data));
    }
  }
  let size = objects.length + 1;
  if (options.objectStream) {
    const { members, encoding } = options.objectStream;
    const num = size++;
    const bodies = members.map((m) => `${objects[m - 1] as string}\n`);
    let offset = 0;
    const header = members
      .map((m, i) => {
        const entry = `${m} ${offset}`;
        offset += Buffer.byteLength(bodies[i]!, 'latin1');
        return entry;
      })
      .join(' ');
    const first = header.length + 1;
    const plain = latin1(`${header}\n${bodies.join('')}`);
    members.forEach((m, i) => {
      entries[m] = [2, num, i];
    });
    entries[num] = [1, length, 0];
    const encoded = encoding.encode(plain);
    push(
      streamBytes(
        num,
        {
          dict: `/Type /ObjStm /N ${members.length} /First ${first} ${encoding.filter}`,
          data: encoded,
          eol: options.objectStream.eol,
        },
        sec ? sec.encryptStream(encoded, num) : encoded,
      ),
    );
  }
  const trailerExtra = sec
    ? `/Encrypt ${encryptNum} 0 R /ID [<${sec.id.toString('hex')}> <${sec.id.toString('hex')}>]`
    : '';
  const xrefAt = length;
  if (useXrefStream) {
    const num = size++;
    entries[num] = [1, xrefAt, 0];
    const rows = Buffer.alloc(size * 7);
    for (let i = 0; i < size; i++) {
      const [type, f2, f3] = entries[i] ?? [0, 0, 0];
      rows.writeUInt8(type, i * 7);
      rows.writeUInt32BE(f2, i * 7 + 1);
      rows.writeUInt16BE(f3, i * 7 + 5);
    }
    const data = deflateSync(rows);
    push(
      latin1(
        `${num} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root ${root} 0 R ${trailerExtra} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
      ),
    );
    push(Buffer.concat([data, latin1('\nendstream\nendobj\n')]));
  } else {
    const lines = [`xref\n0 ${size}\n`];
    for (let i = 0; i < size; i++) {
      const [type, f2, f3] = entries[i] ?? [0, 0, 65535];
      lines.push(
        `${String(type === 1 ? f2 : 0).padStart(10, '0')} ${String(f3).padStart(5, '0')} ${type === 1 ? 'n' : 'f'} \n`,
      );
    }
    push(latin1(`${lines.join('')}trailer\n<< /Size ${size} /Root ${root} 0 R ${trailerExtra} >>\n`));
  }
  push(latin1(`startxref\n${xrefAt}\n%%EOF\n`));
  if (options.tail) push(Buffer.from(options.tail));
  const file = Buffer.concat(chunks);
  if (options.linearized) {
    const at = file.indexOf('/L 0000000000');
    file.write(`/L ${String(file.length).padStart(10, '0')}`, at, 'latin1');
  }
  return file;
}

/** Appends an incremental update (§7.5.6): new and replaced objects and a table with /Prev. */
export function appendUpdate(base: Buffer, objects: Record<number, string>, root = 1): Buffer {
  const prev = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(base.toString('latin1'))![1]);
  const chunks: Buffer[] = [base];
  let length = base.length;
  const offsets: [number, number][] = [];
  for (const [num, body] of Object.entries(objects)) {
    offsets.push([Number(num), length]);
    const b = latin1(`${num} 0 obj\n${body}\nendobj\n`);
    chunks.push(b);
    length += b.length;
  }
  const size = Math.max(...offsets.map(([n]) => n)) + 1;
  const table = offsets
    .map(([n, o]) => `xref\n${n} 1\n${String(o).padStart(10, '0')} 00000 n \n`)
    .join('')
    .replace(/\nxref\n/g, '\n');
  chunks.push(
    latin1(
      `${table}trailer\n<< /Size ${size} /Root ${root} 0 R /Prev ${prev} >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(chunks);
}

const page = (extra = '') =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${extra} >>`;
const content = (text: string): PdfStreamObject => ({
  dict: '/Filter /FlateDecode',
  data: deflateSync(latin1(`BT /F1 18 Tf 72 760 Td (${text}) Tj ET`)),
});
const font = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/**
 * A one-page document with text: objects 1 catalogue, 2 pages, 3 page, 4 content, 5 font, then
 * `extra` objects from 6. `catalog` and `pageExtra` go into those dictionaries.
 */
export function documentObjects(
  options: { catalog?: string; pageExtra?: string; extra?: PdfObject[]; text?: string } = {},
): PdfObject[] {
  return [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    page(options.pageExtra),
    content(options.text ?? 'Notice inviting tender'),
    font,
    ...(options.extra ?? []),
  ];
}

/** The script action the probe hid: object 6, opened with the document. */
export const scriptAction = '<< /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>';

// ---------------------------------------------------------------- Office Open XML

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const ctNs = 'http://schemas.openxmlformats.org/package/2006/content-types';
const relNs = 'http://schemas.openxmlformats.org/package/2006/relationships';
const officeRel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const msRel = 'http://schemas.microsoft.com/office/2006/relationships';
export const relationshipTypes = {
  officeDocument: `${officeRel}/officeDocument`,
  worksheet: `${officeRel}/worksheet`,
  hyperlink: `${officeRel}/hyperlink`,
  image: `${officeRel}/image`,
  oleObject: `${officeRel}/oleObject`,
  attachedTemplate: `${officeRel}/attachedTemplate`,
  externalLink: `${officeRel}/externalLink`,
  externalLinkPath: `${officeRel}/externalLinkPath`,
  settings: `${officeRel}/settings`,
  control: `${officeRel}/control`,
  vbaProject: `${msRel}/vbaProject`,
  xlMacrosheet: `${msRel}/xlMacrosheet`,
};

export interface Relationship {
  id: string;
  type: string;
  target: string;
  external?: boolean;
}
const rels = (list: Relationship[]) =>
  `${xmlHead}<Relationships xmlns="${relNs}">${list
    .map(
      (r) =>
        `<Relationship Id="${r.id}" Type="${r.type}" Target="${r.target.replace(/&/g, '&amp;')}"${r.external ? ' TargetMode="External"' : ''}/>`,
    )
    .join('')}</Relationships>`;

export interface OfficeOptions {
  /** Extra parts: name → bytes. */
  parts?: Record<string, Uint8Array>;
  /** Extra content-type overrides: part name (with leading slash) → content type. */
  overrides?: Record<string, string>;
  /** Extra relationships of the main part (workbook or document). */
  relationships?: Relationship[];
  /** Other relationship parts: name → relationships. */
  relParts?: Record<string, Relationship[]>;
  /** The main part's content type (a macro-enabled one, for instance). */
  mainType?: string;
  /** Word body XML. */
  body?: string;
}

const spreadsheetMain = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const wordMain = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

function contentTypes(defaults: Record<string, string>, overrides: Record<string, string>) {
  return `${xmlHead}<Types xmlns="${ctNs}">${Object.entries(defaults)
    .map(([e, t]) => `<Default Extension="${e}" ContentType="${t}"/>`)
    .join('')}${Object.entries(overrides)
    .map(([p, t]) => `<Override PartName="${p}" ContentType="${t}"/>`)
    .join('')}</Types>`;
}

const baseDefaults = {
  rels: 'application/vnd.openxmlformats-package.relationships+xml',
  xml: 'application/xml',
  png: 'image/png',
};

/** A workbook Excel opens: one sheet with a bill of quantities line. */
export function xlsx(options: OfficeOptions = {}): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(
      contentTypes(baseDefaults, {
        '/xl/workbook.xml': options.mainType ?? spreadsheetMain,
        '/xl/worksheets/sheet1.xml':
          'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml',
        ...options.overrides,
      }),
    ),
    '_rels/.rels': strToU8(
      rels([{ id: 'rId1', type: relationshipTypes.officeDocument, target: 'xl/workbook.xml' }]),
    ),
    'xl/workbook.xml': strToU8(
      `${xmlHead}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${officeRel}"><sheets><sheet name="BOQ" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      rels([
        { id: 'rId1', type: relationshipTypes.worksheet, target: 'worksheets/sheet1.xml' },
        ...(options.relationships ?? []),
      ]),
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `${xmlHead}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Earthwork in excavation</t></is></c><c r="B1"><v>1250.5</v></c></row></sheetData></worksheet>`,
    ),
    ...Object.fromEntries(Object.entries(options.relParts ?? {}).map(([n, r]) => [n, strToU8(rels(r))])),
    ...options.parts,
  });
}

/** A document Word opens: one paragraph, or the given body. */
export function docx(options: OfficeOptions = {}): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(
      contentTypes(baseDefaults, {
        '/word/document.xml': options.mainType ?? wordMain,
        '/word/settings.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml',
        ...options.overrides,
      }),
    ),
    '_rels/.rels': strToU8(
      rels([{ id: 'rId1', type: relationshipTypes.officeDocument, target: 'word/document.xml' }]),
    ),
    'word/document.xml': strToU8(
      `${xmlHead}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="${officeRel}"><w:body>${
        options.body ?? '<w:p><w:r><w:t>Notice inviting tender</w:t></w:r></w:p>'
      }</w:body></w:document>`,
    ),
    'word/settings.xml': strToU8(
      `${xmlHead}<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>`,
    ),
    'word/_rels/document.xml.rels': strToU8(
      rels([
        { id: 'rId1', type: relationshipTypes.settings, target: 'settings.xml' },
        ...(options.relationships ?? []),
      ]),
    ),
    ...Object.fromEntries(Object.entries(options.relParts ?? {}).map(([n, r]) => [n, strToU8(rels(r))])),
    ...options.parts,
  });
}

/** An OLE compound file with the given directory entry names (UTF-16LE, 128-byte entries). */
export function cfb(names: string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const directory = Buffer.alloc(512 * Math.ceil(names.length / 4));
  names.forEach((name, i) => {
    directory.write(name, i * 128, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, i * 128 + 64);
  });
  return Buffer.concat([header, directory]);
}

/** A 1×1 PNG (an image part). */
export const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

// ---------------------------------------------------------------- zip

export interface RawZipEntry {
  name: string;
  /** Deflated (method 8) or stored (method 0) data, as it goes into the archive. */
  data: Uint8Array;
  method: 0 | 8;
  crc: number;
  /** The uncompressed size both headers declare. */
  declaredSize: number;
}

/** A deflated entry; `declaredSize` defaults to the truth. */
export function deflatedEntry(name: string, content: Uint8Array, declaredSize = content.length): RawZipEntry {
  return { name, data: deflateRawSync(content), method: 8, crc: crc32(content), declaredSize };
}

export function storedEntry(name: string, content: Uint8Array): RawZipEntry {
  return { name, data: content, method: 0, crc: crc32(content), declaredSize: content.length };
}

/** A zip whose headers say exactly what the entries say (true or not). */
export function rawZip(entries: RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    // The fields both headers share (APPNOTE 4.3.7, 4.3.12), at their offsets in each.
    const shared = (header: Buffer, at: number) => {
      header.writeUInt16LE(0x800, at); // flags: UTF-8 names
      header.writeUInt16LE(e.method, at + 2);
      header.writeUInt32LE(e.crc >>> 0, at + 8);
      header.writeUInt32LE(e.data.length, at + 12);
      header.writeUInt32LE(e.declaredSize, at + 16);
      header.writeUInt16LE(name.length, at + 20);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    shared(local, 6);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    shared(central, 8);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(e.data));
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const zeroStreams = new Map<number, { data: Buffer; crc: number }>();
/** `megabytes` of zeros deflated (kept: the same bomb serves several samples). */
export function deflatedZeros(megabytes: number): { data: Buffer; crc: number } {
  let found = zeroStreams.get(megabytes);
  if (!found) {
    const zeros = Buffer.alloc(megabytes * 1_048_576);
    found = { data: deflateRawSync(zeros, { level: 9 }), crc: crc32(zeros) };
    zeroStreams.set(megabytes, found);
  }
  return found;
}

export { strToU8, zipSync };
