import { eq } from 'drizzle-orm';
import { csrfCookie } from '../../common/problem.ts';
import type { RoleCode } from '../../common/roles.ts';
import type { Db } from '../db/client.ts';
import { roles, userRoles, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/identity.ts';
import { type TestApp, testCaptchaAnswer } from './test-app.ts';

export const testPassword = 'Brahmaputra#2047';

let counter = 0;
let cachedHash: Promise<string> | undefined;

/** A user with one role (or none), created straight in the database. */
export async function createUser(
  db: Db,
  options: { role?: RoleCode; category?: string; status?: number; loginId?: string } = {},
): Promise<{ id: number; loginId: string }> {
  counter++;
  const loginId = options.loginId ?? `${options.role ?? 'norole'}.${process.pid}.${counter}`;
  cachedHash ??= hashPassword(testPassword);
  const [user] = await db
    .insert(users)
    .values({
      loginId,
      passwordHash: await cachedHash,
      firstName: 'Test',
      lastName: options.role ?? 'User',
      category: options.category ?? 'department',
      status: options.status ?? 1,
    })
    .returning({ id: users.id });
  if (options.role) {
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, options.role));
    await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  }
  return { id: user!.id, loginId };
}

/** Logs in through the API, as the browser does; returns the session cookie to send. */
export async function login(t: TestApp, loginId: string, password = testPassword) {
  const res = await t.write({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { loginId, password, captchaId: 'none', captchaAnswer: testCaptchaAnswer },
  });
  const cookie = res.cookies.find((c) => c.name === t.config.session.cookieName);
  // The session's own CSRF token, given with the session (issue #15 item 13).
  const csrf = res.cookies.find((c) => c.name === csrfCookie);
  return {
    res,
    cookies: cookie ? { [cookie.name]: cookie.value, ...(csrf ? { [csrfCookie]: csrf.value } : {}) } : {},
  };
}

/** A new user with the role, logged in: the fastify/demo `loginAs(role)` helper. */
export async function loginAs(t: TestApp, role: RoleCode, options: { category?: string } = {}) {
  const user = await createUser(t.database.db, { role, category: options.category });
  const { res, cookies } = await login(t, user.loginId);
  if (res.statusCode !== 200) throw new Error(`login as ${role} failed: ${res.statusCode} ${res.body}`);
  return { user, cookies };
}
