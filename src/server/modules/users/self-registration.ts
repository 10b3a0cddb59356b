import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, userRoles, users } from '../../db/schema/index.ts';

/**
 * A self-registered account (spec §6: grievance users register themselves; issue #26 item 1),
 * written here because the users module alone writes `users` (decision 036). The caller holds
 * the rules (verified codes, password rules) and the transaction; a taken login id is the
 * unique index's refusal (`users_login_id_uq`), for the caller to turn into its message.
 */
export async function createSelfRegisteredUser(
  tx: Db,
  account: {
    loginId: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    email: string;
    mobile: string;
    category: 'grievance';
    role: 'grievance_user';
  },
): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({
      loginId: account.loginId,
      passwordHash: account.passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      mobile: account.mobile,
      category: account.category,
    })
    .returning({ id: users.id });
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, account.role));
  await tx.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  return user!.id;
}

/** Whether an account already uses this e-mail address (case-insensitive). */
export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 from users where lower(email) = ${email.toLowerCase()} limit 1`,
  )) as unknown as {
    rows: unknown[];
  };
  return result.rows.length > 0;
}
