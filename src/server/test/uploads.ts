import { randomBytes } from 'node:crypto';
import type { FilePurpose } from '../../common/files.ts';
import type { TestApp } from './test-app.ts';

/** `POST /api/v1/files?purpose=` as a browser sends it: one multipart file part (spec §5 Files). */
export function uploadFile(
  t: TestApp,
  options: { purpose: FilePurpose; filename: string; bytes: Uint8Array; cookies: Record<string, string> },
) {
  const boundary = `----spp${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    options.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.write({
    method: 'POST',
    url: `/api/v1/files?purpose=${options.purpose}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    cookies: options.cookies,
  });
}
