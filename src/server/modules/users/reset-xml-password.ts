import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/identity.ts';
import { enqueueMessage } from '../../platform/outbox.ts';
import { endUserSessions } from '../../platform/session.ts';
import { type Actor, authorise, invalid } from './actor-scope.ts';

/** "a***@example.org", "******3210": enough for the administrator to know where it went. */
export function maskAddress(value: string): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value[0]}***${value.slice(at)}`;
  return `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}

/**
 * Password reset for XML users (spec §1, §6 portal admin "reset password"). The old password
 * stops working at once and every session ends; the XML user's contact is told to set a new
 * one with a one-time code (Forgot password), so no password is ever shown or sent.
 */
export async function resetXmlPassword(options: { db: Db; actor: Actor; id: number }) {
  const { db, actor, id } = options;
  await authorise(db, actor, id, 'xml-reset');
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new AppError('NOT_FOUND');
  if (user.category !== 'xml') throw invalid('id', 'validation.user.notXml');
  if (!user.email && !user.mobile) throw invalid('id', 'validation.user.noContact');
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const text = `The password of the XML user ${user.loginId} on the State Public Procurement Portal, Assam has been reset by an administrator. To set a new password, choose "Forgot password" on the login page and enter the login ID: a one-time code will be sent to the registered e-mail address and mobile number.`;
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx
      .update(users)
      .set({
        passwordHash,
        mustChangePassword: true,
        version: sql`${users.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id));
    await endUserSessions(tx, id, 'admin');
    if (user.email)
      await enqueueMessage(tx, {
        channel: 'email',
        recipient: user.email,
        subject: 'XML user password reset',
        body: text,
        purpose: 'xml-password-reset',
      });
    if (user.mobile)
      await enqueueMessage(tx, {
        channel: 'sms',
        recipient: user.mobile,
        body: `The password of XML user ${user.loginId} was reset. Set a new one with "Forgot password" on the portal.`,
        purpose: 'xml-password-reset',
      });
    await appendAudit(tx, {
      action: 'user.xml-password-reset',
      actorUserId: actor.userId,
      entity: 'user',
      entityId: id,
      ip: actor.ip,
      requestId: actor.requestId,
    });
  });
  return { sentTo: [user.email, user.mobile].filter((v): v is string => !!v).map(maskAddress) };
}
