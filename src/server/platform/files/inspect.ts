import { type FileKind, type fileMessages, imageLimits } from '../../../common/files.ts';
import { isContentTypes, judgeOffice, officePartsToKeep } from './ooxml.ts';
import {
  findHarmfulName,
  hasForeignTail,
  PdfBombError,
  PdfCryptError,
  PdfFilterError,
  PdfLimitError,
} from './pdf.ts';
import { readWithPdfJs } from './pdf-reader.ts';
import { readZip, ZipError } from './zip.ts';

/**
 * Decides what an uploaded file is and whether it may be kept (spec §5 Files; quality.md
 * "Files"; issue #23 item 1). Bytes in, a kind or a refusal out; nothing is written. Runs in
 * the scanner's worker threads (scanner.ts): parsing a hostile file takes time and memory the
 * server's event loop must not give.
 *
 * Refusal reasons: `type` when the bytes are not a readable file of an allowed kind (including
 * a PDF no reader can open and a file that is two formats at once); `pdfScript`, `macro` and
 * `archive` when the content is harmful or is built to exhaust the checks (a decompression
 * bomb, a trap for the parser), since a file the checks cannot finish is not shown safe.
 */
export type Inspection =
  | { ok: true; kind: FileKind }
  /** `detail`: what was found, for the log (never shown: the message is the spec's). */
  | { ok: false; reason: keyof typeof fileMessages; detail?: string };

const refuse = (reason: keyof typeof fileMessages, detail?: string): Inspection =>
  detail === undefined ? { ok: false, reason } : { ok: false, reason, detail };

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);
const pdfSignature = [...Buffer.from('%PDF-')];
const zipSignature = [0x50, 0x4b, 0x03, 0x04];
const emptyZipSignature = [0x50, 0x4b, 0x05, 0x06];
/** OLE compound file (the binary Office formats, .xls). */
const cfbSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

async function inspectPdf(bytes: Uint8Array): Promise<Inspection> {
  if (hasForeignTail(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) return refuse('type');
  try {
    const name = await findHarmfulName(bytes);
    if (name !== undefined) return refuse('pdfScript', `/${name}`);
  } catch (error) {
    if (error instanceof PdfCryptError) return refuse('type', error.message);
    if (error instanceof PdfLimitError || error instanceof PdfBombError || error instanceof PdfFilterError)
      return refuse('pdfScript', error.message);
    throw error;
  }
  const reading = await readWithPdfJs(bytes);
  if (reading === 'unreadable') return refuse('type', 'pdf.js cannot read it');
  if (reading === 'harmful') return refuse('pdfScript', 'pdf.js found scripts, files, XFA or media');
  return { ok: true, kind: 'pdf' };
}

async function inspectZip(bytes: Uint8Array, allowed: readonly FileKind[]): Promise<Inspection> {
  // A PDF header within the first KiB makes a zip a PDF too for readers that look there.
  if (
    Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(1024, bytes.byteLength)).includes(
      '%PDF-',
      0,
      'latin1',
    )
  )
    return refuse('type');
  let office = false;
  try {
    // First [Content_Types].xml alone: it says whether this is Office, and which parts to read.
    const first = await readZip(bytes, isContentTypes, undefined, 0, isContentTypes);
    office = first.length > 0;
    if (office && !allowed.some((k) => k === 'xlsx' || k === 'docx')) return refuse('type');
    if (!office && !allowed.includes('zip')) return refuse('type');
    const parts = await readZip(bytes, office ? officePartsToKeep(first[0]?.content) : undefined);
    if (!office) return { ok: true, kind: 'zip' };
    const verdict = judgeOffice(parts);
    if ('refused' in verdict) return refuse(verdict.refused, verdict.why);
    return allowed.includes(verdict.kind) ? { ok: true, kind: verdict.kind } : refuse('type');
  } catch (error) {
    if (!(error instanceof ZipError)) throw error;
    if (error.problem === 'unreadable') return refuse('type', error.message);
    return refuse(office ? 'macro' : 'archive', error.message);
  }
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

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegSignature = [0xff, 0xd8, 0xff];

/**
 * The canvas an image's header declares, read without decoding (issue #27 item 4): PNG's IHDR,
 * JPEG's start-of-frame marker, WebP's VP8, VP8L or VP8X chunk. Undefined when the header is
 * not there or not readable: such a file is not the image it claims to be.
 */
export function imageSize(bytes: Uint8Array): { kind: FileKind; width: number; height: number } | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, pngSignature)) {
    if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return undefined;
    return { kind: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (startsWith(bytes, jpegSignature)) {
    let at = 2;
    while (at + 9 < b.length) {
      if (b[at] !== 0xff) return undefined;
      const marker = b[at + 1]!;
      if (marker === 0xff) {
        at += 1; // fill byte
        continue;
      }
      // Markers without a length: TEM and RST0–7.
      if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        at += 2;
        continue;
      }
      if (marker === 0xd9 || marker === 0xda) return undefined; // end of image, or scan data before a frame
      const length = b.readUInt16BE(at + 2);
      // SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { kind: 'jpeg', height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
      if (length < 2) return undefined;
      at += 2 + length;
    }
    return undefined;
  }
  if (b.length >= 30 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    const chunk = b.toString('latin1', 12, 16);
    if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
      return { kind: 'webp', width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L' && b[20] === 0x2f) {
      const bits = b.readUInt32LE(21);
      return { kind: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X')
      return { kind: 'webp', width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
    return undefined;
  }
  return undefined;
}

/**
 * An image of an allowed kind whose declared canvas is within the portal's limits (a huge
 * dimension is refused before anything decodes it; the images module decodes it with the same
 * pixel limit).
 */
function inspectImage(bytes: Uint8Array, allowed: readonly FileKind[]): Inspection | undefined {
  const size = imageSize(bytes);
  if (!size) return undefined;
  if (!allowed.includes(size.kind)) return refuse('type');
  if (size.width < 1 || size.height < 1) return refuse('type', 'empty canvas');
  if (
    size.width > imageLimits.maxSide ||
    size.height > imageLimits.maxSide ||
    size.width * size.height > imageLimits.maxPixels
  )
    return refuse('imageDimensions', `${size.width}×${size.height}`);
  return { ok: true, kind: size.kind };
}

/** The kind of the bytes, checked against the purpose's allowed set, then judged for harm. */
export async function inspectFile(bytes: Uint8Array, allowed: readonly FileKind[]): Promise<Inspection> {
  if (bytes.length === 0) return refuse('type');
  if (startsWith(bytes, pdfSignature)) return allowed.includes('pdf') ? inspectPdf(bytes) : refuse('type');
  if (startsWith(bytes, zipSignature) || startsWith(bytes, emptyZipSignature))
    return inspectZip(bytes, allowed);
  if (startsWith(bytes, cfbSignature)) return inspectCfb(bytes, allowed);
  const image = inspectImage(bytes, allowed);
  if (image) return image;
  if (allowed.includes('json')) return inspectJson(bytes);
  return refuse('type');
}
