import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitCountSchema } from '../../../common/api/visits.ts';
import type { Db } from '../../db/client.ts';
import { publicAccess } from '../../platform/access.ts';
import { getVisitCount, recordVisitOnce } from './service.ts';

export const visitRoutes: FastifyPluginAsyncZod<{ db: Db; secure: boolean }> = async (
  app,
  { db, secure },
) => {
  app.get(
    '/public/visits',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['public'],
        summary: 'Visit count shown in the footer',
        response: { 200: visitCountSchema },
      },
    },
    async () => ({ count: await getVisitCount({ db }) }),
  );
  app.post(
    '/public/visits',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['public'],
        summary: "Count this browser's visit (once per browser session, by cookie) and return the total",
        response: { 200: visitCountSchema },
      },
    },
    async (request, reply) => ({
      count: (await recordVisitOnce({ db, secure }, request, reply)) ?? (await getVisitCount({ db })),
    }),
  );
};
