import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { epublishTenders } from '../../db/schema/index.ts';
import { diskStore } from '../../platform/files/store.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bootstrapAccounts } from '../users/bootstrap.ts';
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

  it('gives the demo creator a tender in each state of the flow, through the real steps, once', async () => {
    const store = diskStore(path.join(dataDir, 'files'));
    expect(await ensureDemoEpublishTenders({ db: t.database.db, store })).toBe(6);
    const rows = await t.database.db.select().from(epublishTenders);
    expect(rows.map((r) => r.state).sort()).toEqual([
      'draft',
      'inOrder',
      'published',
      'published',
      'returned',
      'sent',
    ]);
    expect(rows.find((r) => r.state === 'returned')!.remarks).toMatch(/Superintending Engineer/);
    // The published ones are public tenders now.
    const list = await t.app.inject({ url: '/api/v1/public/tenders?source=epublish' });
    expect(list.json().items).toHaveLength(2);
    // A restart adds nothing.
    expect(await ensureDemoEpublishTenders({ db: t.database.db, store })).toBe(0);
  });
});
