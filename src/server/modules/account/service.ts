import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { ChangePasswordRequest } from '../../../common/api/auth.ts';
import { passwordProblems } from '../../../common/validation/password.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { claimAttemptOrThrow, releaseAttempt } from '../../platform/attempts.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/session.ts';
import { replacePassword } from '../auth/index.ts';

/**
 * Change password (spec §2 ChangePassword/resetpassword, §5 Password). The current password
 * must be right; the new one must pass the rule (with the login id, which the browser cannot
 * check) and differ from the current one. The session that made the change stays; the user's
 * other sessions end (replacePassword).
 */
export async function changePassword(options: {
  db: Db;
  session: SessionContext;
  request: ChangePasswordRequest;
  config: Config;
  ip: string;
  requestId: string;
}): Promise<void> {
  const { db, session, request } = options;
  // Spec §6 hides Change Password from category gep (their password lives on GePNIC): the
  // server refuses it too (issue #15 item 10).
  if (session.category === 'gep') throw new AppError('FORBIDDEN');
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw new AppError('UNAUTHENTICATED');
  // The current password is a secret like any other: counted before it is checked, with the
  // login's progressive delay (issue #15 item 6), so a stolen session cannot guess it.
  const key = `password-check:${user.id}`;
  const { maxFailures, lockMs } = options.config.login;
  await claimAttemptOrThrow(db, [
    { key, max: maxFailures, windowMs: lockMs * 4, lockMs, baseDelayMs: Math.min(30_000, lockMs) },
  ]);
  const errors: { path: string; message: string }[] = [];
  const currentOk = await verify(user.passwordHash, request.currentPassword).catch(() => false);
  if (currentOk) await releaseAttempt(db, { clear: [key] });
  else {
    errors.push({ path: 'body.currentPassword', message: 'validation.password.wrongCurrent' });
  }
  for (const problem of passwordProblems(request.newPassword, { loginId: user.loginId })) {
    errors.push({ path: 'body.newPassword', message: `validation.password.${problem}` });
  }
  if (errors.length === 0 && (await verify(user.passwordHash, request.newPassword).catch(() => false))) {
    errors.push({ path: 'body.newPassword', message: 'validation.password.sameAsCurrent' });
  }
  if (errors.length) throw new AppError('VALIDATION_FAILED', undefined, { errors });

  await replacePassword({
    db,
    userId: user.id,
    newPassword: request.newPassword,
    keepSessionId: session.sessionId,
    audit: { action: 'password.changed', ip: options.ip, requestId: options.requestId },
  });
}
