import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * The writes of a user's row that other modules ask for (issue #22 item 3, decision 036: the
 * users module alone writes `users`): login records its time, auth stores a new password,
 * account changes the profile and the contact. The rules (who may, which code, which
 * password) stay with the caller; each runs in the caller's transaction and moves the row's
 * version, so an open edit form sees the change (spec §8 optimistic lock).
 */

type UserColumns = Partial<typeof users.$inferInsert>;

export async function recordLogin(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

/** A new password hash (argon2id, platform/identity.ts); the must-change flag is cleared. */
export async function storePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      mustChangePassword: false,
      updatedAt: sql`now()`,
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.id, userId));
}

/** The user's own profile at `version`; the new version, or undefined when it moved on. */
export async function updateOwnProfile(
  db: Db,
  userId: number,
  version: number,
  fields: UserColumns,
): Promise<number | undefined> {
  const [updated] = await db
    .update(users)
    .set({ ...fields, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.version, version)))
    .returning({ version: users.version });
  return updated?.version;
}

/** A verified new e-mail address or mobile number; the contact as it is now. */
export async function storeContact(db: Db, userId: number, channel: 'email' | 'mobile', value: string) {
  const [after] = await db
    .update(users)
    .set({
      ...(channel === 'email' ? { email: value } : { mobile: value }),
      version: sql`${users.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email, mobile: users.mobile });
  return after;
}
