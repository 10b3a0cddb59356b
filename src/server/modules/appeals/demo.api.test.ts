import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appeals } from '../../db/schema/index.ts';
import { diskStore } from '../../platform/files/store.ts';
import { login } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureDemoEpublishTenders } from '../epublish/index.ts';
import { bootstrapAccounts, demoPassword } from '../users/index.ts';
import { ensureDemoAppeals } from './demo.ts';

describe(`demo appeals (${inject('engine')}): issue #25 item 6`, () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'spp-appeals-demo-'));
    t = await createTestApp({ DATA_DIR: dataDir, DEMO: 'true' });
    await bootstrapAccounts(t.database.db, t.config);
  });
  afterAll(() => t.close());

  it('gives appeal.demo appeals in every state, before faa.demo and saa.demo, through the real steps, once', async () => {
    const store = diskStore(path.join(dataDir, 'files'));
    await ensureDemoEpublishTenders({ db: t.database.db, store });
    expect(await ensureDemoAppeals({ db: t.database.db, store })).toBe(9);
    const rows = await t.database.db.select().from(appeals);
    expect(rows.map((r) => `${r.level} ${r.state}`).sort()).toEqual([
      '1 active',
      '1 approved',
      '1 disposed',
      '1 draft',
      '1 expired',
      '1 rejected',
      '1 rejected',
      '2 active',
      '2 disposed',
    ]);
    const cookies = async (loginId: string) => {
      const { res, cookies } = await login(t, loginId, demoPassword);
      expect(res.statusCode, res.body).toBe(200);
      return cookies;
    };
    const list = async (loginId: string, query: string) =>
      (await t.app.inject({ url: `/api/v1/appeals?${query}`, cookies: await cookies(loginId) })).json() as {
        items: { state: string; level: number }[];
      };
    expect((await list('appeal.demo', 'view=mine')).items.length).toBe(9);
    expect((await list('faa.demo', 'view=authority')).items.map((i) => i.state).sort()).toContain('approved');
    expect((await list('saa.demo', 'view=authority')).items.map((i) => i.state).sort()).toEqual([
      'active',
      'disposed',
    ]);
    // Each filed appeal names the authority of its level for the chain (issue #25 item 1).
    const named = rows.filter((r) => r.state !== 'draft').map((r) => r.authorityId);
    expect(named.every((id) => id !== null)).toBe(true);
    const admin = await cookies('admin.demo');
    const authorities = (
      await t.app.inject({ url: '/api/v1/appeals/authorities', cookies: admin })
    ).json() as { items: { level: number; name: string; units: unknown[] }[] };
    expect(authorities.items.map((a) => `${a.level} ${a.name}`)).toEqual([
      '1 Bhaskar Jyoti Sarma',
      '2 Ritu Bora Choudhury',
    ]);
    expect(authorities.items.every((a) => a.units.length > 0)).toBe(true);
    // Decided appeals are in the public register.
    expect((await t.app.inject({ url: '/api/v1/public/appeals' })).json().total).toBe(4);
    expect(await ensureDemoAppeals({ db: t.database.db, store })).toBe(0);
  });
});
