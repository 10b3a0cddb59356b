import { desc, ilike } from 'drizzle-orm';
import type { MailboxMessage } from '../../../common/api/dev-mailbox.ts';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

/**
 * The latest 100 messages of the outbox, newest first, optionally for one recipient (any
 * case; the recipient is matched whole, `%` and `_` taken literally). Read only: the outbox is
 * written by platform/outbox.ts alone (decision 036).
 */
export async function latestMessages(db: Db, recipient?: string): Promise<{ items: MailboxMessage[] }> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(recipient ? ilike(outboxMessages.recipient, recipient.replace(/[\\%_]/g, '\\$&')) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(100);
  return {
    items: rows.map((r) => ({
      id: r.id,
      channel: r.channel as 'email' | 'sms',
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
  };
}
