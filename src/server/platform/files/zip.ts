import { crc32, createInflateRaw } from 'node:zlib';

/**
 * Reads a zip archive for judgement (spec §5 Files; issue #23 item 1, finding 7): every entry
 * is inflated for real and its output counted, so a declared size is never trusted. Refused:
 * more real output than the limit, an entry that inflates to more or less than it declares or
 * fails its CRC, a ratio no document has, entries that overlap or share a name, local and
 * central headers that disagree, archives nested deeper than the limit, encrypted entries and
 * compression methods other than stored and deflate (which cannot be measured). Nothing is
 * written to disk; only the parts the caller keeps stay in memory.
 */

export const zipLimits = {
  maxEntries: 10_000,
  /** Real output of all entries, nested archives included. */
  maxTotalBytes: 256 * 1_048_576,
  /** Documents compress 2–20×; a bomb compresses hundreds to millions of times. */
  maxRatio: 100,
  /** Small entries may compress well (an empty sheet): the ratio counts from this size on. */
  ratioFloorBytes: 1_048_576,
  /** An archive may hold archives; those may not hold more. */
  maxNesting: 1,
  /** A part kept in memory for reading (XML the checks parse). */
  maxKeptBytes: 64 * 1_048_576,
};

export type ZipProblem = 'unreadable' | 'bomb' | 'nesting';
export class ZipError extends Error {
  readonly problem: ZipProblem;
  constructor(problem: ZipProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

export interface ZipPart {
  name: string;
  size: number;
  /** The first bytes of the content (signatures). */
  head: Uint8Array;
  /** The whole content, for the names the caller asked to keep (outermost archive only). */
  content?: Buffer;
  /** Nesting level: 0 for the archive itself, 1 inside an archive it holds. */
  depth: number;
}

interface CentralEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const u16 = (b: Buffer, p: number) => b.readUInt16LE(p);
const u32 = (b: Buffer, p: number) => b.readUInt32LE(p);
const u64 = (b: Buffer, p: number) => Number(b.readBigUInt64LE(p));

export const isZipSignature = (head: Uint8Array) =>
  head[0] === 0x50 &&
  head[1] === 0x4b &&
  ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6));

function centralDirectory(buf: Buffer): CentralEntry[] {
  const fail = (why: string) => new ZipError('unreadable', why);
  let eocd = -1;
  for (let p = buf.length - 22; p >= Math.max(0, buf.length - 65_557); p--)
    if (u32(buf, p) === 0x06054b50) {
      eocd = p;
      break;
    }
  if (eocd < 0) throw fail('no end of central directory');
  let count = u16(buf, eocd + 10);
  let cdOffset = u32(buf, eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || u32(buf, locator) !== 0x07064b50) throw fail('zip64 locator missing');
    const eocd64 = u64(buf, locator + 8);
    if (eocd64 + 56 > buf.length || u32(buf, eocd64) !== 0x06064b50) throw fail('zip64 record missing');
    count = u64(buf, eocd64 + 32);
    cdOffset = u64(buf, eocd64 + 48);
  }
  if (count > zipLimits.maxEntries) throw new ZipError('bomb', 'too many entries');
  const entries: CentralEntry[] = [];
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || u32(buf, p) !== 0x02014b50) throw fail('central directory damaged');
    const nameLength = u16(buf, p + 28);
    const extraLength = u16(buf, p + 30);
    const commentLength = u16(buf, p + 32);
    const entry: CentralEntry = {
      flags: u16(buf, p + 8),
      method: u16(buf, p + 10),
      crc: u32(buf, p + 16),
      compressedSize: u32(buf, p + 20),
      size: u32(buf, p + 24),
      offset: u32(buf, p + 42),
      name: buf.toString('utf8', p + 46, p + 46 + nameLength),
    };
    // Zip64 extended information: the 0xFFFFFFFF fields, in order (APPNOTE 4.5.3).
    let x = p + 46 + nameLength;
    const extraEnd = x + extraLength;
    while (x + 4 <= extraEnd) {
      const id = u16(buf, x);
      const length = u16(buf, x + 2);
      if (id === 0x0001) {
        let q = x + 4;
        for (const field of ['size', 'compressedSize', 'offset'] as const)
          if (entry[field] === 0xffffffff && q + 8 <= x + 4 + length) {
            entry[field] = u64(buf, q);
            q += 8;
          }
      }
      x += 4 + length;
    }
    entries.push(entry);
    p = extraEnd + commentLength;
  }
  return entries;
}

/** Streams the entry's deflate data through zlib, counting what really comes out. */
function inflateEntry(data: Buffer, cap: number, onChunk: (chunk: Buffer) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const z = createInflateRaw({ chunkSize: 256 * 1024 });
    z.on('data', (chunk: Buffer) => {
      size += chunk.length;
      try {
        if (size >= cap) throw new ZipError('bomb', 'inflates past what it declares or the limit');
        onChunk(chunk);
      } catch (error) {
        z.destroy();
        reject(error);
      }
    });
    z.on('error', () => reject(new ZipError('unreadable', 'deflate data damaged')));
    z.on('end', () => resolve(size));
    z.end(data);
  });
}

/**
 * Every entry of the archive, nested archives included (as parts with depth > 0), each read
 * for real. `keep(name)` says which outermost parts to keep whole.
 */
export async function readZip(
  bytes: Uint8Array,
  keep: (name: string) => boolean = () => false,
  state = { total: 0, entries: 0 },
  depth = 0,
  only?: (name: string) => boolean,
): Promise<ZipPart[]> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const all = centralDirectory(buf);
  // `only`: a first look at a few parts (the caller reads the whole archive afterwards).
  const entries = only ? all.filter((e) => only(e.name)) : all;
  state.entries += entries.length;
  if (state.entries > zipLimits.maxEntries) throw new ZipError('bomb', 'too many entries');
  if (new Set(all.map((e) => e.name)).size !== all.length)
    throw new ZipError('unreadable', 'two entries share a name');

  // Local headers, and the byte range of each entry: ranges may not overlap (overlapping
  // entries make a small file that unpacks many times over).
  const located = all.map((entry) => {
    const p = entry.offset;
    if (p + 30 > buf.length || u32(buf, p) !== 0x04034b50)
      throw new ZipError('unreadable', 'local header missing');
    const nameLength = u16(buf, p + 26);
    const start = p + 30 + nameLength + u16(buf, p + 28);
    if (buf.toString('utf8', p + 30, p + 30 + nameLength) !== entry.name || u16(buf, p + 8) !== entry.method)
      throw new ZipError('unreadable', 'local and central headers disagree');
    if (start + entry.compressedSize > buf.length)
      throw new ZipError('unreadable', 'entry runs past the end');
    return { entry, headerStart: p, start, end: start + entry.compressedSize };
  });
  const byOffset = [...located].sort((a, b) => a.headerStart - b.headerStart);
  for (let i = 1; i < byOffset.length; i++)
    if (byOffset[i]!.headerStart < byOffset[i - 1]!.end) throw new ZipError('bomb', 'entries overlap');

  const parts: ZipPart[] = [];
  for (const { entry, start, end } of located) {
    if (!entries.includes(entry)) continue;
    if (entry.flags & 0x1) throw new ZipError('unreadable', 'encrypted entry');
    const data = buf.subarray(start, end);
    const kept = depth === 0 && keep(entry.name);
    const chunks: Buffer[] = [];
    let head = Buffer.alloc(0);
    let crc = 0;
    let keptBytes = 0;
    const take = (chunk: Buffer) => {
      crc = crc32(chunk, crc);
      if (head.length < 8) head = Buffer.concat([head, chunk.subarray(0, 8 - head.length)]);
      // Kept parts, and nested archives (read in turn below; their size already counts here).
      if (!kept && head.length >= 4 && !isZipSignature(head)) {
        chunks.length = 0;
        keptBytes = 0;
        return;
      }
      keptBytes += chunk.length;
      if (keptBytes > zipLimits.maxKeptBytes) throw new ZipError('bomb', 'part too large to read');
      chunks.push(chunk);
    };
    // Never more than declared (a lie) nor more than the budget left (a bomb).
    const cap = Math.max(0, Math.min(zipLimits.maxTotalBytes - state.total, entry.size)) + 1;
    let size: number;
    if (entry.method === 0) {
      if (data.length >= cap) throw new ZipError('bomb', 'stored entry larger than declared or allowed');
      take(data);
      size = data.length;
    } else if (entry.method === 8) size = await inflateEntry(data, cap, take);
    else throw new ZipError('unreadable', `compression method ${entry.method}`);
    state.total += size;
    if (size !== entry.size) throw new ZipError('bomb', 'entry inflates to other than it declares');
    if (crc >>> 0 !== entry.crc >>> 0) throw new ZipError('unreadable', 'CRC mismatch');
    if (size >= zipLimits.ratioFloorBytes && size > zipLimits.maxRatio * Math.max(1, data.length))
      throw new ZipError('bomb', 'compression ratio beyond documents');
    const content = chunks.length ? Buffer.concat(chunks) : undefined;
    parts.push({ name: entry.name, size, head, depth, ...(kept && content ? { content } : {}) });
    if (isZipSignature(head) && content) {
      if (depth + 1 > zipLimits.maxNesting) throw new ZipError('nesting', 'archives nested too deeply');
      parts.push(...(await readZip(content, keep, state, depth + 1)));
    }
  }
  return parts;
}
