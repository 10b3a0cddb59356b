import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  epublishActionParamsSchema,
  epublishActionSchema,
  epublishCreateSchema,
  epublishIdParamsSchema,
  epublishListQuerySchema,
  epublishListSchema,
  epublishPreviewSchema,
  epublishTenderSchema,
  epublishUpdateSchema,
} from '../../../common/api/epublish.ts';
import { fileIdParamsSchema } from '../../../common/files.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess, publicAccess } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { fileForDownload, sendFile } from '../files/download.ts';
import { actOnTender } from './act-on-tender.ts';
import { draftDocument, publicDocument } from './documents.ts';
import { createTender, updateTender } from './save-tender.ts';
import { actorScope } from './scope.ts';
import { tenderList, tenderPreview, tenderView } from './views.ts';

/**
 * ePublish tenders (issue #11; spec §2 "Logged-in pages: tenders", §4, §7 directPurchase*).
 * Menu access (spec §6) lets creators and publishers in; the workflow module decides each step
 * by role, state, version and four eyes; object scope keeps each tender inside its chain.
 */
const creatorPages = pagesAccess('directpurchase', 'createTender', 'directpurchaselist', 'tenderlist');
const anyPages = pagesAccess(
  'directpurchase',
  'createTender',
  'directpurchaselist',
  'tenderlist',
  'directpurchasestatusappruval',
  'directpurchasepublishedlist',
);

export const epublishRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (
  app,
  { db, store },
) => {
  const tags = ['epublish'];
  const actor = (request: { session: { userId: number } | null; ip: string; id: unknown }) => ({
    userId: request.session!.userId,
    ip: request.ip,
    requestId: String(request.id),
  });
  const scopeOf = (request: { session: { userId: number } | null }) =>
    actorScope(db, request.session!.userId);

  app.get(
    '/epublish/tenders',
    {
      config: { access: anyPages },
      schema: {
        tags,
        summary: 'ePublish tenders: mine (the creator’s), queue (waiting for a publisher) or published',
        querystring: epublishListQuerySchema,
        response: { 200: epublishListSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      if (request.query.view !== 'mine' && !scope.isPublisher) throw new AppError('FORBIDDEN');
      return tenderList(db, scope, request.query);
    },
  );

  app.post(
    '/epublish/tenders',
    {
      config: { access: creatorPages },
      schema: {
        tags,
        summary: 'Save a new ePublish tender as a draft',
        body: epublishCreateSchema,
        response: { 201: epublishTenderSchema },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const id = await createTender({ db, scope, actor: actor(request), values: request.body.values });
      return reply.code(201).send(await tenderView(db, scope, id));
    },
  );

  app.get(
    '/epublish/tenders/:id',
    {
      config: { access: anyPages },
      schema: {
        tags,
        summary: 'One ePublish tender with what this user may do and its history',
        params: epublishIdParamsSchema,
        response: { 200: epublishTenderSchema },
      },
    },
    async (request) => tenderView(db, await scopeOf(request), request.params.id),
  );

  app.put(
    '/epublish/tenders/:id',
    {
      config: { access: creatorPages },
      schema: {
        tags,
        summary: 'Save the draft again (its creator, in draft or after Modification Required)',
        params: epublishIdParamsSchema,
        body: epublishUpdateSchema,
        response: { 200: epublishTenderSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      await updateTender({
        db,
        scope,
        actor: actor(request),
        id: request.params.id,
        version: request.body.version,
        values: request.body.values,
      });
      return tenderView(db, scope, request.params.id);
    },
  );

  app.post(
    '/epublish/tenders/:id/actions/:action',
    {
      config: { access: anyPages },
      schema: {
        tags,
        summary:
          'A workflow step: send (or resend), return (Modification Required), approve (Found in Order), publish, discard',
        params: epublishActionParamsSchema,
        body: epublishActionSchema,
        response: { 200: epublishTenderSchema, 204: z.null().describe('Discarded') },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      await actOnTender({
        db,
        scope,
        actor: actor(request),
        id: request.params.id,
        action: request.params.action,
        version: request.body.version,
        remarks: request.body.remarks,
      });
      // A discarded tender is gone from every list and view.
      if (request.params.action === 'discard') return reply.code(204).send(null);
      return tenderView(db, scope, request.params.id);
    },
  );

  app.get(
    '/epublish/tenders/:id/preview',
    {
      config: { access: anyPages },
      schema: {
        tags,
        summary: 'The tender as the public full view will show it once published',
        params: epublishIdParamsSchema,
        response: { 200: epublishPreviewSchema },
      },
    },
    async (request) => tenderPreview(db, await scopeOf(request), request.params.id),
  );

  app.get(
    '/epublish/tenders/:id/documents/:fileId',
    {
      config: { access: anyPages },
      schema: {
        tags,
        summary: 'Download one of the tender’s documents (its creator and the publishers of its chain)',
        params: epublishIdParamsSchema.extend({ fileId: fileIdParamsSchema.shape.id }),
      },
    },
    async (request, reply) => {
      await draftDocument(db, await scopeOf(request), request.params.id, request.params.fileId);
      const { row, bytes } = await fileForDownload({ db, store, id: request.params.fileId, userId: null });
      return sendFile(reply, row, bytes);
    },
  );

  app.get(
    '/public/tenders/:uid/documents/:fileId',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['tenders'],
        summary: 'Download a document of a published tender, with its SHA-256',
        params: z.object({ uid: z.string().min(3).max(200), fileId: fileIdParamsSchema.shape.id }),
      },
    },
    async (request, reply) => {
      await publicDocument(db, request.params.uid, request.params.fileId);
      const { row, bytes } = await fileForDownload({ db, store, id: request.params.fileId, userId: null });
      return sendFile(reply, row, bytes, 'public, max-age=300');
    },
  );
};
