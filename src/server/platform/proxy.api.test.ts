import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, testCaptchaAnswer } from '../test/test-app.ts';

/**
 * Issue #23 item 3 (finding 3): behind `TRUST_PROXY=1`, the client's address is the right-most
 * X-Forwarded-For entry (the one the load balancer wrote), so a client that writes its own
 * addresses in front of it does not escape the login or export limits; Host and
 * X-Forwarded-Host never become the portal's origin.
 */
describe(`behind one trusted proxy (${inject('engine')}): issue #23 item 3`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: '1',
      LOGIN_MAX_FAILURES: '2',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '50',
      PUBLIC_BASE_URL: 'https://spp.assam.gov.in',
    });
  });
  afterAll(() => t.close());

  /** The probe's rotation: a new client-written address each time, before the proxy's entry. */
  const rotated = (i: number, client = '203.0.113.7') => ({
    'x-forwarded-for': `198.51.100.${i % 250}, ${client}`,
  });

  it('wrong logins over many accounts with a rotated X-Forwarded-For stop at the address limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.write({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: rotated(i),
        payload: {
          loginId: `rotate.${i}`,
          password: 'Wrong#1pass',
          captchaId: 'none',
          captchaAnswer: testCaptchaAnswer,
        },
      });
      codes.push(res.statusCode);
    }
    // Four times the account limit (2) from one address, then the address waits.
    expect(codes.slice(0, 8).every((c) => c !== 429)).toBe(true);
    expect(codes.slice(8)).toEqual(Array(4).fill(429));
    // Another client behind the same proxy is not held back by that one's guesses.
    const other = await t.write({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-for': '192.0.2.44' },
      payload: {
        loginId: 'rotate.other',
        password: 'Wrong#1pass',
        captchaId: 'none',
        captchaAnswer: testCaptchaAnswer,
      },
    });
    expect(other.statusCode).not.toBe(429);
  });

  it('exports with a rotated X-Forwarded-For stop at the export limit (a tenth of the public one)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        url: '/api/v1/public/tenders/export?format=csv',
        headers: rotated(i, '203.0.113.9'),
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(codes.slice(5)).toEqual(Array(3).fill(429));
  });

  it('a hostile Host or X-Forwarded-Host appears nowhere in a response', async () => {
    for (const url of [
      '/robots.txt',
      '/sitemap.xml',
      '/en/about',
      '/en/latestactivetenders',
      '/api/v1/health',
    ]) {
      for (const headers of [
        { host: 'evil.example' },
        { host: 'evil.example/foo?' },
        { 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' },
      ]) {
        const res = await t.app.inject({ url, headers });
        const all = `${JSON.stringify(res.headers)}\n${res.body}`;
        expect(all, `${url} ${JSON.stringify(headers)}`).not.toMatch(/evil\.example|attacker\.example/);
      }
    }
  });
});
