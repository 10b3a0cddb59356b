import { eq } from 'drizzle-orm';
import type { ContactCodeRequest } from '../../../common/api/contact-change.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { claimAttemptOrThrow } from '../../platform/attempts.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { issueCode, verifyCode } from '../../platform/otp.ts';
import { enqueueMessage } from '../../platform/outbox.ts';
import type { SessionContext } from '../../platform/session.ts';
import { storeContact } from '../users/index.ts';
import { refuseGep } from './profile.ts';

const purpose = 'contact-change';
/** Code requests per account in one lock window: enough for typing slips, too few to spam a stranger. */
const requestsPerWindow = 5;

interface RequestInfo {
  ip: string;
  requestId: string;
}

function invalid(path: string, message: string) {
  return new AppError('VALIDATION_FAILED', undefined, { errors: [{ path: `body.${path}`, message }] });
}

/**
 * Step 1: a 6-digit code to the new e-mail address or mobile number (spec §5). The code is bound
 * to this user, this channel and this value (the target), so it cannot change anything else.
 * Refused for category gep (spec §6), rate limited per account (quality.md).
 */
export async function requestContactCode(options: {
  db: Db;
  config: Config;
  session: SessionContext;
  change: ContactCodeRequest;
  request: RequestInfo;
}): Promise<{ changeId: string }> {
  const { db, session, change } = options;
  refuseGep(session);
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw new AppError('UNAUTHENTICATED');
  const current = change.channel === 'email' ? user.email : user.mobile;
  if (current && current.toLowerCase() === change.value.toLowerCase())
    throw invalid('value', `validation.${change.channel}.same`);
  await limitRequests(db, options.config, session.userId);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { id, code } = await issueCode(tx, {
      purpose,
      target: `${change.channel}:${change.value}`,
      userId: session.userId,
    });
    const text = `Your one-time code to change your ${change.channel === 'email' ? 'e-mail address' : 'mobile number'} on the State Public Procurement Portal, Assam is ${code}. It expires in 10 minutes. Do not share it with anyone.`;
    await enqueueMessage(tx, {
      channel: change.channel === 'email' ? 'email' : 'sms',
      recipient: change.value,
      subject: 'Confirm your new e-mail address',
      body: text,
      purpose,
    });
    await appendAudit(tx, {
      action: `contact.${change.channel}.code-sent`,
      actorUserId: session.userId,
      entity: 'user',
      entityId: session.userId,
      ip: options.request.ip,
      requestId: options.request.requestId,
    });
    return { changeId: id };
  });
}

async function limitRequests(db: Db, config: Config, userId: number) {
  await claimAttemptOrThrow(db, [
    {
      key: `contact-code:${userId}`,
      max: requestsPerWindow,
      windowMs: config.login.lockMs,
      lockMs: config.login.lockMs,
    },
  ]);
}

/**
 * Step 2: the right code changes the address, in one transaction with its audit row, and the
 * OLD address is told (so a hijacked session cannot quietly move the account's contact).
 */
export async function verifyContactCode(options: {
  db: Db;
  session: SessionContext;
  changeId: string;
  code: string;
  request: RequestInfo;
}) {
  const { db, session } = options;
  refuseGep(session);
  const verified = await verifyCode(db, { id: options.changeId, purpose, code: options.code });
  if (!verified || verified.userId !== session.userId) throw invalid('code', 'validation.otp.invalid');
  const separator = verified.target.indexOf(':');
  const channel = verified.target.slice(0, separator) as 'email' | 'mobile';
  const value = verified.target.slice(separator + 1);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [before] = await tx.select().from(users).where(eq(users.id, session.userId));
    if (!before) throw new AppError('UNAUTHENTICATED');
    const after = await storeContact(tx, session.userId, channel, value);
    const old = channel === 'email' ? before.email : before.mobile;
    if (old) {
      const notice = `The ${channel === 'email' ? 'e-mail address' : 'mobile number'} of your account ${before.loginId} on the State Public Procurement Portal, Assam was changed. If you did not do this, contact the portal's helpdesk at once.`;
      await enqueueMessage(tx, {
        channel: channel === 'email' ? 'email' : 'sms',
        recipient: old,
        subject: 'Your e-mail address was changed',
        body: notice,
        purpose: `${purpose}-notice`,
      });
    }
    await appendAudit(tx, {
      action: `contact.${channel}.changed`,
      actorUserId: session.userId,
      entity: 'user',
      entityId: session.userId,
      ip: options.request.ip,
      requestId: options.request.requestId,
    });
    return after!;
  });
}
