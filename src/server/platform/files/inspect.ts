import { inflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import type { FileKind, fileMessages } from '../../../common/files.ts';

/**
 * Decides what an uploaded file is and whether it may be kept (spec §5 Files; quality.md
 * "Files"). Pure: bytes in, a kind or a refusal out. Nothing here unpacks an archive.
 */
export type Inspection = { ok: true; kind: FileKind } | { ok: false; reason: keyof typeof fileMessages };

const refuse = (reason: keyof typeof fileMessages): Inspection => ({ ok: false, reason });

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);
const pdfSignature = [...Buffer.from('%PDF-')];
const zipSignature = [0x50, 0x4b, 0x03, 0x04];
const emptyZipSignature = [0x50, 0x4b, 0x05, 0x06];
/** OLE compound file (the binary Office formats, .xls). */
const cfbSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Zip-bomb limits, checked on the central directory's declared sizes before anything is inflated. */
export const zipLimits = {
  maxEntries: 10_000,
  maxTotalUncompressedBytes: 256 * 1_048_576,
  /** Ordinary office files and archives compress 2–20×; a bomb compresses hundreds to millions ×. */
  maxRatio: 100,
  /** Small entries may compress well (an empty sheet): the ratio counts from this size on. */
  ratioFloorBytes: 1_048_576,
};

/** A PDF stream inflated past this is refused as harmful (a decompression bomb inside a PDF). */
const maxPdfStreamBytes = 64 * 1_048_576;

export interface ZipEntry {
  name: string;
  compressedSize: number;
  size: number;
}

/** The central directory's entries, read without inflating any of them (undefined: not a zip). */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | undefined {
  const entries: ZipEntry[] = [];
  try {
    unzipSync(bytes, {
      filter(file) {
        entries.push({ name: file.name, compressedSize: file.size, size: file.originalSize });
        return false;
      },
    });
  } catch {
    return undefined;
  }
  return entries;
}

/** Declared sizes and ratios of the central directory say this would expand beyond reason. */
export function isZipBomb(entries: ZipEntry[]): boolean {
  if (entries.length > zipLimits.maxEntries) return true;
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (
      entry.size >= zipLimits.ratioFloorBytes &&
      entry.size > zipLimits.maxRatio * Math.max(1, entry.compressedSize)
    )
      return true;
  }
  return total > zipLimits.maxTotalUncompressedBytes;
}

/** Office Open XML macro parts: VBA projects, and Excel 4.0 macro sheets (which need no VBA). */
const macroPart = /(^|\/)vbaProject\.bin$|^xl\/macrosheets\//i;

function inspectZip(bytes: Uint8Array, allowed: readonly FileKind[]): Inspection {
  const entries = zipEntries(bytes);
  if (!entries) return refuse('type');
  const names = new Set(entries.map((e) => e.name));
  const office = names.has('[Content_Types].xml');
  const kind: FileKind | undefined =
    office && names.has('xl/workbook.xml')
      ? 'xlsx'
      : office && names.has('word/document.xml')
        ? 'docx'
        : office
          ? undefined
          : 'zip';
  if (!kind || !allowed.includes(kind)) return refuse('type');
  const isOffice = kind === 'xlsx' || kind === 'docx';
  if (isZipBomb(entries)) return refuse(isOffice ? 'macro' : 'archive');
  if (isOffice && entries.some((e) => macroPart.test(e.name))) return refuse('macro');
  // A PDF header within the first KiB makes a zip a PDF too for readers that look there.
  if (containsAscii(bytes.subarray(0, 1024), '%PDF-')) return refuse('type');
  return { ok: true, kind };
}

function containsAscii(bytes: Uint8Array, text: string) {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, 'latin1');
}

/** An OLE file is an .xls when it has a Workbook (BIFF8) or Book (BIFF5) stream. */
function inspectCfb(bytes: Uint8Array, allowed: readonly FileKind[]): Inspection {
  // Directory entry names are UTF-16LE at 128-byte aligned offsets, so an even-aligned decode finds them.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength - (bytes.byteLength % 2))
    .toString('utf16le')
    .toLowerCase();
  if (!allowed.includes('xls') || !(text.includes('workbook') || text.includes('book\u0000')))
    return refuse('type');
  // The VBA storage of a workbook with macros (_VBA_PROJECT_CUR, with its _VBA_PROJECT stream).
  if (text.includes('_vba_project')) return refuse('macro');
  return { ok: true, kind: 'xls' };
}

/**
 * Names in a PDF that run code or carry files. Names may be written with #xx escapes
 * (`/J#61vaScript`), so each name is decoded before it is compared. An /OpenAction is harmful
 * only with a script or a launch, and those are refused wherever they appear.
 */
const harmfulPdfNames = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles']);
const pdfName = /\/([^\s/[\]<>(){}%]+)/g;

function hasHarmfulName(text: string) {
  for (const match of text.matchAll(pdfName)) {
    const raw = match[1]!;
    const name = raw.includes('#')
      ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      : raw;
    if (harmfulPdfNames.has(name)) return true;
  }
  return false;
}

/** Scans the PDF text and every deflated stream (object streams hide dictionaries). */
function inspectPdf(bytes: Uint8Array): Inspection {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString('latin1');
  if (hasHarmfulName(text)) return refuse('pdfScript');
  // Polyglot: a PDF that is also a zip archive. Zip readers look for the end-of-central-directory
  // record in the last 64 KiB (+22 bytes), so one there makes the file both.
  const tail = buffer.subarray(Math.max(0, buffer.length - 65_557));
  if (tail.includes(Buffer.from(emptyZipSignature))) return refuse('type');
  let inflated = 0;
  const stream = /stream\r?\n/g;
  for (let match = stream.exec(text); match; match = stream.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    stream.lastIndex = end;
    const raw = buffer.subarray(start, end);
    if (raw[0] !== 0x78) continue; // not a zlib stream (images, fonts in other filters)
    let plain: Buffer;
    try {
      plain = inflateSync(raw, { maxOutputLength: maxPdfStreamBytes, finishFlush: 2 });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return refuse('pdfScript');
      continue;
    }
    inflated += plain.length;
    if (inflated > maxPdfStreamBytes) return refuse('pdfScript');
    if (hasHarmfulName(plain.toString('latin1'))) return refuse('pdfScript');
  }
  return { ok: true, kind: 'pdf' };
}

function inspectJson(bytes: Uint8Array): Inspection {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    const first = text.trimStart()[0];
    if (first !== '{' && first !== '[') return refuse('type');
    JSON.parse(text);
    return { ok: true, kind: 'json' };
  } catch {
    return refuse('type');
  }
}

/** The kind of the bytes, checked against the purpose's allowed set, then scanned for harm. */
export function inspectFile(bytes: Uint8Array, allowed: readonly FileKind[]): Inspection {
  if (bytes.length === 0) return refuse('type');
  if (startsWith(bytes, pdfSignature)) return allowed.includes('pdf') ? inspectPdf(bytes) : refuse('type');
  if (startsWith(bytes, zipSignature) || startsWith(bytes, emptyZipSignature))
    return inspectZip(bytes, allowed);
  if (startsWith(bytes, cfbSignature)) return inspectCfb(bytes, allowed);
  if (allowed.includes('json')) return inspectJson(bytes);
  return refuse('type');
}
