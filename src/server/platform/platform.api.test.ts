import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { problemSchema } from '../../common/problem.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe(`platform: headers, errors, CSRF, OpenAPI (${inject('engine')})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends the security headers of quality.md on pages and API answers', async () => {
    for (const url of ['/en/about', '/api/v1/health']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=(\d+)/);
      expect(
        Number(/max-age=(\d+)/.exec(String(res.headers['strict-transport-security']))?.[1]),
      ).toBeGreaterThanOrEqual(31_536_000);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers.server).toBeUndefined();
    }
  });

  it('asks browsers to upgrade insecure requests only in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://spp.assam.gov.in' });
    const res = await prod.app.inject({ url: '/api/v1/health' });
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    await prod.close();
  });

  it('never lets an API answer be cached', async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives every response a request id, and keeps a sane one sent by the load balancer', async () => {
    const own = await t.app.inject({ url: '/api/v1/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({
      url: '/api/v1/health',
      headers: { 'x-request-id': 'lb-req-12345678' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-req-12345678');
    const replaced = await t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });

  it('answers an unknown API path with problem+json 404 and a stable code', async () => {
    const res = await t.app.inject({ url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const problem = problemSchema.parse(res.json());
    expect(problem).toMatchObject({ status: 404, code: 'NOT_FOUND', instance: '/api/v1/no-such-thing' });
    expect(problem.requestId).toBe(res.headers['x-request-id']);
  });

  it('answers malformed JSON with 400 INVALID_JSON, not a 500', async () => {
    const res = await t.write({
      method: 'POST',
      url: '/api/v1/public/visits',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_JSON');
  });

  it('answers an oversized body with 413, not a 500', async () => {
    const res = await t.write({
      method: 'POST',
      url: '/api/v1/public/visits',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.write({
      method: 'POST',
      url: '/api/v1/public/visits',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'abc',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a write whose CSRF header does not match the cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/visits',
      headers: { 'x-csrf-token': 'forged-token-value' },
      cookies: { spp_csrf: 'the-real-token-value' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_FAILED');
  });

  it('hands a browser without one a CSRF cookie that scripts can read and other sites cannot send', async () => {
    const res = await t.app.inject({ url: '/en' });
    const cookie = res.cookies.find((c) => c.name === 'spp_csrf');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('marks the CSRF cookie Secure in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://spp.assam.gov.in' });
    const res = await prod.app.inject({ url: '/en' });
    expect(res.cookies.find((c) => c.name === 'spp_csrf')?.secure).toBe(true);
    await prod.close();
  });

  it('publishes the OpenAPI document with the health and visit routes', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/public/visits']),
    );
  });
});
