import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productCategoryCountsSchema,
  tenderCalendarQuerySchema,
  tenderCalendarSchema,
  tenderCountsSchema,
  tenderDetailSchema,
  tenderExportFormats,
  tenderPageSchema,
  tenderSearchSchema,
  tenderUidParamsSchema,
} from '../../../common/api/tenders.ts';
import { exportLangQuerySchema } from '../../../common/i18n/export-lang.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { publicAccess } from '../../platform/access.ts';
import { exportRows, toCsv, toXlsx } from './export.ts';
import { cached, calendar, counts, findTenders, productCategories, tenderDetail } from './service.ts';

/**
 * The public read API of tender discovery (issue: public tender discovery, item 5): no key, no
 * captcha, rate limited per address (docs/decisions/013). In the OpenAPI document under "tenders".
 */
export const tenderRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  // Home statistics: read every tender, so recomputed at most every PUBLIC_COUNTS_CACHE_SECONDS.
  const cachedCounts = cached(config.publicCountsCacheMs, () => counts(db));
  const cachedCategories = cached(config.publicCountsCacheMs, () => productCategories(db));
  const limited = (perMinute = config.publicRateLimitPerMinute) => ({
    access: publicAccess,
    rateLimit: { max: perMinute, timeWindow: 60_000 },
  });

  app.get(
    '/public/tenders',
    {
      config: limited(),
      schema: {
        tags: ['tenders'],
        summary: 'Search tenders from every source portal (filters, sort, keyset paging)',
        querystring: tenderSearchSchema,
        response: { 200: tenderPageSchema },
      },
    },
    async (request) => findTenders(db, request.query),
  );

  app.get(
    '/public/tenders/counts',
    {
      config: limited(),
      schema: {
        tags: ['tenders'],
        summary: 'Counts: active, upcoming, opening today, awarded, closing today/tomorrow/7/15/30 days',
        response: { 200: tenderCountsSchema },
      },
    },
    async () => cachedCounts(),
  );

  app.get(
    '/public/tenders/product-categories',
    {
      config: limited(),
      schema: {
        tags: ['tenders'],
        summary: 'Active tenders per product category',
        response: { 200: productCategoryCountsSchema },
      },
    },
    async () => cachedCategories(),
  );

  app.get(
    '/public/tenders/calendar',
    {
      config: limited(),
      schema: {
        tags: ['tenders'],
        summary: 'Tenders closing on each day of a month (IST)',
        querystring: tenderCalendarQuerySchema,
        response: { 200: tenderCalendarSchema },
      },
    },
    async (request) => calendar(db, request.query.month),
  );

  app.get(
    '/public/tenders/export',
    {
      // Each download reads up to 10,000 rows: a tenth of the search allowance.
      config: limited(Math.max(1, Math.floor(config.publicRateLimitPerMinute / 10))),
      schema: {
        tags: ['tenders'],
        summary: 'The search results as CSV or XLSX (formula-safe cells; at most 10,000 rows)',
        querystring: tenderSearchSchema
          .omit({ cursor: true, limit: true })
          .extend({ format: z.enum(tenderExportFormats).default('csv') })
          .extend(exportLangQuerySchema.shape),
      },
    },
    async (request, reply) => {
      const { format, lang, ...search } = request.query;
      const { rows, truncated } = await exportRows(db, { ...search, limit: 100 });
      const stamp = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="tenders-${stamp}.${format}"`);
      reply.header('x-rows', String(rows.length));
      if (truncated) reply.header('x-truncated', 'true');
      if (format === 'xlsx') {
        reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return Buffer.from(toXlsx(rows, lang));
      }
      reply.type('text/csv; charset=utf-8');
      return toCsv(rows, lang);
    },
  );

  app.get(
    '/public/tenders/:uid',
    {
      config: limited(),
      schema: {
        tags: ['tenders'],
        summary: 'One tender in full, by its permalink id',
        params: tenderUidParamsSchema,
        response: { 200: tenderDetailSchema },
      },
    },
    async (request) => tenderDetail(db, request.params.uid, config.tenderSourceUrls),
  );
};
