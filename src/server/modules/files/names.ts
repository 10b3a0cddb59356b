import path from 'node:path';
import type { FileKind } from '../../../common/files.ts';

/**
 * Bidirectional controls (Unicode UAX #9: ALM, LRM, RLM, the embeddings and overrides
 * U+202A–U+202E, the isolates U+2066–U+2069) and the byte-order mark. An override makes
 * `invoice\u202Efdp.exe` display as `invoiceexe.pdf` (issue #23 finding 9). Zero-width joiners
 * stay: Assamese spelling needs them.
 */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** A name as shown and served: no bidirectional controls, whatever was stored before they were removed. */
export const displayName = (name: string) => name.replace(bidiControls, '');

/**
 * The name a file is kept and downloaded under: the uploader's base name without folders,
 * control, bidirectional or reserved characters, at most 120 characters, with the extension
 * of the kind its bytes showed (so a renamed file is downloaded as what it is). The store
 * itself uses the SHA-256 only (quality.md: server-generated names).
 */
export function safeName(uploaded: string | undefined, kind: FileKind): string {
  const base = path.posix.basename(displayName(uploaded ?? '').replaceAll('\\', '/'));
  const stem = base
    .replace(/\.[^.]*$/, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f\u2028\u2029"*/:<>?\\|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120)
    .replace(/^\.+/, '');
  return `${stem || 'file'}.${kind}`;
}

/**
 * Content-Disposition for a download: always an attachment (never shown inline, so a crafted
 * file cannot run in the portal's origin), an ASCII fallback name and the UTF-8 name (RFC 6266).
 */
export function attachmentHeader(stored: string): string {
  const name = displayName(stored);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
