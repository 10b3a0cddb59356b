import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DemoDataState, healthSchema } from '../../../common/api/health.ts';
import type { Database } from '../../db/client.ts';
import { publicAccess } from '../../platform/access.ts';
import { rolesOfUser } from '../../platform/identity.ts';
import { checkHealth } from './service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  appVersion: string;
  /** Demo mode: the demo data's loading state (main.ts). */
  demoData?: () => DemoDataState;
}> = async (app, opts) => {
  app.get(
    '/health',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['platform'],
        summary: 'Server status (spec §7 getServerStatus): "up" when the server and its database answer',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const health = await checkHealth({ database: opts.database, appVersion: opts.appVersion });
      if (health.status !== 'up') reply.code(503).header('retry-after', '5');
      // The database's version banner helps an attacker pick an exploit: only a portal admin
      // sees it; everyone else gets up/down and the engine (issue #15 item 8).
      const admin =
        request.session !== null &&
        health.status === 'up' &&
        (await rolesOfUser(opts.database.db, request.session.userId)).some((r) => r.code === 'portal_admin');
      if (!admin) delete health.database.version;
      return opts.demoData ? { ...health, demoData: opts.demoData() } : health;
    },
  );
};
