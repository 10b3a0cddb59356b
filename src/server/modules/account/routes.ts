import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordSchema } from '../../../common/api/auth.ts';
import type { Db } from '../../db/client.ts';
import { sessionAccess } from '../../platform/access.ts';
import { changePassword } from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/account/password',
    {
      config: { access: sessionAccess },
      schema: {
        tags: ['identity'],
        summary: 'Change the password of the logged-in user (spec §5 Password)',
        body: changePasswordSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await changePassword({
        db,
        session: request.session!,
        request: request.body,
        ip: request.ip,
        requestId: String(request.id),
      });
      return { ok: true as const };
    },
  );
};
