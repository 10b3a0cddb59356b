import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bidderExportQuerySchema,
  bidderListQuerySchema,
  bidderListSchema,
  debarmentSearchQuerySchema,
  debarmentSearchResultSchema,
  type RegisterKind,
  registerChangeListSchema,
  registerChangeQuerySchema,
  registerExamples,
  registerJsonSchema,
  registerKinds,
  registerOrganisationListSchema,
  registerShareSchema,
  registerStatusQuerySchema,
  registerStatusSchema,
  registerUploadSchema,
  registerVersionSchema,
} from '../../../common/api/bidders.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess, publicAccess } from '../../platform/access.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { registerUnits } from './queries.ts';
import { publishShares, shareableUnits, shareVersion } from './share.ts';
import { type Actor, uploadRegister } from './upload.ts';
import {
  bidderExport,
  bidderList,
  type Clock,
  changeList,
  debarmentSearch,
  refuseDelete,
  registerStatus,
  versionView,
} from './views.ts';

/** Spec §2 Bidder registers, §7 biddersInformationUpload / debarredBiddersInformationUpload. */
const uploadPage: Record<RegisterKind, RouteId> = {
  registered: 'bidderupload',
  debarred: 'debarredbidderupload',
};
const listPage: Record<RegisterKind, RouteId> = { registered: 'bidderlist', debarred: 'debarredbidderlist' };
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Registered and debarred bidder registers (issue #28; docs/decisions/045, 046). Each kind has its
 * own paths, so each upload and list route is open to its own page's menu: a role given the
 * registered-bidder upload does not thereby upload debarments.
 */
export const bidderRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore; clock?: Clock }> = async (
  app,
  { db, store, clock = () => new Date() },
) => {
  const tags = ['bidder registers'];
  const actor = (request: FastifyRequest): Actor => ({
    userId: request.session!.userId,
    ip: request.ip,
    requestId: String(request.id),
  });

  for (const kind of registerKinds) {
    const base = `/bidder-registers/${kind}`;
    const uploaders = pagesAccess(uploadPage[kind], 'multipleOrg', 'publishMultipleOrg');
    const readers = pagesAccess(uploadPage[kind], listPage[kind], 'multipleOrg', 'publishMultipleOrg');

    app.get(
      `${base}/schema.json`,
      {
        config: { access: publicAccess },
        schema: {
          tags,
          summary: `The JSON Schema of a ${kind}-bidder upload file (linked from the upload page)`,
          response: { 200: z.record(z.string(), z.unknown()) },
        },
      },
      async (_request, reply) => {
        reply.type('application/schema+json');
        return registerJsonSchema(kind);
      },
    );

    app.get(
      `${base}/example.json`,
      {
        config: { access: publicAccess },
        schema: {
          tags,
          summary: `An example ${kind}-bidder upload file, valid against the schema`,
          response: { 200: z.record(z.string(), z.unknown()) },
        },
      },
      async (_request, reply) => {
        reply.header('content-disposition', `attachment; filename="${kind}-bidders-example.json"`);
        return { $schema: `/api/v1${base}/schema.json`, ...registerExamples[kind] };
      },
    );

    app.get(
      `${base}/status`,
      {
        config: { access: readers },
        schema: {
          tags,
          summary:
            'The register of one of the caller’s units: its latest version (what an upload replaces) and every earlier one',
          querystring: registerStatusQuerySchema,
          response: { 200: registerStatusSchema },
        },
      },
      async (request) => registerStatus(db, request.session!.userId, kind, request.query.orgUnitId),
    );

    app.post(
      `${base}/versions`,
      {
        config: { access: uploaders },
        schema: {
          tags,
          summary:
            'Upload the register (a JSON file uploaded for purpose bidder-register) as its next version: bad rows reported by line, good rows loaded, the corrigendum against the previous version published',
          body: registerUploadSchema,
          response: { 201: registerVersionSchema },
        },
      },
      async (request, reply) => {
        const id = await uploadRegister({ db, store, actor: actor(request), kind, body: request.body });
        return reply.code(201).send(await versionView(db, request.session!.userId, kind, id));
      },
    );

    app.get(
      `${base}/versions/:id`,
      {
        config: { access: readers },
        schema: {
          tags,
          summary: 'One uploaded version with its report of bad rows',
          params: idParams,
          response: { 200: registerVersionSchema },
        },
      },
      async (request) => versionView(db, request.session!.userId, kind, request.params.id),
    );

    app.delete(
      `${base}/versions/:id`,
      {
        config: { access: uploaders },
        schema: {
          tags,
          summary:
            'Always refused (spec §8: bidder uploads cannot be deleted once uploaded; the database refuses it too)',
          params: idParams,
        },
      },
      async (request) => refuseDelete(db, request.session!.userId, kind, request.params.id),
    );

    app.get(
      `${base}/bidders`,
      {
        config: { access: readers },
        schema: {
          tags,
          summary:
            'The registers of the caller’s units (latest versions): keyword, status, organisation, pages',
          querystring: bidderListQuerySchema,
          response: { 200: bidderListSchema },
        },
      },
      async (request) => bidderList(db, kind, request.query, { userId: request.session!.userId }),
    );

    app.get(
      `${base}/bidders/export`,
      {
        config: { access: readers },
        schema: {
          tags,
          summary: 'The caller’s list as CSV (formula-safe; at most 10,000 rows)',
          querystring: bidderExportQuerySchema,
        },
      },
      async (request, reply) => {
        reply.header('content-disposition', `attachment; filename="${kind}-bidders.csv"`);
        reply.type('text/csv; charset=utf-8');
        const { lang, ...query } = request.query;
        return bidderExport(db, kind, query, lang, { userId: request.session!.userId });
      },
    );

    app.post(
      `${base}/versions/:id/shares`,
      {
        config: { access: pagesAccess('multipleOrg') },
        schema: {
          tags,
          summary: 'multipleOrg: assign this upload to further units of the caller’s chain (decision 046)',
          params: idParams,
          body: registerShareSchema,
          response: { 200: registerVersionSchema },
        },
      },
      async (request) => {
        await shareVersion({ db, actor: actor(request), kind, id: request.params.id, body: request.body });
        return versionView(db, request.session!.userId, kind, request.params.id);
      },
    );

    app.post(
      `${base}/versions/:id/publish`,
      {
        config: { access: pagesAccess('publishMultipleOrg') },
        schema: {
          tags,
          summary: 'publishMultipleOrg: publish an upload for every unit it is assigned to (decision 046)',
          params: idParams,
          response: { 200: registerVersionSchema },
        },
      },
      async (request) => {
        await publishShares({ db, clock, actor: actor(request), kind, id: request.params.id });
        return versionView(db, request.session!.userId, kind, request.params.id);
      },
    );

    const pub = `/public/bidder-registers/${kind}`;
    app.get(
      `${pub}/bidders`,
      {
        config: { access: publicAccess },
        schema: {
          tags,
          summary: `The public ${kind}-bidder register (every unit’s latest version)`,
          querystring: bidderListQuerySchema,
          response: { 200: bidderListSchema },
        },
      },
      async (request) => bidderList(db, kind, request.query),
    );

    app.get(
      `${pub}/bidders/export`,
      {
        config: { access: publicAccess },
        schema: {
          tags,
          summary: 'The public register as CSV (formula-safe; at most 10,000 rows)',
          querystring: bidderExportQuerySchema,
        },
      },
      async (request, reply) => {
        reply.header('content-disposition', `attachment; filename="${kind}-bidders.csv"`);
        reply.type('text/csv; charset=utf-8');
        const { lang, ...query } = request.query;
        return bidderExport(db, kind, query, lang);
      },
    );

    app.get(
      `${pub}/organisations`,
      {
        config: { access: publicAccess },
        schema: {
          tags,
          summary: 'The units that publish this register (the lists’ filter)',
          response: { 200: registerOrganisationListSchema },
        },
      },
      async () => registerUnits(db, kind),
    );

    app.get(
      `${pub}/corrigenda`,
      {
        config: { access: publicAccess },
        schema: {
          tags,
          summary:
            'The register’s corrigenda: rows added, removed and changed (old → new) by each new version',
          querystring: registerChangeQuerySchema,
          response: { 200: registerChangeListSchema },
        },
      },
      async (request) => changeList(db, kind, request.query),
    );
  }

  app.get(
    '/bidder-registers/units',
    {
      config: { access: pagesAccess('multipleOrg', 'publishMultipleOrg') },
      schema: {
        tags,
        summary: 'multipleOrg: the units of the caller’s subtree an upload may be assigned to',
        response: { 200: registerOrganisationListSchema },
      },
    },
    async (request) => shareableUnits(db, request.session!.userId),
  );

  app.get(
    '/public/debarment-search',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary:
          'Is this firm debarred? By name (case, punctuation and M/s do not matter) or registration number: by whom, from, to, why, and whether today',
        querystring: debarmentSearchQuerySchema,
        response: { 200: debarmentSearchResultSchema },
      },
    },
    async (request) => debarmentSearch(db, clock, request.query.q),
  );
};
