import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkListSchema,
  bulkNameParamsSchema,
  feedSearchSchema,
  icsParamsSchema,
  ocdsDocumentSchema,
  ocdsSearchSchema,
  ocidParamsSchema,
} from '../../../common/api/opendata.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { publicAccess } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { bulkDir, listBulkFiles } from './bulk.ts';
import { searchCalendar, searchFeed, tenderCalendar } from './calendar.ts';
import {
  recordOfProcess,
  recordsOfSearch,
  releasesOfProcess,
  releasesOfSearch,
  searchQuery,
} from './service.ts';

/**
 * Open data of the public tenders (issue #32 items 3 and 5; docs/decisions/049, 050): OCDS
 * releases and records, Atom feeds and iCalendar files. Public and rate limited like the tender
 * API (decision 013); an OCDS page reads up to 50 tenders in full, so it counts as five calls.
 */
export const openDataRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const ctx = { origin: config.publicBaseUrl };
  const limited = (share = 1) => ({
    access: publicAccess,
    rateLimit: { max: Math.max(1, Math.floor(config.publicRateLimitPerMinute / share)), timeWindow: 60_000 },
  });
  const ocdsJson = 'application/json; charset=utf-8';

  app.get(
    '/ocds/releases/:ocid',
    {
      config: limited(),
      schema: {
        tags: ['open data'],
        summary:
          'OCDS 1.1.5 release package of one contracting process (OCDS অনুসৰি এটা ক্ৰয় প্ৰক্ৰিয়াৰ সকলো release)',
        description:
          "Every release of the tender with this ocid, oldest first: the tender at publication, one tenderAmendment (or tenderCancellation) per corrigendum, and the award with its contract. The ocid is `ocds-asspp1-` and the tender's permalink id.\n\nএই ocid-ৰ টেণ্ডাৰৰ সকলো release, পুৰণিখন আগত: প্ৰকাশৰ সময়ৰ টেণ্ডাৰ, প্ৰতিখন শুধৰণিৰ বাবে এটা tenderAmendment (বা tenderCancellation), আৰু চুক্তিৰে সৈতে বঁটন।",
        params: ocidParamsSchema,
        response: { 200: ocdsDocumentSchema },
      },
    },
    async (request, reply) => {
      reply.type(ocdsJson);
      return releasesOfProcess(db, ctx, request.params.ocid);
    },
  );

  app.get(
    '/ocds/records/:ocid',
    {
      config: limited(),
      schema: {
        tags: ['open data'],
        summary: 'OCDS 1.1.5 record package of one contracting process (এটা ক্ৰয় প্ৰক্ৰিয়াৰ OCDS record)',
        description:
          'The record of the tender with this ocid: its releases and the compiled release (OCDS merging).\n\nএই ocid-ৰ টেণ্ডাৰৰ record: ইয়াৰ release-সমূহ আৰু একত্ৰিত (compiled) release।',
        params: ocidParamsSchema,
        response: { 200: ocdsDocumentSchema },
      },
    },
    async (request, reply) => {
      reply.type(ocdsJson);
      return recordOfProcess(db, ctx, request.params.ocid);
    },
  );

  app.get(
    '/ocds/releases',
    {
      config: limited(5),
      schema: {
        tags: ['open data'],
        summary: 'OCDS release package of a search (এটা সন্ধানৰ OCDS release package)',
        description:
          'The releases of one page of tenders matching the public search filters (the same parameters as GET /public/tenders, at most 50 tenders a page); `links.next` is the next page.\n\nৰাজহুৱা সন্ধানৰ একে ফিল্টাৰৰ সৈতে মিলা টেণ্ডাৰৰ এখন পৃষ্ঠাৰ release (এখন পৃষ্ঠাত অতি বেছি 50টা টেণ্ডাৰ); পিছৰ পৃষ্ঠা `links.next`।',
        querystring: ocdsSearchSchema,
        response: { 200: ocdsDocumentSchema },
      },
    },
    async (request, reply) => {
      reply.type(ocdsJson);
      return releasesOfSearch(db, ctx, request.query);
    },
  );

  app.get(
    '/ocds/records',
    {
      config: limited(5),
      schema: {
        tags: ['open data'],
        summary: 'OCDS record package of a search (এটা সন্ধানৰ OCDS record package)',
        description:
          'One record per tender of one page of the search (the public search filters; at most 50 tenders a page).\n\nসন্ধানৰ এখন পৃষ্ঠাৰ প্ৰতিটো টেণ্ডাৰৰ এটা record।',
        querystring: ocdsSearchSchema,
        response: { 200: ocdsDocumentSchema },
      },
    },
    async (request, reply) => {
      reply.type(ocdsJson);
      return recordsOfSearch(db, ctx, request.query);
    },
  );

  app.get(
    '/feeds/tenders.atom',
    {
      config: limited(),
      schema: {
        tags: ['open data'],
        summary: 'Atom feed of a search: its newest tenders first (সন্ধানৰ Atom ফিড: নতুন টেণ্ডাৰ আগত)',
        description:
          "Any public search URL's parameters (as GET /public/tenders) give the feed of its new tenders, newest first (at most 200).\n\nযিকোনো ৰাজহুৱা সন্ধানৰ পেৰামিটাৰে তাৰ নতুন টেণ্ডাৰৰ ফিড দিয়ে, নতুনখন আগত।",
        querystring: feedSearchSchema,
        produces: ['application/atom+xml'],
      },
    },
    async (request, reply) => {
      // The feed's own address is the one asked for; the listing's is the same search's page.
      const raw = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const { limit: _limit, ...filters } = request.query;
      const xml = await searchFeed(db, ctx.origin, request.query, {
        self: `${ctx.origin}/api/v1/feeds/tenders.atom${raw}`,
        listing: `${ctx.origin}/en/latestactivetenders${searchQuery(filters)}`,
      });
      reply.type('application/atom+xml; charset=utf-8').header('cache-control', 'public, max-age=300');
      return xml;
    },
  );

  app.get(
    '/calendar/tenders.ics',
    {
      config: limited(),
      schema: {
        tags: ['open data'],
        summary: "iCalendar file of a search: its tenders' deadlines in IST (সন্ধানৰ টেণ্ডাৰৰ শেষ তাৰিখৰ কেলেণ্ডাৰ)",
        description:
          'Bid submission end and bid opening of the matching tenders (the public search filters; at most 200), times in IST.\n\nমিলা টেণ্ডাৰৰ বিড জমাৰ শেষ সময় আৰু বিড খোলাৰ সময়, ভাৰতীয় মান সময়ত।',
        querystring: feedSearchSchema,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const ics = await searchCalendar(db, ctx.origin, request.query);
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="tenders.ics"')
        .header('cache-control', 'public, max-age=300');
      return ics;
    },
  );

  app.get(
    '/calendar/tenders/:file',
    {
      config: limited(),
      schema: {
        tags: ['open data'],
        summary: 'iCalendar file of one tender: `{uid}.ics` (এটা টেণ্ডাৰৰ কেলেণ্ডাৰ ফাইল)',
        description:
          'Bid submission end (with a reminder the day before), bid opening and the pre-bid meeting, in IST.\n\nবিড জমাৰ শেষ সময় (এদিন আগতে সোঁৱৰণীৰে), বিড খোলা আৰু প্ৰাক-বিড সভা, ভাৰতীয় মান সময়ত।',
        params: icsParamsSchema,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const uid = request.params.file.slice(0, -'.ics'.length);
      const ics = await tenderCalendar(db, ctx.origin, uid);
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${uid.replace(/[^\w.-]/g, '_')}.ics"`)
        .header('cache-control', 'public, max-age=300');
      return ics;
    },
  );

  app.get(
    '/opendata/bulk',
    {
      config: limited(),
      schema: {
        tags: ['open data'],
        summary:
          'The daily bulk files: OCDS JSON Lines and CSV, gzip, with size and SHA-256 (দৈনিক সম্পূৰ্ণ তথ্য ফাইল)',
        description:
          'Every public tender with its corrigenda and award, made once a day: one OCDS record a line (`.ocds.jsonl.gz`) and a CSV (`.csv.gz`); the last seven days.\n\nপ্ৰতিদিনে এবাৰ সকলো ৰাজহুৱা টেণ্ডাৰ: প্ৰতি শাৰীত এটা OCDS record আৰু এটা CSV; যোৱা সাত দিনৰ।',
        response: { 200: bulkListSchema },
      },
    },
    async () => ({
      items: (await listBulkFiles(config.dataDir)).map((f) => ({
        ...f,
        url: `${ctx.origin}/api/v1/opendata/bulk/${f.name}`,
      })),
    }),
  );

  app.get(
    '/opendata/bulk/:name',
    {
      config: limited(10),
      schema: {
        tags: ['open data'],
        summary: 'Download one bulk file (gzip) (এটা ফাইল ডাউনলোড)',
        params: bulkNameParamsSchema,
        produces: ['application/gzip'],
      },
    },
    async (request, reply) => {
      const file = (await listBulkFiles(config.dataDir)).find((f) => f.name === request.params.name);
      if (!file) throw new AppError('NOT_FOUND', 'No bulk file has this name.');
      reply
        .type('application/gzip')
        .header('content-length', String(file.sizeBytes))
        .header('x-content-sha256', file.sha256)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'public, max-age=86400');
      return reply.send(createReadStream(path.join(bulkDir(config.dataDir), file.name)));
    },
  );
};
