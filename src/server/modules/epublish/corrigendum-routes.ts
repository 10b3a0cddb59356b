import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  epublishActionParamsSchema,
  epublishActionSchema,
  epublishIdParamsSchema,
} from '../../../common/api/epublish.ts';
import {
  epublishCorrigendumCreateSchema,
  epublishCorrigendumListQuerySchema,
  epublishCorrigendumListSchema,
  epublishCorrigendumPreviewSchema,
  epublishCorrigendumSchema,
  epublishCorrigendumUpdateSchema,
} from '../../../common/api/epublish-corrigenda.ts';
import { fileIdParamsSchema } from '../../../common/files.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess, publicAccess } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { fileForDownload, sendFile } from '../files/download.ts';
import { actOnCorrigendum } from './act-on-corrigendum.ts';
import { publicCorrigendumDocument } from './corrigendum-queries.ts';
import { corrigendumList, corrigendumPreview, corrigendumView } from './corrigendum-views.ts';
import { createCorrigendum, updateCorrigendum, visibleCorrigendum } from './save-corrigendum.ts';
import { actorScope } from './scope.ts';

/**
 * Corrigenda of ePublish tenders (issue #11 item 3; spec §2 directpurchasecorrigendum…,
 * corrigendumlists; §3 Corrigendum; §4). The same flow and rules as the tender's.
 */
const creatorPages = pagesAccess(
  'directpurchasecorrigendum',
  'directpurchasecorrigendumlist',
  'corrigendumlists',
);
const anyPages = pagesAccess(
  'directpurchasecorrigendum',
  'directpurchasecorrigendumlist',
  'corrigendumlists',
  'directpurchasecorrigendumstatusappruval',
  'directpurchasecorrigendumpublishedlist',
);

export const epublishCorrigendumRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (
  app,
  { db, store },
) => {
  const tags = ['epublish corrigenda'];
  const actor = (request: { session: { userId: number } | null; ip: string; id: unknown }) => ({
    userId: request.session!.userId,
    ip: request.ip,
    requestId: String(request.id),
  });
  const scopeOf = (request: { session: { userId: number } | null }) =>
    actorScope(db, request.session!.userId);
  const base = '/epublish/corrigenda';

  app.get(
    base,
    {
      config: { access: anyPages },
      schema: {
        tags,
        summary: 'Corrigenda of ePublish tenders: mine, queue (waiting for a publisher) or published',
        querystring: epublishCorrigendumListQuerySchema,
        response: { 200: epublishCorrigendumListSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      if (request.query.view !== 'mine' && !scope.isPublisher) throw new AppError('FORBIDDEN');
      return corrigendumList(db, scope, request.query);
    },
  );

  app.post(
    base,
    {
      config: { access: creatorPages },
      schema: {
        tags,
        summary: 'Save a new corrigendum of a published ePublish tender as a draft',
        body: epublishCorrigendumCreateSchema,
        response: { 201: epublishCorrigendumSchema },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const id = await createCorrigendum({
        db,
        scope,
        actor: actor(request),
        tenderId: request.body.tenderId,
        values: request.body.values,
      });
      return reply.code(201).send(await corrigendumView(db, scope, id));
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: anyPages },
      schema: {
        tags,
        summary: 'One corrigendum with what this user may do, its history and its changes old → new',
        params: epublishIdParamsSchema,
        response: { 200: epublishCorrigendumSchema },
      },
    },
    async (request) => corrigendumView(db, await scopeOf(request), request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      config: { access: creatorPages },
      schema: {
        tags,
        summary: 'Save the corrigendum draft again',
        params: epublishIdParamsSchema,
        body: epublishCorrigendumUpdateSchema,
        response: { 200: epublishCorrigendumSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      await updateCorrigendum({
        db,
        scope,
        actor: actor(request),
        id: request.params.id,
        version: request.body.version,
        values: request.body.values,
      });
      return corrigendumView(db, scope, request.params.id);
    },
  );

  app.post(
    `${base}/:id/actions/:action`,
    {
      config: { access: anyPages },
      schema: {
        tags,
        summary:
          'A workflow step: send, return (Modification Required), approve (Found in Order), publish, discard',
        params: epublishActionParamsSchema,
        body: epublishActionSchema,
        response: { 200: epublishCorrigendumSchema, 204: z.null().describe('Discarded') },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      await actOnCorrigendum({
        db,
        scope,
        actor: actor(request),
        id: request.params.id,
        action: request.params.action,
        version: request.body.version,
        remarks: request.body.remarks,
      });
      if (request.params.action === 'discard') return reply.code(204).send(null);
      return corrigendumView(db, scope, request.params.id);
    },
  );

  app.get(
    `${base}/:id/preview`,
    {
      config: { access: anyPages },
      schema: {
        tags,
        summary: 'The public tender after the corrigendum, and the corrigendum as it will be listed',
        params: epublishIdParamsSchema,
        response: { 200: epublishCorrigendumPreviewSchema },
      },
    },
    async (request) => corrigendumPreview(db, await scopeOf(request), request.params.id),
  );

  app.get(
    `${base}/:id/documents/:fileId`,
    {
      config: { access: anyPages },
      schema: {
        tags,
        summary: 'Download the corrigendum’s document (its creator and the publishers of its chain)',
        params: epublishIdParamsSchema.extend({ fileId: fileIdParamsSchema.shape.id }),
      },
    },
    async (request, reply) => {
      const row = await visibleCorrigendum(db, await scopeOf(request), request.params.id);
      const document = (row.values as { document?: { fileId: number } | null }).document;
      if (document?.fileId !== request.params.fileId) throw new AppError('NOT_FOUND');
      const { row: file, bytes } = await fileForDownload({
        db,
        store,
        id: request.params.fileId,
        userId: null,
      });
      return sendFile(reply, file, bytes);
    },
  );

  app.get(
    '/public/corrigenda/:uid/document',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['tenders'],
        summary: 'Download a published corrigendum’s document, with its SHA-256',
        params: z.object({ uid: z.string().min(3).max(200) }),
      },
    },
    async (request, reply) => {
      const fileId = await publicCorrigendumDocument(db, request.params.uid);
      if (fileId === null) throw new AppError('NOT_FOUND');
      const { row, bytes } = await fileForDownload({ db, store, id: fileId, userId: null });
      return sendFile(reply, row, bytes, 'public, max-age=300');
    },
  );
};
