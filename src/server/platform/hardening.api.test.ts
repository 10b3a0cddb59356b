import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { csrfCookie, csrfHeader } from '../../common/problem.ts';
import { createUser, login, loginAs } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Issue #15 items 7, 8, 12 and 13: the probe's smaller findings, each reproduced and refused. */
describe(`smaller hardening items (${inject('engine')}): issue #15`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_BASE_URL: 'https://spp.assam.gov.in',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '5',
    });
  });
  afterAll(() => t.close());

  it('a percent-encoded /api prefix is still an API call: a write without the CSRF header is refused (item 7)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/%61pi/v1/public/visits' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_FAILED');
    // And answers carry the API's no-store.
    const read = await t.app.inject({ url: '/%61pi/v1/health' });
    expect(read.headers['cache-control']).toContain('no-store');
  });

  it('a URL whose percent-encoding is not UTF-8 is refused with 400', async () => {
    const res = await t.app.inject({ url: '/api/v1/public/tenders?q=ab%ED%A0%80cd' });
    expect(res.statusCode).toBe(400);
  });

  it('robots.txt and sitemap.xml name the configured address, never the Host header (item 12)', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const res = await t.app.inject({ url, headers: { host: 'evil.example' } });
      expect(res.body).not.toContain('evil.example');
      expect(res.body).toContain('https://spp.assam.gov.in/');
    }
  });

  it('login gives the session its own CSRF token: the token held before login no longer writes (item 13)', async () => {
    const user = await createUser(t.database.db, { role: 'creator' });
    const before = 'token-held-before-login-000';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { [csrfHeader]: before },
      cookies: { [csrfCookie]: before },
      payload: {
        loginId: user.loginId,
        password: 'Brahmaputra#2047',
        captchaId: 'x',
        captchaAnswer: 'test-captcha-pass',
      },
    });
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === t.config.session.cookieName)!.value;
    const rotated = res.cookies.find((c) => c.name === csrfCookie)!.value;
    expect(rotated).not.toBe(before);
    const write = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        headers: { [csrfHeader]: token },
        cookies: { [t.config.session.cookieName]: session, [csrfCookie]: token },
      });
    // The old token, consistently in cookie and header, passes the double-submit check but
    // not the session's binding.
    const stale = await write(before);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('CSRF_FAILED');
    expect((await write(rotated)).statusCode).toBe(200);
  });

  it('a new login in the same browser ends the session it had (item 13)', async () => {
    const first = await loginAs(t, 'creator');
    const second = await createUser(t.database.db, { role: 'publisher' });
    const res = await t.write({
      method: 'POST',
      url: '/api/v1/auth/login',
      cookies: first.cookies,
      payload: {
        loginId: second.loginId,
        password: 'Brahmaputra#2047',
        captchaId: 'x',
        captchaAnswer: 'test-captcha-pass',
      },
    });
    expect(res.statusCode).toBe(200);
    const state = await t.app.inject({ url: '/api/v1/session', cookies: first.cookies });
    expect(state.json().authenticated).toBe(false);
  });

  it('public reads without their own limit get the public one: /org-units, /reference, /locations (item 13)', async () => {
    for (const url of ['/api/v1/org-units', '/api/v1/reference/currencies', '/api/v1/locations/states']) {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await t.app.inject({ url })).statusCode);
      expect(codes.slice(0, 5), url).not.toContain(429);
      expect(codes[5], url).toBe(429);
    }
  });
});

describe(`docs and health exposure (${inject('engine')}): issue #15 item 8`, () => {
  it('API_DOCS=off removes the OpenAPI browser and document', async () => {
    const t = await createTestApp({ API_DOCS: 'off' });
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    await t.close();
    const open = await createTestApp();
    expect((await open.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    await open.close();
  });

  it('login in a fresh browser still works with the helper (sanity for the binding)', async () => {
    const t = await createTestApp();
    const user = await createUser(t.database.db, { role: 'creator' });
    const { cookies } = await login(t, user.loginId);
    expect(cookies[csrfCookie]).toBeTruthy();
    await t.close();
  });
});
