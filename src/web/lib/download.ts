/**
 * Spec §8 "Download failure: 'Downloading Error'": a file is fetched first and saved only when
 * the server sent one, so a failure or a 429 never saves an error body as the user's file.
 * Every download of the portal goes through here (exports, tender documents, corrigendum and
 * award documents). Resolves false when nothing was saved.
 */
export async function downloadFile(url: string, fileName?: string): Promise<boolean> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return false;
    const objectUrl = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = objectUrl;
    // Without a name, the server's Content-Disposition name (the uploaded file's, cleaned) is kept.
    link.download = fileName ?? nameFromDisposition(response.headers.get('content-disposition')) ?? '';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
    return true;
  } catch {
    return false;
  }
}

/** The file name of an attachment header (RFC 6266: `filename*=UTF-8''…` preferred). */
export function nameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1];
}
