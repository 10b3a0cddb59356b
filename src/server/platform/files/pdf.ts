import { PdfCryptError, type StreamDecryptor, streamDecryptor } from './pdf-crypt.ts';
import { decodeStream, filtersOf, PdfBombError, PdfFilterError } from './pdf-filters.ts';
import {
  isDict,
  isKeyword,
  isName,
  isPdfWhitespace,
  isRef,
  isRegular,
  isString,
  type PdfDict,
  PdfLexer,
  PdfLimitError,
  type PdfValue,
} from './pdf-syntax.ts';

/**
 * The PDF verdict (spec §5 Files; issue #23 item 1). Two readings, either of which refuses:
 *
 * 1. Every object of the file, read with a PDF lexer (pdf-syntax.ts): objects found by their
 *    `n g obj` headers anywhere in the bytes (also inside other streams' data, where a reader
 *    sent there by the cross-reference table would find them), at every offset any
 *    cross-reference section names, in the trailers, and inside every object stream after
 *    decryption and every standard filter (pdf-filters.ts). A harmful name as a key or a value
 *    anywhere refuses the file.
 * 2. pdf.js, the maintained reader (pdf-reader.ts): it must open the file with no password,
 *    and finds no document, page, annotation or form action with JavaScript, no attachment,
 *    no XFA and no portfolio.
 *
 * Before both, the bytes after the last `%%EOF` must be whitespace (another format appended to
 * a PDF makes a file that is two things), and no zip directory may sit in the last 64 KiB.
 */

export type PdfVerdict = 'ok' | 'harmful' | 'unreadable';

/**
 * Names that run code, launch programs, carry files, hold XFA forms or play rich media,
 * refused wherever they appear as a key or a value (ISO 32000-1 §12.6, §7.11.4, §12.7.8,
 * §13; Adobe Supplement ExtensionLevel 3 for RichMedia).
 */
export const harmfulPdfNames = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'FileAttachment',
  'GoToE',
  'XFA',
  'RichMedia',
  'RichMediaExecute',
  'Rendition',
  'Movie',
  'Sound',
  '3D',
]);

export const pdfLimits = {
  /** Decoded bytes of one object stream, and of all of them. */
  maxStreamBytes: 64 * 1_048_576,
  maxDecodedBytes: 256 * 1_048_576,
  /** Bytes of syntax read: every byte about once in an ordinary file; several times means a trap. */
  workPerByte: 4,
  workFloor: 16 * 1_048_576,
};

const ascii = (s: string) => Buffer.from(s, 'latin1');
const eof = ascii('%%EOF');

/** Bytes after the end: the last `%%EOF` must be followed by whitespace only. */
export function hasForeignTail(buf: Buffer): boolean {
  const end = buf.lastIndexOf(eof);
  if (end < 0) return true;
  for (let i = end + eof.length; i < buf.length; i++) if (!isPdfWhitespace(buf[i]!)) return true;
  // A zip reader looks for its end record in the last 64 KiB + 22 bytes: one there makes a zip too.
  return buf.subarray(Math.max(0, buf.length - 65_557)).includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
}

interface FoundStream {
  num: number;
  gen: number;
  dict: PdfDict;
  dataStart: number;
}

const isDigit = (c: number | undefined) => c !== undefined && c >= 0x30 && c <= 0x39;

/** `n g obj` ending just before `at` (where "obj" starts): the header's start, num and gen. */
function headerBefore(buf: Buffer, at: number): { start: number; num: number; gen: number } | undefined {
  let p = at - 1;
  if (p < 0 || !isPdfWhitespace(buf[p]!)) return undefined;
  while (p >= 0 && isPdfWhitespace(buf[p]!)) p--;
  const genEnd = p + 1;
  while (p >= 0 && isDigit(buf[p])) p--;
  if (p + 1 === genEnd || genEnd - p - 1 > 5) return undefined;
  const gen = Number(buf.toString('latin1', p + 1, genEnd));
  if (p < 0 || !isPdfWhitespace(buf[p]!)) return undefined;
  while (p >= 0 && isPdfWhitespace(buf[p]!)) p--;
  const numEnd = p + 1;
  while (p >= 0 && isDigit(buf[p])) p--;
  if (p + 1 === numEnd || numEnd - p - 1 > 10) return undefined;
  // The number starts a token: after whitespace, a delimiter (`>>1 0 obj`) or the file's start.
  if (p >= 0 && isRegular(buf[p]!)) return undefined;
  return { start: p + 1, num: Number(buf.toString('latin1', p + 1, numEnd)), gen };
}

/**
 * Reads every object as described above; resolves to the first harmful name found, or
 * undefined. Throws PdfLimitError/PdfBombError past the limits, PdfFilterError when an object
 * stream cannot be decoded, PdfCryptError when it cannot be decrypted.
 */
export async function findHarmfulName(bytes: Uint8Array): Promise<string | undefined> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const budget = { left: pdfLimits.workFloor + pdfLimits.workPerByte * buf.length };
  let harmful: string | undefined;
  const onName = (name: string) => {
    if (harmful === undefined && harmfulPdfNames.has(name)) harmful = name;
  };

  const streams: FoundStream[] = [];
  /** Top-level objects by number (every definition: incremental updates redefine them). */
  const objects = new Map<number, PdfValue[]>();
  const trailers: { pos: number; dict: PdfDict }[] = [];
  const parsedAt = new Set<number>();

  const readObjectAt = (headerStart: number, num: number, gen: number, bodyStart: number) => {
    if (parsedAt.has(headerStart)) return;
    parsedAt.add(headerStart);
    const lexer = new PdfLexer(buf, bodyStart, onName, budget);
    const value = lexer.readObject();
    if (value === undefined) return;
    // Kept only what is looked up later: numbers (an indirect /Length) and encryption
    // dictionaries; everything else has given its names already.
    if (typeof value === 'number' || (isDict(value) && value.has('O') && value.has('U'))) {
      const definitions = objects.get(num);
      if (definitions) definitions.push(value);
      else objects.set(num, [value]);
    }
    if (isDict(value)) {
      const dataStart = lexer.streamStart();
      // Streams whose content is read: object streams and cross-reference streams.
      const type = value.get('Type');
      const wanted = isName(type, 'ObjStm') || isName(type, 'XRef') || (value.has('N') && value.has('First'));
      if (dataStart !== undefined && wanted) streams.push({ num, gen, dict: value, dataStart });
    }
  };

  // 1. Every `n g obj` header in the file.
  const obj = Buffer.from('obj');
  for (let at = buf.indexOf(obj, 0); at >= 0; at = buf.indexOf(obj, at + 3)) {
    const next = buf[at + 3];
    if (next !== undefined && !isPdfWhitespace(next) && !'<[(/%'.includes(String.fromCharCode(next)))
      continue;
    const header = headerBefore(buf, at);
    if (header) readObjectAt(header.start, header.num, header.gen, at + 3);
  }

  // 2. Every trailer dictionary.
  for (let at = buf.indexOf('trailer', 0, 'latin1'); at >= 0; at = buf.indexOf('trailer', at + 7, 'latin1')) {
    const value = new PdfLexer(buf, at + 7, onName, budget).readObject();
    if (isDict(value)) trailers.push({ pos: at, dict: value });
  }

  const resolve = (v: PdfValue | undefined): PdfValue | undefined =>
    isRef(v) ? objects.get(v.num)?.at(-1) : v;

  // 3. The encryption of the latest trailer or cross-reference stream that has one.
  const xrefStreams = streams.filter((s) => isName(s.dict.get('Type'), 'XRef'));
  const withEncrypt = [...trailers, ...xrefStreams.map((s) => ({ pos: s.dataStart, dict: s.dict }))]
    .filter((t) => t.dict.has('Encrypt'))
    .sort((a, b) => b.pos - a.pos)[0];
  let decrypt: StreamDecryptor | undefined;
  if (withEncrypt) {
    const encrypt = resolve(withEncrypt.dict.get('Encrypt'));
    const ids = withEncrypt.dict.get('ID');
    const firstId = Array.isArray(ids) && isString(ids[0]) ? ids[0].bytes : new Uint8Array(0);
    if (!isDict(encrypt)) throw new PdfCryptError('encryption dictionary not found');
    decrypt = streamDecryptor(encrypt, firstId);
  }

  let decodedTotal = 0;
  const decodedData = async (s: FoundStream, encrypted: boolean): Promise<Uint8Array[]> => {
    const results: Uint8Array[] = [];
    for (const end of streamEnds(buf, s, resolve)) {
      let data: Uint8Array = buf.subarray(s.dataStart, end);
      const crypt = filtersOf(s.dict)[0]?.name === 'Crypt';
      if (encrypted && decrypt && !crypt) data = decrypt(data, s.num, s.gen);
      for (const out of await decodeStream(data, s.dict, pdfLimits.maxStreamBytes)) {
        decodedTotal += out.length;
        if (decodedTotal > pdfLimits.maxDecodedBytes) throw new PdfBombError('decoded bytes over the limit');
        results.push(out);
      }
    }
    return results;
  };

  // 4. Objects at every offset a cross-reference section names (classic tables and streams).
  const offsets: number[] = [];
  for (let at = buf.indexOf('xref', 0, 'latin1'); at >= 0; at = buf.indexOf('xref', at + 4, 'latin1'))
    if (at === 0 || !/[A-Za-z]/.test(String.fromCharCode(buf[at - 1]!)))
      offsets.push(...classicXref(buf, at + 4, budget));
  for (const s of xrefStreams)
    for (const data of await decodedData(s, false)) offsets.push(...xrefStreamOffsets(data, s.dict));
  for (const offset of offsets) {
    if (offset < 0 || offset >= buf.length || parsedAt.has(offset)) continue;
    const lexer = new PdfLexer(buf, offset, () => {}, budget);
    const num = lexer.readObject();
    const gen = lexer.readObject();
    const obj = lexer.readObject();
    if (typeof num === 'number' && typeof gen === 'number' && isKeyword(obj, 'obj'))
      readObjectAt(offset, num, gen, lexer.pos);
  }

  // 5. Inside every object stream: all of its text, and each object at its offset.
  for (const s of streams) {
    const type = s.dict.get('Type');
    const objStm = isName(type, 'ObjStm') || (s.dict.has('N') && s.dict.has('First'));
    if (!objStm || isName(type, 'XRef')) continue;
    for (const data of await decodedData(s, true)) {
      budget.left += 3 * data.length;
      const whole = new PdfLexer(data, 0, onName, budget);
      while (whole.pos < data.length) {
        const before = whole.pos;
        if (whole.readObject() === undefined || whole.pos === before) break;
      }
      const first = Number(s.dict.get('First'));
      const n = Number(s.dict.get('N'));
      const header = new PdfLexer(data, 0, () => {}, budget);
      for (let i = 0; i < n && Number.isInteger(first); i++) {
        header.readObject();
        const offset = header.readObject();
        if (typeof offset !== 'number') break;
        if (first + offset < data.length) new PdfLexer(data, first + offset, onName, budget).readObject();
      }
    }
  }
  return harmful;
}

/** Where a stream's data may end: by its /Length when `endstream` follows, and by the next `endstream`. */
function streamEnds(buf: Buffer, s: FoundStream, resolve: (v: PdfValue | undefined) => PdfValue | undefined) {
  const ends = new Set<number>();
  const length = resolve(s.dict.get('Length'));
  if (
    typeof length === 'number' &&
    Number.isInteger(length) &&
    length >= 0 &&
    s.dataStart + length <= buf.length
  ) {
    let p = s.dataStart + length;
    while (p < buf.length && isPdfWhitespace(buf[p]!)) p++;
    if (buf.toString('latin1', p, p + 9) === 'endstream') ends.add(s.dataStart + length);
  }
  const marker = buf.indexOf('endstream', s.dataStart, 'latin1');
  if (marker >= 0) {
    let end = marker;
    if (buf[end - 1] === 0x0a) end--;
    if (buf[end - 1] === 0x0d) end--;
    if (!ends.size || !ends.has(end)) ends.add(Math.max(s.dataStart, end));
  }
  return ends;
}

/** In-use offsets of a classic cross-reference table starting after its `xref` keyword. */
function classicXref(buf: Buffer, start: number, budget: { left: number }): number[] {
  const lexer = new PdfLexer(buf, start, () => {}, budget);
  const offsets: number[] = [];
  for (;;) {
    const first = lexer.readObject();
    const count = lexer.readObject();
    if (typeof first !== 'number' || typeof count !== 'number') return offsets;
    for (let i = 0; i < count; i++) {
      const offset = lexer.readObject();
      lexer.readObject();
      const type = lexer.readObject();
      if (typeof offset !== 'number') return offsets;
      if (isKeyword(type, 'n')) offsets.push(offset);
    }
  }
}

/** Type-1 (in-use, uncompressed) offsets of a cross-reference stream (§7.5.8). */
function xrefStreamOffsets(data: Uint8Array, dict: PdfDict): number[] {
  const w = dict.get('W');
  if (!Array.isArray(w) || w.length < 3 || !w.every((x) => typeof x === 'number' && x >= 0 && x <= 8))
    return [];
  const [w0, w1, w2] = w as number[];
  const width = w0! + w1! + w2!;
  if (width === 0) return [];
  const field = (p: number, n: number, fallback: number) => {
    if (n === 0) return fallback;
    let v = 0;
    for (let i = 0; i < n; i++) v = v * 256 + data[p + i]!;
    return v;
  };
  const offsets: number[] = [];
  for (let p = 0; p + width <= data.length; p += width)
    if (field(p, w0!, 1) === 1) offsets.push(field(p + w0!, w1!, 0));
  return offsets;
}

export { PdfBombError, PdfCryptError, PdfFilterError, PdfLimitError };
