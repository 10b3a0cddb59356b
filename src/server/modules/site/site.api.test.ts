import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe(`the footer's certification claim (issue #14 item 8; ${inject('engine')})`, () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('is absent unless an operator configures it, and then says exactly what was configured', async () => {
    const plain = await createTestApp();
    apps.push(plain);
    const none = await plain.app.inject({ url: '/api/v1/public/site' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ certification: null });

    const audited = await createTestApp({
      FOOTER_CERTIFICATION: 'STQC audit certificate 41/2027, 02-01-2027',
    });
    apps.push(audited);
    expect((await audited.app.inject({ url: '/api/v1/public/site' })).json()).toEqual({
      certification: 'STQC audit certificate 41/2027, 02-01-2027',
    });
  });
});
