import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { feedback, grievanceOfficers, grievances } from '../../db/schema/index.ts';
import { diskStore } from '../../platform/files/store.ts';
import { login } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureDemoEpublishTenders } from '../epublish/index.ts';
import { bootstrapAccounts, demoPassword } from '../users/index.ts';
import { ensureDemoGrievances } from './demo.ts';

describe(`demo grievances (${inject('engine')}): issue #26`, () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'spp-grievances-demo-'));
    t = await createTestApp({ DATA_DIR: dataDir, DEMO: 'true' });
    await bootstrapAccounts(t.database.db, t.config);
  });
  afterAll(() => t.close());

  it('gives grievance.demo grievances in every state, handled by nodal.demo, with an officer and feedback, once', async () => {
    const store = diskStore(path.join(dataDir, 'files'));
    await ensureDemoEpublishTenders({ db: t.database.db, store });
    expect(await ensureDemoGrievances({ db: t.database.db, store, config: t.config })).toBe(5);
    const rows = await t.database.db.select().from(grievances);
    expect(rows.map((r) => `${r.kind} ${r.state}`).sort()).toEqual([
      'grievance closed',
      'grievance draft',
      'grievance open',
      'grievance submitted',
      'suggestion submitted',
    ]);
    expect(await t.database.db.select().from(grievanceOfficers)).toHaveLength(1);
    expect(await t.database.db.select().from(feedback)).toHaveLength(2);
    const list = async (loginId: string, query: string) => {
      const { res, cookies } = await login(t, loginId, demoPassword);
      expect(res.statusCode, res.body).toBe(200);
      return (await t.app.inject({ url: `/api/v1/grievances?${query}`, cookies })).json() as {
        items: { state: string }[];
      };
    };
    expect((await list('grievance.demo', 'view=mine')).items).toHaveLength(5);
    // The suggestion names no tender: the portal admin's, not the chain's.
    expect((await list('nodal.demo', 'view=handling')).items.map((i) => i.state).sort()).toEqual([
      'closed',
      'open',
      'submitted',
    ]);
    expect((await list('admin.demo', 'view=handling')).items).toHaveLength(4);
    expect(await ensureDemoGrievances({ db: t.database.db, store, config: t.config })).toBe(0);
  });
});
