import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  announcementSchema,
  type ContentDocumentCreate,
  contentDocumentSchema,
  publicAnnouncementListSchema,
  publicContentListSchema,
  publicTestimonialListSchema,
  publicTrainingListSchema,
  trainingSchema,
} from '../../../common/api/content.ts';
import { auditLog, contentDocuments, trainings } from '../../db/schema/index.ts';
import { diskStore } from '../../platform/files/store.ts';
import { createUser, login } from '../../test/accounts.ts';
import { istAt, messages } from '../../test/appeal-fixtures.ts';
import { buildPdf, documentObjects } from '../../test/sample-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadFile } from '../../test/uploads.ts';
import { bootstrapAccounts } from '../users/index.ts';
import { ensureDemoContent } from './demo.ts';

type Who = { id: number; cookies: Record<string, string> };

describe(`content (${inject('engine')}): issue #27 items 1 and 2; spec §3 Content document, Announcement, §4 "Content: approve, then publish or block"`, () => {
  let t: TestApp;
  let now = istAt('2026-06-10');
  let writer: Who;
  let checker: Who;
  let creator: Who;
  const tag = randomBytes(3).toString('hex');
  beforeAll(async () => {
    t = await createTestApp(
      { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'spp-content-')) },
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

  async function upload(who: Who, text = `Notification ${randomBytes(6).toString('hex')}`) {
    const res = await uploadFile(t, {
      purpose: 'document',
      filename: 'act.pdf',
      bytes: buildPdf({ objects: documentObjects({ text }) }),
      cookies: who.cookies,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; sha256: string; size: number };
  }

  async function write(extra: Partial<ContentDocumentCreate> = {}, who = writer) {
    const file = await upload(who);
    const res = await send(
      '/api/v1/content/documents',
      {
        type: 'actRules',
        title: `The Assam Public Procurement Act ${tag}`,
        description: 'The Act of 2017 and its amendments.',
        department: 'Finance Department',
        language: 'en',
        documentDate: '2026-06-01',
        expiryDate: null,
        keywords: 'procurement act',
        document: { fileId: file.id, title: 'act' },
        ...extra,
      },
      who,
    );
    expect(res.statusCode, res.body).toBe(201);
    return { doc: contentDocumentSchema.parse(res.json()), file };
  }

  const act = (id: number, action: string, version: number, who: Who, remarks?: string) =>
    send(`/api/v1/content/documents/${id}/${action}`, { version, ...(remarks ? { remarks } : {}) }, who);

  const publicList = async (query: string) => {
    const res = await get(`/api/v1/public/content/documents?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return publicContentListSchema.parse(res.json());
  };

  it('writes a document pending approval; the writer cannot approve it (four eyes); a second admin approves and publishes; the public lists and downloads it with its SHA-256', async () => {
    const { doc, file } = await write();
    expect(doc.state).toBe('pending');
    expect(doc.file).toMatchObject({ id: file.id, sha256: file.sha256, size: file.size });
    expect(doc.allowedActions).toEqual([]);

    const own = await act(doc.id, 'approve', doc.version, writer);
    expect(own.statusCode).toBe(403);
    expect(messages(own)).toEqual([' validation.workflow.fourEyes']);

    const seen = contentDocumentSchema.parse(
      (await get(`/api/v1/content/documents/${doc.id}`, checker)).json(),
    );
    expect(seen.allowedActions.map((a) => `${a.action} ${a.remarksRequired}`)).toEqual([
      'approve false',
      'block true',
    ]);
    // Not public until published.
    expect((await get(`/api/v1/public/content/documents/${doc.id}/file`)).statusCode).toBe(404);

    const approved = await act(doc.id, 'approve', doc.version, checker);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(contentDocumentSchema.parse(approved.json()).state).toBe('approved');
    expect((await publicList(`type=actRules&q=${tag}`)).total).toBe(0);

    const published = await act(doc.id, 'publish', doc.version + 1, checker);
    expect(published.statusCode, published.body).toBe(200);
    expect(contentDocumentSchema.parse(published.json()).state).toBe('published');

    const list = await publicList(`type=actRules&lang=en&q=${tag}`);
    expect(list.items.map((d) => d.id)).toEqual([doc.id]);
    expect(list.items[0]!.file).toMatchObject({ sha256: file.sha256, size: file.size });
    const one = await get(`/api/v1/public/content/documents/${doc.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ id: doc.id, title: doc.title, file: { sha256: file.sha256 } });
    const download = await get(`/api/v1/public/content/documents/${doc.id}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['x-content-sha256']).toBe(file.sha256);

    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'content_document'), eq(auditLog.entityId, String(doc.id))));
    expect(audit.map((a) => a.action)).toEqual(['content.created', 'content.approve', 'content.publish']);
  });

  it('blocks only with remarks (also a published document, which leaves the public page)', async () => {
    const { doc } = await write({ title: `Office order ${tag}`, type: 'officeOrders' });
    const blank = await act(doc.id, 'block', doc.version, checker);
    expect(blank.statusCode).toBe(400);
    expect(messages(blank)).toEqual(['body.remarks validation.remarks.required']);
    await act(doc.id, 'approve', 1, checker);
    await act(doc.id, 'publish', 2, checker);
    expect((await publicList(`type=officeOrders&q=${tag}`)).total).toBe(1);
    const blocked = await act(doc.id, 'block', 3, checker, 'Superseded by the order of 1 July');
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(contentDocumentSchema.parse(blocked.json())).toMatchObject({
      state: 'blocked',
      remarks: 'Superseded by the order of 1 July',
    });
    expect((await publicList(`type=officeOrders&q=${tag}`)).total).toBe(0);
    expect((await get(`/api/v1/public/content/documents/${doc.id}/file`)).statusCode).toBe(404);
    expect((await get(`/api/v1/public/content/documents/${doc.id}`)).statusCode).toBe(404);
    // Blocked is final here: no step from it.
    expect((await act(doc.id, 'publish', 4, checker)).statusCode).toBe(409);
  });

  it('lists the visitor’s language and bilingual documents, searches by keyword (≥ 3 characters) and drops expired ones', async () => {
    const mk = async (extra: Partial<ContentDocumentCreate>) => {
      const { doc } = await write({ type: 'downloads', ...extra });
      await act(doc.id, 'approve', 1, checker);
      await act(doc.id, 'publish', 2, checker);
      return doc.id;
    };
    const en = await mk({ title: `Bidder checklist ${tag}`, language: 'en', documentDate: '2026-05-01' });
    const as = await mk({ title: `নিবিদাকাৰীৰ তালিকা ${tag}`, language: 'as', documentDate: '2026-05-02' });
    const both = await mk({
      title: `Bilingual guide ${tag}`,
      language: 'both',
      documentDate: '2026-05-03',
      keywords: 'dsc signature',
    });
    const expiring = await mk({
      title: `Old guide ${tag}`,
      language: 'en',
      documentDate: '2026-01-01',
      expiryDate: '2026-06-10',
    });
    expect((await publicList(`type=downloads&lang=en&q=${tag}`)).items.map((d) => d.id)).toEqual([
      both,
      en,
      expiring,
    ]);
    expect((await publicList(`type=downloads&lang=as&q=${tag}`)).items.map((d) => d.id)).toEqual([both, as]);
    expect((await publicList('type=downloads&q=signature')).items.map((d) => d.id)).toContain(both);
    // The expiry day itself is the last day shown; the next day it is gone, download too.
    now = istAt('2026-06-11', 0, 30);
    expect((await publicList(`type=downloads&lang=en&q=${tag}`)).items.map((d) => d.id)).toEqual([both, en]);
    expect((await get(`/api/v1/public/content/documents/${expiring}/file`)).statusCode).toBe(404);
    now = istAt('2026-06-10');

    const short = await get('/api/v1/public/content/documents?type=downloads&q=ab');
    expect(short.statusCode).toBe(400);
    expect(messages(short)).toEqual(['querystring.q validation.search.keywordMin']);
    expect((await get('/api/v1/public/content/documents?type=nonsense')).statusCode).toBe(400);
  });

  it('refuses bad input with its field and writes nothing: another’s upload, expiry before the date, a missing document, an unknown type', async () => {
    const before = (await t.database.db.select({ id: contentDocuments.id }).from(contentDocuments)).length;
    const theirs = await upload(checker);
    const base = {
      type: 'actRules',
      title: 'Rules',
      language: 'en',
      documentDate: '2026-06-01',
    };
    const notYours = await send(
      '/api/v1/content/documents',
      { ...base, document: { fileId: theirs.id, title: 'x' } },
      writer,
    );
    expect(messages(notYours)).toEqual(['body.document content:validation.documentNotYours']);
    const mine = await upload(writer);
    const order = await send(
      '/api/v1/content/documents',
      { ...base, expiryDate: '2026-05-01', document: { fileId: mine.id, title: 'x' } },
      writer,
    );
    expect(messages(order)).toEqual(['body.expiryDate content:validation.expiryBeforeDate']);
    const none = await send('/api/v1/content/documents', { ...base, document: null }, writer);
    expect(messages(none)).toEqual(['body.document content:validation.documentRequired']);
    const type = await send(
      '/api/v1/content/documents',
      { ...base, type: 'poems', document: { fileId: mine.id, title: 'x' } },
      writer,
    );
    expect(type.statusCode).toBe(400);
    expect(messages(type)).toEqual(['body.type content:validation.required']);
    const after = (await t.database.db.select({ id: contentDocuments.id }).from(contentDocuments)).length;
    expect(after).toBe(before);
  });

  it('lets only portal admins write and decide (menu access), and says 404 for an unknown document', async () => {
    const file = await upload(writer);
    const res = await send(
      '/api/v1/content/documents',
      {
        type: 'actRules',
        title: 'x',
        language: 'en',
        documentDate: '2026-06-01',
        document: { fileId: file.id, title: 'x' },
      },
      creator,
    );
    expect(res.statusCode).toBe(403);
    expect((await get('/api/v1/content/documents/99999999', checker)).statusCode).toBe(404);
    expect((await act(99_999_999, 'approve', 1, checker)).statusCode).toBe(404);
  });

  it('takes one of ten simultaneous approvals; the others are told it moved (409)', async () => {
    const { doc } = await write({ title: `Race ${tag}` });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => act(doc.id, 'approve', doc.version, checker)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content.approve'), eq(auditLog.entityId, String(doc.id))));
    expect(audit).toHaveLength(1);
  });

  describe('testimonials (spec §2 Home screen; issue #27 item 7, a content type)', () => {
    const testimonial = (extra: Record<string, unknown> = {}) => ({
      type: 'testimonials',
      title: `Bids from home ${tag}`,
      language: 'en',
      documentDate: '2026-06-01',
      quote: `We file our bids from the office now, not from a cyber café ${tag}.`,
      personName: 'Nilima Gogoi',
      personRole: 'Proprietor, Dhansiri Builders, Golaghat',
      ...extra,
    });
    const writeTestimonial = async (extra: Record<string, unknown> = {}) => {
      const res = await send('/api/v1/content/documents', testimonial(extra), writer);
      expect(res.statusCode, res.body).toBe(201);
      return contentDocumentSchema.parse(res.json());
    };
    const publish = async (id: number) => {
      expect((await act(id, 'approve', 1, checker)).statusCode).toBe(200);
      expect((await act(id, 'publish', 2, checker)).statusCode).toBe(200);
    };
    const home = async (lang: 'en' | 'as') => {
      const res = await get(`/api/v1/public/testimonials?lang=${lang}`);
      expect(res.statusCode, res.body).toBe(200);
      return publicTestimonialListSchema.parse(res.json()).items;
    };

    it('needs no document; is refused without its quote, person or designation, or in both languages, with the field’s message, writing nothing', async () => {
      const before = (await t.database.db.select({ id: contentDocuments.id }).from(contentDocuments)).length;
      const noQuote = await send('/api/v1/content/documents', testimonial({ quote: '' }), writer);
      expect(noQuote.statusCode).toBe(400);
      expect(messages(noQuote)).toEqual(['body.quote content:validation.quoteRequired']);
      const noPerson = await send(
        '/api/v1/content/documents',
        testimonial({ personName: null, personRole: ' ' }),
        writer,
      );
      expect(messages(noPerson)).toEqual([
        'body.personName content:validation.personRequired',
        'body.personRole content:validation.personRoleRequired',
      ]);
      const both = await send('/api/v1/content/documents', testimonial({ language: 'both' }), writer);
      expect(messages(both)).toEqual(['body.language content:validation.testimonialLanguage']);
      // Another type still needs its document; a quote does not stand in for it.
      const rules = await send(
        '/api/v1/content/documents',
        testimonial({ type: 'actRules', document: null }),
        writer,
      );
      expect(messages(rules)).toEqual(['body.document content:validation.documentRequired']);
      const after = (await t.database.db.select({ id: contentDocuments.id }).from(contentDocuments)).length;
      expect(after).toBe(before);

      const doc = await writeTestimonial();
      expect(doc).toMatchObject({ type: 'testimonials', state: 'pending', file: null });
      expect(doc.quote).toContain(tag);
      // No file to download, staff or public; not a guideline page's document either.
      expect((await get(`/api/v1/content/documents/${doc.id}/file`, checker)).statusCode).toBe(404);
      expect((await get('/api/v1/public/content/documents?type=testimonials')).statusCode).toBe(400);
    });

    it('goes through the same four-eyes flow, audited; only published, unexpired ones in the visitor’s language reach the home data, newest first', async () => {
      const older = await writeTestimonial({ documentDate: '2026-05-20' });
      const own = await act(older.id, 'approve', 1, writer);
      expect(messages(own)).toEqual([' validation.workflow.fourEyes']);
      await publish(older.id);
      const newer = await writeTestimonial({ documentDate: '2026-06-05' });
      await publish(newer.id);
      const assamese = await writeTestimonial({
        language: 'as',
        quote: `অফিচৰ পৰাই বিড দাখিল কৰোঁ ${tag}`,
        personName: 'ৰীতা বৰুৱা',
        personRole: 'স্বত্বাধিকাৰী, লুইত এণ্টাৰপ্ৰাইজ, ডিব্ৰুগড়',
      });
      await publish(assamese.id);
      const expiring = await writeTestimonial({ documentDate: '2026-06-08', expiryDate: '2026-06-10' });
      await publish(expiring.id);
      const pending = await writeTestimonial({ documentDate: '2026-06-09' });
      const approved = await writeTestimonial({ documentDate: '2026-06-09' });
      expect((await act(approved.id, 'approve', 1, checker)).statusCode).toBe(200);
      const blocked = await writeTestimonial({ documentDate: '2026-06-09' });
      await publish(blocked.id);
      expect((await act(blocked.id, 'block', 3, checker, 'Not agreed to be quoted')).statusCode).toBe(200);

      const mine = (items: { id: number }[]) =>
        items
          .map((i) => i.id)
          .filter((id) =>
            [older, newer, assamese, expiring, pending, approved, blocked].some((d) => d.id === id),
          );
      const en = await home('en');
      expect(mine(en)).toEqual([expiring.id, newer.id, older.id]);
      expect(en[0]).toMatchObject({
        id: expiring.id,
        personName: 'Nilima Gogoi',
        personRole: 'Proprietor, Dhansiri Builders, Golaghat',
        language: 'en',
      });
      expect(mine(await home('as'))).toEqual([assamese.id]);
      // The expiry day is the last day shown (IST, the server's clock).
      now = istAt('2026-06-11', 0, 30);
      expect(mine(await home('en'))).toEqual([newer.id, older.id]);
      now = istAt('2026-06-10');

      const audit = await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'content_document'), eq(auditLog.entityId, String(older.id))));
      expect(audit.map((a) => a.action)).toEqual(['content.created', 'content.approve', 'content.publish']);
    });

    it('holds the body rule in the database too: a testimonial row without its quote is refused', async () => {
      const [user] = await t.database.db
        .select({ id: contentDocuments.createdBy })
        .from(contentDocuments)
        .limit(1);
      await expect(
        t.database.db.insert(contentDocuments).values({
          type: 'testimonials',
          title: 'No quote',
          language: 'en',
          documentDate: '2026-06-01',
          personName: 'x',
          personRole: 'y',
          createdBy: user!.id,
        }),
      ).rejects.toThrow();
    });
  });

  describe('announcements', () => {
    const publicNow = async () =>
      publicAnnouncementListSchema.parse((await get('/api/v1/public/announcements')).json()).items;

    it('shows an announcement only once a second admin approved it, and only inside its window', async () => {
      const created = await send(
        '/api/v1/announcements',
        {
          descriptionEn: `Keep your digital signature certificate valid ${tag}`,
          descriptionAs: `আপোনাৰ ডিজিটেল স্বাক্ষৰ প্ৰমাণপত্ৰ বৈধ কৰি ৰাখক ${tag}`,
          displayFrom: '2026-06-10',
          displayTo: '2026-06-20',
        },
        writer,
      );
      expect(created.statusCode, created.body).toBe(201);
      const a = announcementSchema.parse(created.json());
      expect(a.state).toBe('pending');
      expect((await publicNow()).map((x) => x.id)).not.toContain(a.id);
      expect((await send(`/api/v1/announcements/${a.id}/approve`, { version: 1 }, writer)).statusCode).toBe(
        403,
      );
      const approved = await send(`/api/v1/announcements/${a.id}/approve`, { version: 1 }, checker);
      expect(approved.statusCode, approved.body).toBe(200);
      expect((await publicNow()).map((x) => x.id)).toContain(a.id);

      now = istAt('2026-06-09', 23, 59);
      expect((await publicNow()).map((x) => x.id)).not.toContain(a.id);
      now = istAt('2026-06-20', 23, 59);
      expect((await publicNow()).map((x) => x.id)).toContain(a.id);
      now = istAt('2026-06-21', 0, 1);
      expect((await publicNow()).map((x) => x.id)).not.toContain(a.id);
      now = istAt('2026-06-10');

      const blank = await send(`/api/v1/announcements/${a.id}/withdraw`, { version: 2 }, checker);
      expect(messages(blank)).toEqual(['body.remarks validation.remarks.required']);
      const withdrawn = await send(
        `/api/v1/announcements/${a.id}/withdraw`,
        { version: 2, remarks: 'Replaced by a newer notice' },
        checker,
      );
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect((await publicNow()).map((x) => x.id)).not.toContain(a.id);
    });

    it('refuses a window that ends before it starts, and rejects only with remarks', async () => {
      const bad = await send(
        '/api/v1/announcements',
        { descriptionEn: 'x', descriptionAs: 'ক', displayFrom: '2026-06-20', displayTo: '2026-06-10' },
        writer,
      );
      expect(messages(bad)).toEqual(['body.displayTo content:validation.windowOrder']);
      const ok = announcementSchema.parse(
        (
          await send(
            '/api/v1/announcements',
            {
              descriptionEn: 'Fees waived',
              descriptionAs: 'মাচুল ৰেহাই',
              displayFrom: '2026-06-10',
              displayTo: '2026-06-12',
            },
            writer,
          )
        ).json(),
      );
      expect(messages(await send(`/api/v1/announcements/${ok.id}/reject`, { version: 1 }, checker))).toEqual([
        'body.remarks validation.remarks.required',
      ]);
      const rejected = await send(
        `/api/v1/announcements/${ok.id}/reject`,
        { version: 1, remarks: 'No such order was issued' },
        checker,
      );
      expect(announcementSchema.parse(rejected.json()).state).toBe('rejected');
    });
  });
  describe('trainings', () => {
    const training = async (extra: object = {}) => {
      const res = await send(
        '/api/v1/trainings',
        {
          titleEn: `ePublish for creators ${tag}`,
          titleAs: `সৃষ্টিকৰ্তাৰ বাবে ই-প্ৰকাশ ${tag}`,
          descriptionEn: 'Creating a tender and sending it to the publisher.',
          descriptionAs: null,
          startsAt: '2026-06-15T10:00:00+05:30',
          endsAt: '2026-06-15T13:00:00+05:30',
          venue: 'Finance Department conference hall, Dispur',
          link: null,
          ...extra,
        },
        writer,
      );
      expect(res.statusCode, res.body).toBe(201);
      return trainingSchema.parse(res.json());
    };
    const publicNow = async () =>
      publicTrainingListSchema.parse((await get('/api/v1/public/trainings')).json()).items;

    it('is published by a second admin, becomes active while it runs and archived after, each step audited', async () => {
      now = istAt('2026-06-10');
      const t0 = await training();
      expect(t0.state).toBe('toBePublished');
      expect((await publicNow()).map((x) => x.id)).not.toContain(t0.id);
      expect((await send(`/api/v1/trainings/${t0.id}/publish`, { version: 1 }, writer)).statusCode).toBe(403);
      const published = await send(`/api/v1/trainings/${t0.id}/publish`, { version: 1 }, checker);
      expect(published.statusCode, published.body).toBe(200);
      expect((await publicNow()).find((x) => x.id === t0.id)?.state).toBe('published');

      now = istAt('2026-06-15', 11);
      expect((await publicNow()).find((x) => x.id === t0.id)?.state).toBe('active');
      now = istAt('2026-06-15', 13, 1);
      expect((await publicNow()).map((x) => x.id)).not.toContain(t0.id);
      const seen = trainingSchema.parse((await get(`/api/v1/trainings/${t0.id}`, checker)).json());
      expect(seen.state).toBe('archived');
      expect(seen.allowedActions).toEqual([]);
      const audit = await t.database.db
        .select({ action: auditLog.action, actor: auditLog.actorUserId })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'training'), eq(auditLog.entityId, String(t0.id))));
      expect(audit.map((a) => a.action)).toEqual([
        'training.created',
        'training.published',
        'training.started',
        'training.archived',
      ]);
      expect(audit[2]!.actor).toBeNull();
      now = istAt('2026-06-10');
    });

    it('is cancelled only with a reason; the day is recorded and the public sees the reason', async () => {
      const t1 = await training({
        startsAt: '2026-07-01T10:00:00+05:30',
        endsAt: '2026-07-01T17:00:00+05:30',
      });
      await send(`/api/v1/trainings/${t1.id}/publish`, { version: 1 }, checker);
      const blank = await send(`/api/v1/trainings/${t1.id}/cancel`, { version: 2 }, writer);
      expect(messages(blank)).toEqual(['body.remarks validation.remarks.required']);
      const cancelled = await send(
        `/api/v1/trainings/${t1.id}/cancel`,
        { version: 2, remarks: 'The hall is needed for the budget session' },
        writer,
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(trainingSchema.parse(cancelled.json())).toMatchObject({
        state: 'cancelled',
        cancellationReason: 'The hall is needed for the budget session',
        cancelledOn: '2026-06-10',
      });
      expect((await publicNow()).find((x) => x.id === t1.id)).toMatchObject({
        state: 'cancelled',
        cancellationReason: 'The hall is needed for the budget session',
      });
    });

    it('refuses an end before the start and a training with neither venue nor link, writing nothing', async () => {
      const bad = await send(
        '/api/v1/trainings',
        {
          titleEn: 'x',
          titleAs: 'ক',
          startsAt: '2026-06-15T10:00:00+05:30',
          endsAt: '2026-06-15T09:00:00+05:30',
          venue: '',
          link: '',
        },
        writer,
      );
      expect(messages(bad).sort()).toEqual([
        'body.endsAt content:validation.endBeforeStart',
        'body.venue content:validation.venueOrLink',
      ]);
      const link = await send(
        '/api/v1/trainings',
        {
          titleEn: 'x',
          titleAs: 'ক',
          startsAt: '2026-06-15T10:00:00+05:30',
          endsAt: '2026-06-15T11:00:00+05:30',
          link: 'javascript:alert(1)',
        },
        writer,
      );
      expect(messages(link)).toEqual(['body.link content:validation.link']);
    });
  });
});

describe(`demo content (${inject('engine')}): issue #27`, () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'spp-content-demo-'));
    t = await createTestApp({ DATA_DIR: dataDir, DEMO: 'true' });
    await bootstrapAccounts(t.database.db, t.config);
  });
  afterAll(() => t.close());

  it('writes documents in every state and announcements in and out of their window, in both languages, once', async () => {
    const store = diskStore(path.join(dataDir, 'files'));
    expect(await ensureDemoContent({ db: t.database.db, store })).toBe(36);
    expect(await ensureDemoContent({ db: t.database.db, store })).toBe(0);
    const states = new Set((await t.database.db.select().from(contentDocuments)).map((r) => r.state));
    expect([...states].sort()).toEqual(['approved', 'blocked', 'pending', 'published']);
    for (const [type, lang] of [
      ['actRules', 'en'],
      ['actRules', 'as'],
      ['centralActs', 'as'],
      ['spppInstructions', 'en'],
      ['officeOrders', 'as'],
      ['wbAdbMdb', 'as'],
      ['downloads', 'en'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/v1/public/content/documents?type=${type}&lang=${lang}` });
      expect(publicContentListSchema.parse(res.json()).total, `${type} ${lang}`).toBeGreaterThan(0);
    }
    // The expired user guide is not among the downloads.
    const downloads = publicContentListSchema.parse(
      (await t.app.inject({ url: '/api/v1/public/content/documents?type=downloads&lang=en' })).json(),
    );
    expect(downloads.items.map((d) => d.title).join()).not.toContain('2023');
    const shown = publicAnnouncementListSchema.parse(
      (await t.app.inject({ url: '/api/v1/public/announcements' })).json(),
    );
    expect(shown.items).toHaveLength(2);
    // Testimonials (issue #27 item 7): three published and unexpired in each language reach the home page.
    for (const lang of ['en', 'as'] as const) {
      const home = publicTestimonialListSchema.parse(
        (await t.app.inject({ url: `/api/v1/public/testimonials?lang=${lang}` })).json(),
      );
      expect(home.items, lang).toHaveLength(3);
      expect(new Set(home.items.map((i) => i.language))).toEqual(new Set([lang]));
    }
    const testimonialStates = (await t.database.db.select().from(contentDocuments))
      .filter((r) => r.type === 'testimonials')
      .map((r) => r.state);
    expect([...new Set(testimonialStates)].sort()).toEqual(['approved', 'blocked', 'pending', 'published']);
    const demoTrainings = await t.database.db.select().from(trainings);
    expect(demoTrainings.map((r) => r.state).sort()).toEqual([
      'active',
      'archived',
      'cancelled',
      'published',
      'toBePublished',
    ]);
  });
});
