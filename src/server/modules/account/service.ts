import { verify } from '@node-rs/argon2';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ChangePasswordRequest } from '../../../common/api/auth.ts';
import { passwordProblems } from '../../../common/validation/password.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/session.ts';
import { hashPassword } from '../auth/service.ts';

/**
 * Change password (spec §2 ChangePassword/resetpassword, §5 Password). The current password
 * must be right; the new one must pass the rule (with the login id, which the browser cannot
 * check) and differ from the current one. The change, the end of the user's other sessions and
 * the audit row commit together; the session that made the change stays.
 */
export async function changePassword(options: {
  db: Db;
  session: SessionContext;
  request: ChangePasswordRequest;
  ip: string;
  requestId: string;
}): Promise<void> {
  const { db, session, request } = options;
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw new AppError('UNAUTHENTICATED');
  const errors: { path: string; message: string }[] = [];
  if (!(await verify(user.passwordHash, request.currentPassword).catch(() => false))) {
    errors.push({ path: 'body.currentPassword', message: 'validation.password.wrongCurrent' });
  }
  for (const problem of passwordProblems(request.newPassword, { loginId: user.loginId })) {
    errors.push({ path: 'body.newPassword', message: `validation.password.${problem}` });
  }
  if (errors.length === 0 && (await verify(user.passwordHash, request.newPassword).catch(() => false))) {
    errors.push({ path: 'body.newPassword', message: 'validation.password.sameAsCurrent' });
  }
  if (errors.length) throw new AppError('VALIDATION_FAILED', undefined, { errors });

  const passwordHash = await hashPassword(request.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        mustChangePassword: false,
        updatedAt: sql`now()`,
        version: sql`${users.version} + 1`,
      })
      .where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ endedAt: new Date(), endReason: 'replaced' })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, session.sessionId), isNull(sessions.endedAt)));
    await appendAudit(tx as unknown as Db, {
      action: 'password.changed',
      actorUserId: user.id,
      entity: 'user',
      entityId: user.id,
      ip: options.ip,
      requestId: options.requestId,
    });
  });
}
