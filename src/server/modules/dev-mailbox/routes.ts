import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailboxQuerySchema, mailboxSchema } from '../../../common/api/dev-mailbox.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess } from '../../platform/access.ts';
import { latestMessages } from './service.ts';

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
    async (request) => latestMessages(db, request.query.recipient),
  );
};
