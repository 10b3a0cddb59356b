import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FilePurpose, sha256Header, storedFileSchema } from '../../../common/files.ts';
import { auditLog, files } from '../../db/schema/index.ts';
import { loginAs } from '../../test/accounts.ts';
import { cfb, hostileFiles, officeParts, pdf, sha256 } from '../../test/hostile-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadFile } from '../../test/uploads.ts';

/**
 * The hostile-file corpus of issue #9, made here from a few bytes each (no fixtures): each is
 * refused with the spec §5 message and leaves no row and no stored content; an accepted PDF
 * downloads byte for byte with its SHA-256.
 */

describe(`file uploads (${inject('engine')}): spec §5 Files, §9 limits, quality.md "Files"`, () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let userId: number;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'spp-files-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    const login = await loginAs(t, 'creator');
    cookies = login.cookies;
    userId = login.user.id;
  });
  afterAll(() => t.close());

  const upload = (purpose: FilePurpose, filename: string, bytes: Uint8Array, as = cookies) =>
    uploadFile(t, { purpose, filename, bytes, cookies: as });

  const storedBlobs = () => readdirSync(path.join(dataDir, 'files'), { recursive: true }).map(String);
  const blobNames = () => storedBlobs().filter((f) => /[0-9a-f]{64}$/.test(f));
  const incoming = () => storedBlobs().filter((f) => f.startsWith('.incoming/'));
  const rowsOf = async () => t.database.db.select().from(files).where(eq(files.uploadedBy, userId));

  const corpus = hostileFiles;

  for (const item of corpus) {
    it(`refuses ${item.name} with the spec message, storing nothing`, async () => {
      const res = await upload(item.purpose, item.filename, item.bytes());
      expect(res.statusCode, res.body).toBe(item.message === 'validation.file.size' ? 413 : 400);
      expect(res.json()).toMatchObject({
        detail: item.detail,
        errors: [{ path: 'file', message: item.message }],
      });
      expect(await rowsOf()).toHaveLength(0);
      expect(blobNames()).toEqual([]);
      expect(incoming()).toEqual([]);
    });
  }

  it('accepts a PDF (an /OpenAction without script is fine), audits it, and downloads it byte for byte with its SHA-256', async () => {
    const bytes = pdf('/OpenAction [3 0 R /Fit]');
    const res = await upload('pdf', '../../etc/Work order: final?.PDF', bytes);
    expect(res.statusCode, res.body).toBe(200);
    const meta = storedFileSchema.parse(res.json());
    expect(meta).toMatchObject({
      kind: 'pdf',
      size: bytes.length,
      sha256: sha256(bytes),
      name: 'Work order final.pdf',
    });
    expect(blobNames()).toEqual([expect.stringContaining(meta.sha256)]);

    const download = await t.app.inject({ url: `/api/v1/files/${meta.id}/content`, cookies });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);
    expect(download.headers[sha256Header]).toBe(sha256(bytes));
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Work order final.pdf"; filename*=UTF-8''Work%20order%20final.pdf`,
    );
    expect((await t.app.inject({ url: `/api/v1/files/${meta.id}`, cookies })).json()).toEqual(meta);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'file.uploaded'));
    expect(audit.find((a) => a.entityId === String(meta.id))?.detail).toMatchObject({ sha256: meta.sha256 });

    // Another user does not learn that the file exists.
    const other = await loginAs(t, 'creator');
    expect(
      (await t.app.inject({ url: `/api/v1/files/${meta.id}/content`, cookies: other.cookies })).statusCode,
    ).toBe(404);

    // The same bytes again: a second row, one stored copy.
    const again = storedFileSchema.parse((await upload('pdf', 'copy.pdf', bytes)).json());
    expect(again.sha256).toBe(meta.sha256);
    expect(blobNames()).toHaveLength(1);

    // Content changed on disk behind the portal's back is never served.
    writeFileSync(path.join(dataDir, 'files', blobNames()[0]!), pdf('/Names << /JavaScript 4 0 R >>'));
    expect((await t.app.inject({ url: `/api/v1/files/${meta.id}/content`, cookies })).statusCode).toBe(500);
  });

  it('takes each kind only where its purpose allows it: a clean .xlsx, .xls and JSON are accepted', async () => {
    const xlsx = await upload('tender-document', 'boq.xlsx', zipSync(officeParts));
    expect(xlsx.json()).toMatchObject({ kind: 'xlsx', name: 'boq.xlsx' });
    const xls = await upload('document', 'old.xls', cfb(['Root Entry', 'Workbook']));
    expect(xls.json()).toMatchObject({ kind: 'xls' });
    // Named .pdf, but its bytes are JSON: kept and downloaded as what it is.
    const json = await upload('bidder-register', 'bidders.pdf', Buffer.from('[{"name":"A"}]'));
    expect(json.json()).toMatchObject({ kind: 'json', name: 'bidders.json', mediaType: 'application/json' });
  });

  it('needs a session, the CSRF header, multipart and a known purpose', async () => {
    const bytes = pdf();
    const anonymous = await upload('pdf', 'a.pdf', bytes, {});
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files?purpose=pdf',
      payload: bytes,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      cookies,
    });
    expect(noCsrf.statusCode).toBe(403);
    // The old portal's base64-in-JSON upload (spec §7) is not taken: multipart only.
    const json = await t.write({
      method: 'POST',
      url: '/api/v1/files?purpose=pdf',
      payload: { file: bytes.toString('base64') },
      cookies,
    });
    expect([json.statusCode, json.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const unknownPurpose = await upload('executables' as FilePurpose, 'a.pdf', bytes);
    expect(unknownPurpose.statusCode).toBe(400);
  });
});
