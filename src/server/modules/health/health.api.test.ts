import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DemoDataState, healthSchema } from '../../../common/api/health.ts';
import { buildApp } from '../../app.ts';
import { loginAs } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

describe(`GET /api/v1/health (${inject('engine')})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with status "up" and the database engine, but no version banner, to anyone (issue #15 item 8)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    const body = healthSchema.parse(res.json());
    expect(body.status).toBe('up');
    expect(body.database.engine).toBe(inject('engine'));
    expect(body.database.version).toBeUndefined();
    expect(res.body).not.toMatch(/PostgreSQL \d+/);
  });

  it('shows the database version to a portal admin only', async () => {
    const creator = await loginAs(t, 'creator');
    expect(
      (await t.app.inject({ url: '/api/v1/health', cookies: creator.cookies })).json().database.version,
    ).toBeUndefined();
    const admin = await loginAs(t, 'portal_admin');
    const body = healthSchema.parse(
      (await t.app.inject({ url: '/api/v1/health', cookies: admin.cookies })).json(),
    );
    expect(body.database.version).toMatch(/PostgreSQL \d+/);
  });

  it('says in demo mode whether the demo data is still loading, and nothing of it otherwise', async () => {
    expect(
      healthSchema.parse((await t.app.inject({ url: '/api/v1/health' })).json()).demoData,
    ).toBeUndefined();
    let state: DemoDataState = 'loading';
    const database = await createTestDatabase();
    const demo = await buildApp({ config: t.config, database, logger: false, demoData: () => state });
    try {
      const read = async () =>
        healthSchema.parse((await demo.inject({ url: '/api/v1/health' })).json()).demoData;
      expect(await read()).toBe('loading');
      state = 'ready';
      expect(await read()).toBe('ready');
    } finally {
      await demo.close();
      await database.close();
    }
  });

  it('answers 503 with status "down" and Retry-After when the database does not answer', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ status: 'down', database: { status: 'down' } });
    await broken.app.close();
  });
});
