import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitCountSchema } from '../../../common/api/visits.ts';
import type { Db } from '../../db/client.ts';
import { publicAccess } from '../../platform/access.ts';
import { getVisitCount, recordVisit } from './service.ts';

export const visitRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
        summary: 'Count a new visit (once per browser session) and return the new total',
        response: { 200: visitCountSchema },
      },
    },
    async () => ({ count: await recordVisit({ db }) }),
  );
};
