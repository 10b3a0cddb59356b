import { desc, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailboxQuerySchema, mailboxSchema } from '../../../common/api/dev-mailbox.ts';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { pagesAccess } from '../../platform/access.ts';

/**
 * The development mailbox (issue: identity, item 8): lets an administrator read the mail and
 * SMS the portal sent — one-time codes included — on a machine with no real mail server. It
 * exists only outside production: app.ts does not register it there, so the path is a 404.
 * Access is the role master's (portal admin only, spec §6).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dev/mailbox',
    {
      config: { access: pagesAccess('rolemaster') },
      schema: {
        tags: ['development'],
        summary: 'The latest 100 outbox messages (not available in production)',
        querystring: mailboxQuerySchema,
        response: { 200: mailboxSchema },
      },
    },
    async (request) => {
      const recipient = request.query.recipient;
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
    },
  );
};
