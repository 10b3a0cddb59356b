import type { PdfVerdict } from './pdf.ts';

/**
 * The second reading of a PDF: pdf.js (Mozilla's reader, `pdfjs-dist`), the library the
 * outside probe used to show the scripts the byte scanner missed (issue #23 finding 1). It must
 * open the file without a password (a file no reader can open is not a PDF to publish), and it
 * must find no JavaScript in the document (names tree, open action, catalogue actions), any
 * page's actions, any annotation's or form field's actions, no attachment, no XFA form, no
 * portfolio. Runs in the scanner's worker thread (scanner.ts), never on the server's event loop.
 */

export const readerLimits = {
  /** More pages than any tender document has: a page tree that claims more is refused. */
  maxPages: 10_000,
};

/**
 * Annotations that carry files or play media (ISO 32000-1 §12.5.6), by pdf.js's
 * AnnotationType: FILEATTACHMENT 17, SOUND 18, MOVIE 19, SCREEN 21, THREED 25, RICHMEDIA 27.
 */
const harmfulAnnotations = new Set([17, 18, 19, 21, 25, 27]);

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let loaded: Promise<PdfJs> | undefined;

/** pdf.js, loaded once per worker (its import takes a few hundred milliseconds). */
function pdfjs(): Promise<PdfJs> {
  loaded ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return loaded;
}

const nonEmpty = (v: unknown) =>
  v !== null &&
  v !== undefined &&
  (typeof v !== 'object' || Object.keys(v as object).length > 0 || (v instanceof Map && v.size > 0));

export async function readWithPdfJs(bytes: Uint8Array): Promise<PdfVerdict> {
  const lib = await pdfjs();
  const task = lib.getDocument({
    // pdf.js takes ownership of the array it is given: a copy keeps the caller's bytes intact.
    data: Uint8Array.from(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    disableAutoFetch: true,
    verbosity: 0,
  });
  try {
    let doc: Awaited<typeof task.promise>;
    try {
      doc = await task.promise;
    } catch {
      return 'unreadable'; // damaged beyond repair, or needs a password
    }
    if (doc.numPages < 1) return 'unreadable';
    if (doc.numPages > readerLimits.maxPages) return 'harmful';
    const { info } = (await doc.getMetadata()) as { info: Record<string, unknown> };
    if (info.IsXFAPresent || info.IsCollectionPresent) return 'harmful';
    if (nonEmpty(await doc.getJSActions())) return 'harmful';
    if (nonEmpty(await doc.getAttachments())) return 'harmful';
    const fields = (await doc.getFieldObjects()) as Record<string, { actions?: unknown }[]> | null;
    for (const list of Object.values(fields ?? {}))
      if (list.some((field) => nonEmpty(field.actions))) return 'harmful';
    // Every annotation of every page, hidden ones included, in one call (getAnnotations per
    // page skips hidden ones and extracts the text under each link: 3–17 ms a page).
    const annotations = ((await doc.getAnnotationsByType(null as never, null as never)) ?? []) as {
      annotationType?: number;
      actions?: unknown;
      attachment?: unknown;
    }[];
    for (const a of annotations)
      if (harmfulAnnotations.has(a.annotationType ?? 0) || nonEmpty(a.actions) || a.attachment)
        return 'harmful';
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      if (nonEmpty(await page.getJSActions())) return 'harmful';
      page.cleanup();
    }
    return 'ok';
  } catch {
    // A file pdf.js opened but fails on while reading its pages: not a PDF we can vouch for.
    return 'unreadable';
  } finally {
    await task.destroy();
  }
}
