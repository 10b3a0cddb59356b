import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { passwordProblems } from '../../../common/validation/password.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes, users } from '../../db/schema/index.ts';
import { claimAttemptOrThrow, releaseAttempt } from '../../platform/attempts.ts';
import { appendAudit, recordAudit } from '../../platform/audit.ts';
import { consumeCaptcha } from '../../platform/captcha.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserByLoginId } from '../../platform/identity.ts';
import { issueCode, issueGrant, verifyCode, verifyGrant } from '../../platform/otp.ts';
import { enqueueMessage } from '../../platform/outbox.ts';
import { replacePassword } from './service.ts';

const codePurpose = 'password-reset';
/** Code requests allowed per account in one lock window (per address: four times as many). */
const codeRequestsPerWindow = 5;
const grantPurpose = 'password-reset-grant';

interface RequestInfo {
  ip: string;
  requestId: string;
}

/**
 * Forgot password (spec §2 forgotpassword → GenerateOTP → GeneratePassword). The answer is the
 * same whether or not the account exists (quality.md: messages do not reveal accounts): a reset
 * id either way; only a real one can be completed.
 */
export async function requestPasswordReset(options: {
  db: Db;
  config: Config;
  loginId: string;
  captchaId: string;
  captchaAnswer: string;
  request: RequestInfo;
}): Promise<{ resetId: string }> {
  const { db, request } = options;
  await consumeCaptcha(db, options.config, options.captchaId, options.captchaAnswer);
  await limitCodeRequests(db, options.config, options.loginId, request.ip);
  const user = await findUserByLoginId(db, options.loginId);
  if (user?.status !== 1 || (!user.email && !user.mobile)) {
    await recordAudit(db, {
      action: 'password-reset.refused',
      actorUserId: user?.id ?? null,
      ip: request.ip,
      requestId: request.requestId,
      detail: {
        loginId: options.loginId,
        reason: !user ? 'unknown-account' : user.status !== 1 ? 'inactive' : 'no-contact',
      },
    });
    return { resetId: randomUUID() };
  }
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { id, code } = await issueCode(tx, {
      purpose: codePurpose,
      target: `user:${user.id}`,
      userId: user.id,
    });
    const text = `Your one-time code to reset your password on the State Public Procurement Portal, Assam is ${code}. It expires in 10 minutes. Do not share it with anyone.`;
    if (user.email) {
      await enqueueMessage(tx, {
        channel: 'email',
        recipient: user.email,
        subject: 'Password reset code',
        body: text,
        purpose: codePurpose,
      });
    }
    if (user.mobile)
      await enqueueMessage(tx, { channel: 'sms', recipient: user.mobile, body: text, purpose: codePurpose });
    await appendAudit(tx, {
      action: 'password-reset.requested',
      actorUserId: user.id,
      ip: request.ip,
      requestId: request.requestId,
    });
    return { resetId: id };
  });
}

/**
 * quality.md: one-time codes are rate limited per account and per address. Each request counts
 * (sent or not, so the limit says nothing about whether the account exists); past the limit,
 * 429 with Retry-After until the window ends.
 */
async function limitCodeRequests(db: Db, config: Config, loginId: string, ip: string) {
  const limit = { windowMs: config.login.lockMs, lockMs: config.login.lockMs };
  await claimAttemptOrThrow(db, [
    { key: `otp-account:${loginId.toLowerCase()}`, max: codeRequestsPerWindow, ...limit },
    { key: `otp-address:${ip}`, max: codeRequestsPerWindow * 4, ...limit },
  ]);
}

export async function verifyPasswordResetCode(options: { db: Db; resetId: string; code: string }) {
  const verified = await verifyCode(options.db, {
    id: options.resetId,
    purpose: codePurpose,
    code: options.code,
  });
  if (!verified?.userId) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      errors: [{ path: 'body.code', message: 'validation.otp.invalid' }],
    });
  }
  return issueGrant(options.db, { purpose: grantPurpose, target: verified.target, userId: verified.userId });
}

/**
 * Sets the new password. The rule is checked (with the login id) before the grant is used, so
 * a refused password does not cost the user a new code. All sessions end, the account's lock
 * is lifted, and the change is audited with it.
 */
export async function completePasswordReset(options: {
  db: Db;
  grantId: string;
  grantToken: string;
  newPassword: string;
  request: RequestInfo;
}): Promise<void> {
  const { db } = options;
  const expired = () =>
    new AppError('VALIDATION_FAILED', undefined, {
      errors: [{ path: 'body.grantId', message: 'validation.otp.grantExpired' }],
    });
  const [grant] = await db
    .select({ userId: oneTimeCodes.userId })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.id, options.grantId),
        eq(oneTimeCodes.purpose, grantPurpose),
        isNull(oneTimeCodes.usedAt),
      ),
    );
  if (!grant?.userId) throw expired();
  const [user] = await db.select().from(users).where(eq(users.id, grant.userId));
  if (!user) throw expired();
  const problems = passwordProblems(options.newPassword, { loginId: user.loginId });
  if (problems.length) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      errors: problems.map((p) => ({ path: 'body.newPassword', message: `validation.password.${p}` })),
    });
  }
  const verified = await verifyGrant(db, {
    grantId: options.grantId,
    grantToken: options.grantToken,
    purpose: grantPurpose,
  });
  if (!verified || verified.userId !== user.id) throw expired();
  await replacePassword({
    db,
    userId: user.id,
    newPassword: options.newPassword,
    audit: {
      action: 'password-reset.completed',
      ip: options.request.ip,
      requestId: options.request.requestId,
    },
  });
  // A new password ends any login delay the forgotten one earned.
  await releaseAttempt(db, { clear: [`account:${user.loginId.toLowerCase()}`] });
}
