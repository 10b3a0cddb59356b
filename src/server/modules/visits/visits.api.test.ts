import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe(`visit counter (${inject('engine')})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('starts at zero and counts each recorded visit once, even when visits arrive together', async () => {
    expect((await t.app.inject({ url: '/api/v1/public/visits' })).json()).toEqual({ count: 0 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.write({ method: 'POST', url: '/api/v1/public/visits' })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.map((r) => r.json().count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await t.app.inject({ url: '/api/v1/public/visits' })).json()).toEqual({ count: 10 });
  });

  it('refuses to count a visit without the CSRF header, and counts nothing', async () => {
    const before = (await t.app.inject({ url: '/api/v1/public/visits' })).json().count;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/public/visits' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_FAILED');
    expect((await t.app.inject({ url: '/api/v1/public/visits' })).json().count).toBe(before);
  });

  it('counts a browser once per browser session: the count sets a session cookie, and a browser that has it is not counted again', async () => {
    const before = (await t.app.inject({ url: '/api/v1/public/visits' })).json().count;
    const first = await t.write({ method: 'POST', url: '/api/v1/public/visits' });
    expect(first.json().count).toBe(before + 1);
    const cookie = first.cookies.find((c) => c.name === 'spp_visit');
    expect(cookie, 'the visit cookie').toBeDefined();
    expect(cookie!.httpOnly).toBe(true);
    expect(
      cookie!.maxAge ?? cookie!.expires,
      'a session cookie: it goes when the browser closes',
    ).toBeUndefined();
    const again = await t.write({
      method: 'POST',
      url: '/api/v1/public/visits',
      cookies: { spp_visit: '1' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().count).toBe(before + 1);
  });

  it('does not count a crawler or a measuring tool, which keep no cookies', async () => {
    const before = (await t.app.inject({ url: '/api/v1/public/visits' })).json().count;
    for (const agent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 Chrome-Lighthouse',
      'curl/8.5.0',
    ]) {
      const res = await t.write({
        method: 'POST',
        url: '/api/v1/public/visits',
        headers: { 'user-agent': agent },
      });
      expect(res.json().count, agent).toBe(before);
    }
  });
});
