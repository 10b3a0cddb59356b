import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ImageCreate, imageSchema, publicImageListSchema } from '../../../common/api/images.ts';
import { auditLog, images, imageVariants } from '../../db/schema/index.ts';
import { diskStore } from '../../platform/files/store.ts';
import { createUser, login } from '../../test/accounts.ts';
import { istAt, messages } from '../../test/appeal-fixtures.ts';
import { buildPdf, documentObjects } from '../../test/sample-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadFile } from '../../test/uploads.ts';
import { bootstrapAccounts } from '../users/index.ts';
import { ensureDemoImages } from './demo.ts';

type Who = { id: number; cookies: Record<string, string> };

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({
    create: { width, height, channels: 3, background: { r: 40 + (width % 200), g: 120, b: 60 } },
  })
    .toFormat(format)
    .toBuffer();

describe(`images (${inject('engine')}): issue #27 item 4; spec §3 Image, §2 imageupload, gallery`, () => {
  let t: TestApp;
  let now = istAt('2026-06-10');
  let writer: Who;
  let checker: Who;
  let creator: Who;
  beforeAll(async () => {
    t = await createTestApp(
      { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'spp-images-')) },
      { clock: () => now },
    );
    const member = async (role: 'portal_admin' | 'creator') => {
      const user = await createUser(t.database.db, { role });
      const { res, cookies } = await login(t, user.loginId);
      expect(res.statusCode, res.body).toBe(200);
      return { id: user.id, cookies };
    };
    writer = await member('portal_admin');
    checker = await member('portal_admin');
    creator = await member('creator');
  });
  afterAll(() => t.close());

  const get = (url: string, who?: Who) => t.app.inject({ url, cookies: who?.cookies ?? {} });
  const send = (url: string, payload: object, who: Who) =>
    t.write({ method: 'POST', url, payload, cookies: who.cookies });

  const upload = (who: Who, bytes: Buffer, filename = 'photo.png') =>
    uploadFile(t, { purpose: 'image', filename, bytes, cookies: who.cookies });

  async function enter(extra: Partial<ImageCreate> = {}, bytes?: Buffer, who = writer) {
    const up = await upload(who, bytes ?? (await picture(2000, 625, 'png')));
    expect(up.statusCode, up.body).toBe(200);
    const res = await send(
      '/api/v1/images',
      {
        category: 'banner',
        nameEn: `Tea gardens ${randomBytes(3).toString('hex')}`,
        nameAs: 'চাহ বাগিচা',
        language: 'both',
        displayDate: '2026-06-01',
        validFrom: '2026-06-01',
        validTo: '2026-06-30',
        location: 'Dibrugarh',
        priority: 1,
        image: { fileId: up.json().id, title: 'banner' },
        ...extra,
      },
      who,
    );
    expect(res.statusCode, res.body).toBe(201);
    return imageSchema.parse(res.json());
  }

  const act = (id: number, action: string, version: number, who: Who, remarks?: string) =>
    send(`/api/v1/images/${id}/${action}`, { version, ...(remarks ? { remarks } : {}) }, who);
  const shown = async (category = 'banner', lang = 'en') => {
    const res = await get(`/api/v1/public/images?category=${category}&lang=${lang}`);
    expect(res.statusCode, res.body).toBe(200);
    return publicImageListSchema.parse(res.json()).items;
  };

  it('accepts JPEG, PNG and WebP by their leading bytes, whatever the name', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const res = await upload(writer, await picture(300, 200, format), 'picture.gif');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ kind: format, mediaType: `image/${format}` });
    }
  });

  it('refuses a PDF renamed .png, text renamed .jpg and a header claiming a huge canvas, with messages', async () => {
    const pdf = Buffer.from(buildPdf({ objects: documentObjects({ text: 'not a picture' }) }));
    const renamed = await upload(writer, pdf, 'photo.png');
    expect(renamed.statusCode).toBe(400);
    expect(messages(renamed).join(' ')).toContain('validation.file.type');
    expect(renamed.json().detail).toBe('Upload a file, allowed extension: jpeg/png/webp');
    const text = await upload(writer, Buffer.from('hello, this is not a JPEG'), 'photo.jpg');
    expect(messages(text).join(' ')).toContain('validation.file.type');
    // A real PNG whose IHDR is rewritten to claim 60000 × 60000 pixels (a decompression bomb).
    const bomb = Buffer.from(await picture(10, 10, 'png'));
    bomb.writeUInt32BE(60_000, 16);
    bomb.writeUInt32BE(60_000, 20);
    const huge = await upload(writer, bomb, 'bomb.png');
    expect(huge.statusCode).toBe(400);
    expect(messages(huge).join(' ')).toContain('validation.file.imageDimensions');
    // A truncated PNG passes the header check but not the decoder: refused on the field, nothing written.
    const cut = (await picture(800, 600, 'png')).subarray(0, 60);
    const up = await upload(writer, Buffer.from(cut), 'cut.png');
    expect(up.statusCode, up.body).toBe(200);
    const res = await send(
      '/api/v1/images',
      {
        category: 'gallery',
        nameEn: 'Cut',
        nameAs: 'কটা',
        language: 'both',
        displayDate: '2026-06-01',
        validFrom: '2026-06-01',
        validTo: '2026-06-30',
        priority: 1,
        image: { fileId: up.json().id, title: 'cut' },
      },
      writer,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(messages(res).join(' ')).toContain('images:validation.unreadable');
  });

  it('makes WebP copies 480, 960 and 1600 wide with the right heights, never wider than the original', async () => {
    const image = await enter();
    expect(image.state).toBe('pending');
    expect([image.width, image.height]).toEqual([2000, 625]);
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 150],
      [960, 300],
      [1600, 500],
    ]);
    const copy = await get(image.variants[1]!.url, writer);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    const meta = await sharp(copy.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 300]);
    // A small logo gets one copy of its own width.
    const small = await enter({ category: 'partnerLogo' }, await picture(400, 120, 'jpeg'));
    expect(small.variants.map((v) => [v.width, v.height])).toEqual([[400, 120]]);
    const rows = await t.database.db.select().from(imageVariants).where(eq(imageVariants.imageId, image.id));
    expect(rows).toHaveLength(3);
  });

  it('shows an image only once a second admin approved it, and only inside its window (IST)', async () => {
    const image = await enter({ validFrom: '2026-06-10', validTo: '2026-06-12', priority: 2 });
    const isShown = async () => (await shown()).some((i) => i.id === image.id);
    expect(await isShown()).toBe(false);
    // Not before approval: the public copy is refused too.
    const [variant] = await t.database.db
      .select()
      .from(imageVariants)
      .where(eq(imageVariants.imageId, image.id));
    expect((await get(`/api/v1/public/images/files/${variant!.sha256}.webp`)).statusCode).toBe(404);
    // Four eyes: the writer may not approve.
    const own = await act(image.id, 'approve', 1, writer);
    expect(own.statusCode).toBe(403);
    const done = await act(image.id, 'approve', 1, checker);
    expect(done.statusCode, done.body).toBe(200);
    expect(imageSchema.parse(done.json()).state).toBe('approved');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'image'), eq(auditLog.entityId, String(image.id))));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['image.created', 'image.approve']));

    const item = (await shown()).find((i) => i.id === image.id)!;
    expect(item.nameAs).toBe('চাহ বাগিচা');
    expect([item.width, item.height]).toEqual([1600, 500]);
    const file = await get(item.variants[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers.etag).toBe(`"${item.variants[0]!.url.slice(-69, -5)}"`);

    now = istAt('2026-06-12', 23, 59);
    expect(await isShown()).toBe(true);
    now = istAt('2026-06-13', 0, 1);
    expect(await isShown()).toBe(false);
    expect((await get(item.variants[0]!.url)).statusCode).toBe(404);
    now = istAt('2026-06-09', 23, 59);
    expect(await isShown()).toBe(false);
    now = istAt('2026-06-10');
  });

  it('keeps rejected and withdrawn images off the public pages; remarks required; stale versions refused', async () => {
    const rejected = await enter();
    const blank = await act(rejected.id, 'reject', 1, checker);
    expect(blank.statusCode).toBe(400);
    expect((await act(rejected.id, 'reject', 1, checker, 'Blurred photograph')).statusCode).toBe(200);
    const withdrawn = await enter();
    expect((await act(withdrawn.id, 'approve', 1, checker)).statusCode).toBe(200);
    expect((await act(withdrawn.id, 'withdraw', 1, checker, 'Old')).statusCode).toBe(409);
    expect((await act(withdrawn.id, 'withdraw', 2, checker, 'Event is over')).statusCode).toBe(200);
    const ids = (await shown()).map((i) => i.id);
    expect(ids).not.toContain(rejected.id);
    expect(ids).not.toContain(withdrawn.id);
  });

  it('serves the visitor’s language: an Assamese-only banner is not on English pages', async () => {
    const assamese = await enter({ language: 'as' });
    expect((await act(assamese.id, 'approve', 1, checker)).statusCode).toBe(200);
    expect((await shown('banner', 'as')).map((i) => i.id)).toContain(assamese.id);
    expect((await shown('banner', 'en')).map((i) => i.id)).not.toContain(assamese.id);
  });

  it('refuses another user’s upload, a window that ends before it starts, and other roles', async () => {
    const up = await upload(checker, await picture(300, 200, 'png'));
    const base = {
      category: 'gallery',
      nameEn: 'Photo',
      nameAs: 'ফটো',
      language: 'both',
      displayDate: '2026-06-01',
      validFrom: '2026-06-10',
      validTo: '2026-06-01',
      priority: 1,
      image: { fileId: up.json().id, title: 'x' },
    };
    const order = await send('/api/v1/images', base, writer);
    expect(order.statusCode).toBe(400);
    expect(messages(order).join(' ')).toContain('images:validation.windowOrder');
    const notYours = await send('/api/v1/images', { ...base, validTo: '2026-06-30' }, writer);
    expect(notYours.statusCode).toBe(400);
    expect(messages(notYours).join(' ')).toContain('images:validation.imageNotYours');
    expect((await get('/api/v1/images', creator)).statusCode).toBe(403);
    expect((await get('/api/v1/images')).statusCode).toBe(401);
  });
});

describe(`demo images (${inject('engine')}): ./portal start shows banners, a gallery and logos`, () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'spp-images-demo-'));
    t = await createTestApp({ DATA_DIR: dataDir, DEMO: 'true' });
    await bootstrapAccounts(t.database.db, t.config);
  });
  afterAll(() => t.close());

  it('draws and enters images in every state once; today the public sees two banners, four photographs, three partner logos and a certification logo', {
    timeout: 120_000,
  }, async () => {
    const store = diskStore(path.join(dataDir, 'files'));
    expect(await ensureDemoImages({ db: t.database.db, store })).toBe(13);
    expect(await ensureDemoImages({ db: t.database.db, store })).toBe(0);
    const states = new Set((await t.database.db.select().from(images)).map((r) => r.state));
    expect([...states].sort()).toEqual(['approved', 'pending', 'rejected']);
    const counts: Record<string, number> = {};
    for (const category of ['banner', 'gallery', 'partnerLogo', 'certificationLogo'])
      for (const lang of ['en', 'as']) {
        const res = await t.app.inject({ url: `/api/v1/public/images?category=${category}&lang=${lang}` });
        const items = publicImageListSchema.parse(res.json()).items;
        counts[`${category}.${lang}`] = items.length;
        for (const item of items) expect(item.variants.length).toBeGreaterThan(0);
      }
    expect(counts).toEqual({
      'banner.en': 2,
      'banner.as': 2,
      'gallery.en': 4,
      'gallery.as': 4,
      'partnerLogo.en': 3,
      'partnerLogo.as': 3,
      'certificationLogo.en': 1,
      'certificationLogo.as': 1,
    });
  });
});
