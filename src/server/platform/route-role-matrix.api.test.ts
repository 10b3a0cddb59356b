import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RoleCode, roleCodes } from '../../common/roles.ts';
import { loginAs } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { userHasPage } from './access.ts';

/**
 * quality.md: "A test walks every API route × every role and expects exactly the allowed ones
 * to pass." Allowed means the access check lets the call through (whatever the handler then
 * answers); refused means 401 for no session and 403 for a role without the page.
 */
describe(`every API route × every role (${inject('engine')})`, () => {
  let t: TestApp;
  const sessions = new Map<RoleCode | 'anonymous', { userId?: number; cookies: Record<string, string> }>();
  beforeAll(async () => {
    t = await createTestApp();
    sessions.set('anonymous', { cookies: {} });
    for (const role of roleCodes) {
      const { user, cookies } = await loginAs(t, role);
      sessions.set(role, { userId: user.id, cookies });
    }
  });
  afterAll(() => t.close());

  it('has routes of every access kind to walk', () => {
    const kinds = new Set(t.app.apiRoutes.map((r) => r.access.kind));
    expect(kinds).toContain('public');
    expect(kinds).toContain('session');
  });

  // A ceiling, not a speed check: every route × every role is a few thousand requests.
  it('lets exactly the allowed calls through', { timeout: 180_000 }, async () => {
    // Logout ends the session it is called with, so it goes last.
    const routes = [...t.app.apiRoutes].sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    const mismatches: string[] = [];
    for (const route of routes) {
      for (const [who, session] of sessions) {
        let expected: 'allowed' | 401 | 403 = 'allowed';
        if (route.access.kind !== 'public' && who === 'anonymous') expected = 401;
        // Machine routes (issue #32 push API) take no session: without credentials, 401 for all.
        else if (route.access.kind === 'token') expected = 401;
        else if (
          route.access.kind === 'pages' &&
          !(await userHasPage(t.database.db, session.userId!, route.access.pages))
        )
          expected = 403;
        // An id nobody has: id 1 is the first test user, and acting on oneself is refused by
        // the authority rules (403) rather than by the route's access.
        const url = route.url.replace(/:(\w+)/g, '999999');
        const res = await t.write({
          method: route.method as 'GET',
          url,
          cookies: session.cookies,
          payload: route.method === 'GET' ? undefined : {},
        });
        const got = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'allowed';
        if (got !== expected)
          mismatches.push(
            `${route.method} ${route.url} as ${who}: expected ${expected}, got ${res.statusCode}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });
});
