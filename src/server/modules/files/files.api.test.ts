import { mkdtempSync, readdirSync, readFileSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FilePurpose, sha256Header, storedFileSchema } from '../../../common/files.ts';
import { auditLog, files } from '../../db/schema/index.ts';
import { loginAs } from '../../test/accounts.ts';
import { cleanFiles, hostileFiles, pdf, sha256 } from '../../test/hostile-files.ts';
import { buildPdf, documentObjects } from '../../test/sample-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadFile } from '../../test/uploads.ts';

/**
 * The hostile-file corpus (issues #9 and #23, src/server/test/hostile-files.ts): each sample is
 * refused with the spec §5 message and leaves no row and no stored content, each clean sample
 * is accepted; downloads stream with their stored SHA-256, serve ranges and count against the
 * client's download limit (issue #23 item 5).
 */

describe(`file uploads (${inject('engine')}): spec §5 Files, §9 limits, quality.md "Files"`, () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let userId: number;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'spp-files-'));
    t = await createTestApp({ DATA_DIR: dataDir, DOWNLOADS_PER_MINUTE: '1000' });
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

  for (const item of hostileFiles) {
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

  for (const item of cleanFiles) {
    it(`accepts ${item.name}`, async () => {
      const bytes = item.bytes();
      const res = await upload(item.purpose, item.filename, bytes);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ kind: item.kind, size: bytes.length, sha256: sha256(bytes) });
    });
  }

  it('accepts a PDF, audits it, and downloads it byte for byte with its SHA-256', async () => {
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
    expect(blobNames()).toContainEqual(expect.stringContaining(meta.sha256));

    const download = await t.app.inject({ url: `/api/v1/files/${meta.id}/content`, cookies });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);
    expect(download.headers).toMatchObject({
      [sha256Header]: sha256(bytes),
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'accept-ranges': 'bytes',
      etag: `"${meta.sha256}"`,
      'cache-control': 'no-store',
      'content-disposition': `attachment; filename="Work order final.pdf"; filename*=UTF-8''Work%20order%20final.pdf`,
    });
    expect(download.headers['content-encoding']).toBeUndefined();
    expect((await t.app.inject({ url: `/api/v1/files/${meta.id}`, cookies })).json()).toEqual(meta);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'file.uploaded'));
    expect(audit.find((a) => a.entityId === String(meta.id))?.detail).toMatchObject({ sha256: meta.sha256 });

    // Another user does not learn that the file exists.
    const other = await loginAs(t, 'creator');
    expect(
      (await t.app.inject({ url: `/api/v1/files/${meta.id}/content`, cookies: other.cookies })).statusCode,
    ).toBe(404);

    // The same bytes again: a second row, one stored copy.
    const before = blobNames().length;
    const again = storedFileSchema.parse((await upload('pdf', 'copy.pdf', bytes)).json());
    expect(again.sha256).toBe(meta.sha256);
    expect(blobNames()).toHaveLength(before);
  });

  it('serves one byte range (206), the last bytes, 416 outside the file, 304 for the same tag', async () => {
    const bytes = buildPdf({ objects: documentObjects({ text: 'Range test '.repeat(400) }) });
    const meta = storedFileSchema.parse((await upload('pdf', 'range.pdf', bytes)).json());
    const url = `/api/v1/files/${meta.id}/content`;
    const get = (headers: Record<string, string>) => t.app.inject({ url, cookies, headers });

    const middle = await get({ range: 'bytes=100-199' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers).toMatchObject({
      'content-range': `bytes 100-199/${bytes.length}`,
      'content-length': '100',
      [sha256Header]: meta.sha256,
    });
    expect(Buffer.compare(middle.rawPayload, bytes.subarray(100, 200))).toBe(0);

    const tail = await get({ range: 'bytes=-10' });
    expect([tail.statusCode, tail.headers['content-range']]).toEqual([
      206,
      `bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`,
    ]);
    expect(Buffer.compare(tail.rawPayload, bytes.subarray(-10))).toBe(0);

    const open = await get({ range: `bytes=${bytes.length - 5}-` });
    expect(open.rawPayload).toHaveLength(5);

    for (const bad of [`bytes=${bytes.length}-`, 'bytes=50-10', 'bytes=-0', 'bytes=x-y']) {
      const res = await get({ range: bad });
      expect([res.statusCode, res.json().code, res.headers['content-range']], bad).toEqual([
        416,
        'RANGE_NOT_SATISFIABLE',
        `bytes */${bytes.length}`,
      ]);
    }
    // Several ranges and other units are answered whole (RFC 9110 allows ignoring Range).
    for (const whole of ['bytes=0-1,5-6', 'items=0-1']) {
      const res = await get({ range: whole });
      expect([res.statusCode, res.rawPayload.length], whole).toEqual([200, bytes.length]);
    }
    // A stale If-Range gets the whole file; a current one gets the range.
    expect((await get({ range: 'bytes=0-9', 'if-range': '"other"' })).statusCode).toBe(200);
    expect((await get({ range: 'bytes=0-9', 'if-range': `"${meta.sha256}"` })).statusCode).toBe(206);
    const cached = await get({ 'if-none-match': `"${meta.sha256}"` });
    expect([cached.statusCode, cached.rawPayload.length]).toEqual([304, 0]);
    // HEAD tells the size without sending the body.
    const head = await t.app.inject({ method: 'HEAD', url, cookies });
    expect([head.statusCode, head.headers['content-length'], head.rawPayload.length]).toEqual([
      200,
      String(bytes.length),
      0,
    ]);
  });

  it('streams a 19 MB document whole, and never serves content whose size is not what was uploaded', async () => {
    const big = buildPdf({
      objects: documentObjects({ extra: [{ dict: '', data: Buffer.alloc(19 * 1_048_576, 0x20) }] }),
    });
    const meta = storedFileSchema.parse((await upload('pdf', 'big.pdf', big)).json());
    const res = await t.app.inject({ url: `/api/v1/files/${meta.id}/content`, cookies });
    expect(res.statusCode).toBe(200);
    expect(sha256(res.rawPayload)).toBe(meta.sha256);
    expect(t.app.downloadLimiter.inProgress()).toBe(0);

    // Storage damaged behind the portal's back (truncated): 500, and not a byte of it.
    truncateSync(path.join(dataDir, 'files', blobNames().find((n) => n.endsWith(meta.sha256))!), 1000);
    const damaged = await t.app.inject({ url: `/api/v1/files/${meta.id}/content`, cookies });
    expect([damaged.statusCode, damaged.headers[sha256Header]]).toEqual([500, undefined]);
  });

  it('keeps and serves file names without bidirectional controls (issue #23 finding 9)', async () => {
    const res = await upload('pdf', 'invoice\u202efdp.exe.pdf', pdf());
    expect(res.json().name).toBe('invoicefdp.exe.pdf');
    // A name stored before the rule: shown and sent without the override too.
    const meta = storedFileSchema.parse(res.json());
    await t.database.db.update(files).set({ name: 'bill\u202eftp.pdf' }).where(eq(files.id, meta.id));
    expect((await t.app.inject({ url: `/api/v1/files/${meta.id}`, cookies })).json().name).toBe(
      'billftp.pdf',
    );
    const download = await t.app.inject({ url: `/api/v1/files/${meta.id}/content`, cookies });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="billftp.pdf"; filename*=UTF-8''billftp.pdf`,
    );
    // The migration cleans such rows where they are stored, for every reader of the table.
    const migration = readFileSync('src/server/db/migrations/0017_file_names_without_bidi.sql', 'utf8');
    await t.database.db.execute(sql.raw(migration));
    const [row] = await t.database.db.select({ name: files.name }).from(files).where(eq(files.id, meta.id));
    expect(row?.name).toBe('billftp.pdf');
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

describe(`download limits per client (${inject('engine')}): issue #23 item 5`, () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'spp-files-'));
    t = await createTestApp({
      DATA_DIR: dataDir,
      DOWNLOADS_PER_MINUTE: '4',
      DOWNLOAD_MEGABYTES_PER_MINUTE: '1',
    });
    cookies = (await loginAs(t, 'creator')).cookies;
  });
  afterAll(() => t.close());

  it('refuses downloads past the count and the bytes a minute, with Retry-After; ranges cost their length', async () => {
    const bytes = buildPdf({
      objects: documentObjects({ extra: [{ dict: '', data: Buffer.alloc(700_000, 0x20) }] }),
    });
    const meta = storedFileSchema.parse(
      (await uploadFile(t, { purpose: 'pdf', filename: 'a.pdf', bytes, cookies })).json(),
    );
    const url = `/api/v1/files/${meta.id}/content`;
    // 700 KB whole, then two 100-byte ranges: under 1 MB.
    expect((await t.app.inject({ url, cookies })).statusCode).toBe(200);
    expect((await t.app.inject({ url, cookies, headers: { range: 'bytes=0-99' } })).statusCode).toBe(206);
    expect((await t.app.inject({ url, cookies, headers: { range: 'bytes=100-199' } })).statusCode).toBe(206);
    // Another 700 KB would pass 1 MB this minute.
    const overBytes = await t.app.inject({ url, cookies });
    expect([overBytes.statusCode, overBytes.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(overBytes.headers['retry-after'])).toBeGreaterThan(0);
    // The fifth download request this minute, however small.
    const overCount = await t.app.inject({ url, cookies, headers: { range: 'bytes=0-0' } });
    expect(overCount.statusCode).toBe(429);
    // Another address has its own share.
    const elsewhere = await t.app.inject({ url, cookies, remoteAddress: '192.0.2.7' });
    expect(elsewhere.statusCode).toBe(200);
    expect(t.app.downloadLimiter.inProgress()).toBe(0);
  });
});
