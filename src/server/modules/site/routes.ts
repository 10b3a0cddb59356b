import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteFactsSchema } from '../../../common/api/site.ts';
import type { Config } from '../../config.ts';
import { publicAccess } from '../../platform/access.ts';
import { siteFacts, siteFactsMaxAgeSeconds } from './service.ts';

/** Issue #14 item 8: the operator's statements the public pages show (README FOOTER_CERTIFICATION). */
export const siteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/public/site',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['public'],
        summary: "The portal's configured statements (footer certification), null when not configured",
        response: { 200: siteFactsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', `public, max-age=${siteFactsMaxAgeSeconds}`);
      return siteFacts(config);
    },
  );
};
