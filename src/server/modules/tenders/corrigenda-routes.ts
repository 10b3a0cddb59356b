import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  corrigendumDetailSchema,
  corrigendumPageSchema,
  corrigendumSearchSchema,
} from '../../../common/api/corrigenda.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { publicAccess } from '../../platform/access.ts';
import { corrigendumDetail, findCorrigenda } from './corrigenda.ts';

/** Public corrigenda (spec §2), rate limited like the tenders (docs/decisions/013). */
export const corrigendaRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const limited = {
    access: publicAccess,
    rateLimit: { max: config.publicRateLimitPerMinute, timeWindow: 60_000 },
  };

  app.get(
    '/public/corrigenda',
    {
      config: limited,
      schema: {
        tags: ['tenders'],
        summary: 'Corrigenda, newest first: of open tenders (scope=active) or all; by source portal',
        querystring: corrigendumSearchSchema,
        response: { 200: corrigendumPageSchema },
      },
    },
    async (request) => findCorrigenda(db, request.query),
  );

  app.get(
    '/public/corrigenda/:uid',
    {
      config: limited,
      schema: {
        tags: ['tenders'],
        summary: 'One corrigendum with its tender, by its permalink id',
        params: z.object({ uid: z.string().min(3).max(220) }),
        response: { 200: corrigendumDetailSchema },
      },
    },
    async (request) => corrigendumDetail(db, request.params.uid),
  );
};
