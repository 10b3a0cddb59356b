import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currencySchema,
  masterCreateSchema,
  masterEntrySchema,
  masterIdParamsSchema,
  masterSearchSchema,
  masterUpdateSchema,
  productCategoryQuerySchema,
  productCategorySchema,
  referenceEntrySchema,
} from '../../../common/api/masters.ts';
import {
  managedMasterKinds,
  managedMasters,
  masterKindSlug,
  masterKinds,
} from '../../../common/masters/kinds.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess, publicAccess } from '../../platform/access.ts';
import { activeCurrencies, activeEntries } from './queries.ts';
import {
  createMasterEntry,
  getMasterEntry,
  productCategoryChildren,
  searchMasterEntries,
  updateMasterEntry,
} from './service.ts';

/**
 * Masters (spec §2 Master data, §7 sppMaster). The three maintained through screens get list,
 * read, create and update routes, each allowed to the roles holding the master's pages (portal
 * admin's "Master Management" menu, spec §6); there is no delete (entries are made inactive).
 * Every master's active entries, currencies and product categories are public reference data
 * for the tender form and the public search filters.
 */
export const masterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const actor = (request: { session: { userId: number } | null; ip: string; id: unknown }) => ({
    userId: request.session!.userId,
    ip: request.ip,
    requestId: String(request.id),
  });

  for (const kind of managedMasterKinds) {
    const pages = managedMasters[kind];
    const base = `/masters/${masterKindSlug[kind]}`;
    // The update screens are staticMenu (spec §2); the right to change comes with the list page.
    const maintain = pagesAccess(pages.list, pages.entry);
    const tags = ['masters'];

    app.get(
      base,
      {
        config: { access: maintain },
        schema: {
          tags,
          summary: `${kind}: entries, by keyword (at least 3 characters) and status`,
          querystring: masterSearchSchema,
          response: { 200: z.array(masterEntrySchema) },
        },
      },
      async (request) => searchMasterEntries(db, kind, request.query),
    );

    app.get(
      `${base}/:id`,
      {
        config: { access: maintain },
        schema: {
          tags,
          summary: `${kind}: one entry`,
          params: masterIdParamsSchema,
          response: { 200: masterEntrySchema },
        },
      },
      async (request) => getMasterEntry(db, kind, request.params.id),
    );

    app.post(
      base,
      {
        config: { access: pagesAccess(pages.entry) },
        schema: {
          tags,
          summary: `${kind}: create an entry`,
          body: masterCreateSchema,
          response: { 201: masterEntrySchema },
        },
      },
      async (request, reply) => {
        const entry = await createMasterEntry({ db, kind, input: request.body, actor: actor(request) });
        return reply.code(201).send(entry);
      },
    );

    app.put(
      `${base}/:id`,
      {
        config: { access: maintain },
        schema: {
          tags,
          summary: `${kind}: update names and status, with remarks; 409 if it changed meanwhile`,
          params: masterIdParamsSchema,
          body: masterUpdateSchema,
          response: { 200: masterEntrySchema },
        },
      },
      async (request) =>
        updateMasterEntry({ db, kind, id: request.params.id, change: request.body, actor: actor(request) }),
    );
  }

  for (const kind of masterKinds) {
    app.get(
      `/reference/${masterKindSlug[kind]}`,
      {
        config: { access: publicAccess },
        schema: {
          tags: ['reference'],
          summary: `Active entries of ${kind}`,
          response: { 200: z.array(referenceEntrySchema) },
        },
      },
      async () => activeEntries(db, kind),
    );
  }

  app.get(
    '/reference/currencies',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['reference'],
        summary: 'Active ISO 4217 currencies',
        response: { 200: z.array(currencySchema) },
      },
    },
    async () => activeCurrencies(db),
  );

  app.get(
    '/reference/product-categories',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['reference'],
        summary: 'Product categories: the segments of a scheme, or the children of a code',
        querystring: productCategoryQuerySchema,
        response: { 200: z.array(productCategorySchema) },
      },
    },
    async (request) => productCategoryChildren(db, request.query.scheme, request.query.parent),
  );
};
