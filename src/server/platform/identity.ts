import { hash } from '@node-rs/argon2';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { roles, userRoles, users } from '../db/schema/index.ts';

/**
 * Who a user is, as login, password reset and user administration all ask it (moved out of
 * auth/queries.ts so that no module reads another module's queries; issue #9, boundaries).
 */

/**
 * argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum).
 * Here, not in auth, because user administration sets passwords too, and the users module
 * (which alone writes `users`) is what auth calls to store one: no module cycle.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function findUserByLoginId(db: Db, loginId: string) {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.loginId})`, loginId.toLowerCase()))
    .limit(1);
  return rows[0];
}

export async function rolesOfUser(db: Db, userId: number) {
  return db
    .select({ id: roles.id, code: roles.code })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.id));
}
