import path from 'node:path';
import type { FileKind } from '../../../common/files.ts';

/**
 * The name a file is kept and downloaded under: the uploader's base name without folders,
 * control or reserved characters, at most 120 characters, with the extension of the kind its
 * bytes showed (so a renamed file is downloaded as what it is). The store itself uses the
 * SHA-256 only (quality.md: server-generated names).
 */
export function safeName(uploaded: string | undefined, kind: FileKind): string {
  const base = path.posix.basename((uploaded ?? '').replaceAll('\\', '/'));
  const stem = base
    .replace(/\.[^.]*$/, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f"*/:<>?\\|]+/g, ' ')
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
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
