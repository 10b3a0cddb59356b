import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { epublishAwards, epublishCorrigenda, epublishTenders } from '../../db/schema/index.ts';
import { diskStore } from '../../platform/files/store.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bootstrapAccounts } from '../users/index.ts';
import { ensureDemoEpublishTenders } from './demo.ts';

describe(`demo ePublish tenders (${inject('engine')}): issue #11 item 7`, () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'spp-epublish-demo-'));
    t = await createTestApp({ DATA_DIR: dataDir, DEMO: 'true' });
    await bootstrapAccounts(t.database.db, t.config);
  });
  afterAll(() => t.close());

  it('gives the demo creator tenders, corrigenda and awards in each state, through the real steps, once', async () => {
    const store = diskStore(path.join(dataDir, 'files'));
    expect(await ensureDemoEpublishTenders({ db: t.database.db, store })).toBe(9);
    const rows = await t.database.db.select().from(epublishTenders);
    // One awarded tender is archived (spec §4 "archived after its award").
    expect(rows.map((r) => r.state).sort()).toEqual([
      'archived',
      'draft',
      'inOrder',
      'published',
      'published',
      'published',
      'published',
      'returned',
      'sent',
    ]);
    expect(rows.find((r) => r.state === 'returned')!.remarks).toMatch(/Superintending Engineer/);
    // Corrigenda: one published (a date extension the public sees), one waiting for the publisher.
    const corrigenda = await t.database.db.select().from(epublishCorrigenda);
    expect(corrigenda.map((c) => c.state).sort()).toEqual(['published', 'sent']);
    // Awards: one published (its tender is on bidawards), one waiting.
    const awards = await t.database.db.select().from(epublishAwards);
    expect(awards.map((a) => a.state).sort()).toEqual(['published', 'sent']);
    // The published ones are public tenders now, one of them awarded, one with a corrigendum.
    const list = await t.app.inject({ url: '/api/v1/public/tenders?source=epublish' });
    expect(list.json().items).toHaveLength(5);
    const awarded = await t.app.inject({ url: '/api/v1/public/tenders?source=epublish&status=awarded' });
    expect(awarded.json().items).toHaveLength(1);
    const changes = await t.app.inject({ url: '/api/v1/public/corrigenda?source=epublish' });
    expect(changes.json().items).toHaveLength(1);
    // A restart adds nothing.
    expect(await ensureDemoEpublishTenders({ db: t.database.db, store })).toBe(0);
  });
});
