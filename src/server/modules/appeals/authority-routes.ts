import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authorityCreateSchema,
  authorityHistorySchema,
  authorityListQuerySchema,
  authorityListSchema,
  authoritySchema,
  authorityUpdateSchema,
} from '../../../common/api/appellate-authorities.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess } from '../../platform/access.ts';
import {
  authorityHistory,
  createAuthority,
  getAuthority,
  searchAuthorities,
  updateAuthority,
} from './authorities.ts';
import { assignableUnits } from './authority-queries.ts';
import type { Actor } from './rules.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Appellate authority masters (issue #25 item 1; spec §2 appellateauthorityinfo,
 * appellateinfomodify, appellateinfoupdate/{id}; §7 appellateAuthority "authority save and
 * lists"). The portal admin's "Appellate Authorities" menu grants them (spec §6); the update
 * page comes with the list's right.
 */
export const authorityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['appellate authorities'];
  const maintain = pagesAccess('appellateauthorityinfo', 'appellateinfomodify', 'appellateinfoupdate');
  const actor = (request: FastifyRequest): Actor => ({
    userId: request.session!.userId,
    ip: request.ip,
    requestId: String(request.id),
  });

  app.get(
    '/appeals/authorities',
    {
      config: { access: maintain },
      schema: {
        tags,
        summary: 'Appellate authorities by keyword (at least 3 characters), level and status',
        querystring: authorityListQuerySchema,
        response: { 200: authorityListSchema },
      },
    },
    async (request) => searchAuthorities(db, request.query),
  );

  app.get(
    '/appeals/authorities/units',
    {
      config: { access: maintain },
      schema: {
        tags,
        summary: 'The organisation units an authority can hear appeals for, with their chains',
        response: { 200: z.object({ items: z.array(z.object({ id: z.number().int(), path: z.string() })) }) },
      },
    },
    async () => ({ items: await assignableUnits(db) }),
  );

  app.post(
    '/appeals/authorities',
    {
      config: { access: pagesAccess('appellateauthorityinfo') },
      schema: {
        tags,
        summary: 'A new appellate authority (level I or II) with the chains it hears',
        body: authorityCreateSchema,
        response: { 201: authoritySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createAuthority(db, request.body, actor(request))),
  );

  app.get(
    '/appeals/authorities/:id',
    {
      config: { access: maintain },
      schema: {
        tags,
        summary: 'One appellate authority',
        params: idParams,
        response: { 200: authoritySchema },
      },
    },
    async (request) => getAuthority(db, request.params.id),
  );

  app.get(
    '/appeals/authorities/:id/history',
    {
      config: { access: maintain },
      schema: {
        tags,
        summary: 'The audit history of an appellate authority, with each change’s remarks',
        params: idParams,
        response: { 200: authorityHistorySchema },
      },
    },
    async (request) => authorityHistory(db, request.params.id),
  );

  app.put(
    '/appeals/authorities/:id',
    {
      config: { access: pagesAccess('appellateinfomodify', 'appellateinfoupdate') },
      schema: {
        tags,
        summary: 'Change an appellate authority (remarks required; made inactive, never deleted)',
        params: idParams,
        body: authorityUpdateSchema,
        response: { 200: authoritySchema },
      },
    },
    async (request) => updateAuthority(db, request.params.id, request.body, actor(request)),
  );
};
