import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TenderDetail, TenderPage } from '../../../common/api/tenders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bootstrapAccounts } from '../users/index.ts';
import { runDigests } from './alerts.ts';
import { ensureDemoAlert, ensureDemoBulkPush, ensureDemoPushes } from './demo.ts';

describe(`demo pushes (${inject('engine')}): issue #32 item 1`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'spp-push-demo-')), DEMO: 'true' });
    await bootstrapAccounts(t.database.db, t.config);
  });
  afterAll(() => t.close());

  it('pushes the demo XML user’s tenders through the real steps, once: open, extended, awarded, cancelled', async () => {
    expect(await ensureDemoPushes(t.database.db, t.config.publicBaseUrl)).toBe(4);
    const detail = async (uid: string) =>
      (await t.app.inject({ url: `/api/v1/public/tenders/${uid}` })).json() as TenderDetail;
    const open = (
      await t.app.inject({ url: '/api/v1/public/tenders?status=open&q=Treasury' })
    ).json() as TenderPage;
    expect(open.items.map((i) => i.uid).sort()).toEqual([
      'eprocure-2026_DAT_91001_1',
      'eprocure-2026_DAT_91002_1',
    ]);
    const extended = await detail('eprocure-2026_DAT_91002_1');
    expect(extended.corrigenda.map((c) => c.type)).toEqual(['date-extension']);
    expect(extended.corrigenda[0]!.changes!.map((c) => c.field).sort()).toEqual([
      'bidOpeningDate',
      'bidSubmissionEnd',
    ]);
    expect((await detail('eprocure-2026_DAT_91003_1')).awards.map((a) => a.bidderName)).toEqual([
      'M/S Lachit Steel Works',
    ]);
    expect((await detail('eprocure-2026_DAT_91004_1')).status).toBe('cancelled');
    // A restart pushes nothing again.
    expect(await ensureDemoPushes(t.database.db, t.config.publicBaseUrl)).toBe(0);
  });

  it('loads the demo bulk-type XML user’s file of three PMGSY tenders, once', async () => {
    expect(await ensureDemoBulkPush(t.database.db, t.config.publicBaseUrl, t.config.dataDir)).toBe(3);
    const list = (
      await t.app.inject({ url: '/api/v1/public/tenders?status=open&q=PMGSY' })
    ).json() as TenderPage;
    expect(list.items.map((i) => i.uid).sort()).toEqual([
      'pmgsy-PMGSY_AS_2026_501',
      'pmgsy-PMGSY_AS_2026_502',
      'pmgsy-PMGSY_AS_2026_503',
    ]);
    expect(await ensureDemoBulkPush(t.database.db, t.config.publicBaseUrl, t.config.dataDir)).toBe(0);
  });

  it('has a confirmed Assamese demo alert whose digest has the demo tenders, once (issue #32 item 6)', async () => {
    await ensureDemoAlert(t.database.db);
    await ensureDemoAlert(t.database.db);
    const run = await runDigests({ db: t.database.db, origin: t.config.publicBaseUrl, all: true });
    expect(run).toEqual({ alerts: 1, mails: 1 });
    const { rows } = (await t.database.db.execute(
      sql`select subject, body from outbox_messages where recipient = 'alerts.demo@example.org'`,
    )) as unknown as { rows: { subject: string; body: string }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toContain('আপোনাৰ সংৰক্ষিত সন্ধানৰ বাবে');
    expect(rows[0]!.body).toContain('Renovation of the Treasury office building at Dispur, Kamrup Metro');
    expect((await runDigests({ db: t.database.db, origin: t.config.publicBaseUrl, all: true })).mails).toBe(
      0,
    );
  });
});
