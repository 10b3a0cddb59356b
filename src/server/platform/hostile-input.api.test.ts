import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { roleCodes } from '../../common/roles.ts';
import { roles, userRoles } from '../db/schema/index.ts';
import { createUser, login, testPassword } from '../test/accounts.ts';
import { hostileRequests } from '../test/openapi-probe.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Issue #15 item 4 and its "done when": NUL, 2³¹, a malformed cursor and a lone surrogate give
 * 400 on every operation, never 500. The requests are generated from the OpenAPI document, not
 * picked by hand, so a route added later is probed too. The caller holds every role, so the
 * access check lets each request reach validation and the handler.
 */
describe(`hostile input on every operation (${inject('engine')}): issue #15 item 4`, () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let pushToken: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '100000' });
    const user = await createUser(t.database.db, { role: 'portal_admin', loginId: 'every.role' });
    const all = await t.database.db.select({ id: roles.id, code: roles.code }).from(roles);
    await t.database.db
      .insert(userRoles)
      .values(all.filter((r) => r.code !== 'portal_admin').map((r) => ({ userId: user.id, roleId: r.id })));
    expect(all.map((r) => r.code).sort()).toEqual([...roleCodes].sort());
    cookies = (await login(t, user.loginId)).cookies;
    // The push API takes no session but a REST-type XML user's bearer token (issue #32 item 1).
    const xml = await createUser(t.database.db, { role: 'xml_rest', category: 'xml', loginId: 'every.xml' });
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/v1/push/tokens',
      headers: { authorization: `Basic ${Buffer.from(`${xml.loginId}:${testPassword}`).toString('base64')}` },
    });
    pushToken = issued.json().token;
  });
  afterAll(() => t.close());

  it('refuses every hostile value with 400 and names the field for the text rule', {
    timeout: 300_000,
  }, async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    // Logout would end the probe's session; login and captcha answer for themselves.
    const requests = hostileRequests(doc, (_method, path) => path.endsWith('/auth/logout'));
    expect(requests.length).toBeGreaterThan(300);
    const failures: string[] = [];
    let fiveHundreds = 0;
    for (const r of requests) {
      const res = await t.write({
        method: r.method as 'GET',
        url: r.url,
        cookies,
        payload: r.payload as object,
        ...(r.url.startsWith('/api/v1/push/') ? { headers: { authorization: `Bearer ${pushToken}` } } : {}),
      });
      if (res.statusCode >= 500) fiveHundreds++;
      const ok =
        res.statusCode === 400 ||
        // A path id no row has is "not found" whatever its value, and the public read limit may
        // answer first; neither is a failure to handle the value.
        (r.kind === 'int32' && r.target.startsWith('path.') && res.statusCode === 404);
      if (!ok)
        failures.push(
          `${r.method} ${r.url} [${r.target} ${r.kind}] → ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
      else if ((r.kind === 'nul' || r.kind === 'surrogate') && r.target.startsWith('body.')) {
        const errors = (res.json().errors ?? []) as { path: string; message: string }[];
        if (!errors.some((e) => e.message === 'validation.text.unsafeCharacters'))
          failures.push(`${r.method} ${r.url} [${r.target} ${r.kind}]: no unsafe-text error`);
      }
    }
    console.log(
      `hostile input: ${requests.length} requests, ${fiveHundreds} answered 5xx, ${failures.length} unexpected`,
    );
    expect(failures).toEqual([]);
  });
});
