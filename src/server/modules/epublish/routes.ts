import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  epublishCreateSchema,
  epublishListQuerySchema,
  epublishListSchema,
  epublishPreviewSchema,
  epublishTenderSchema,
  epublishUpdateSchema,
} from '../../../common/api/epublish.ts';
import { fileIdParamsSchema } from '../../../common/files.ts';
import type { Db } from '../../db/client.ts';
import { publicAccess } from '../../platform/access.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { sendDownload } from '../files/index.ts';
import { actOnTender } from './act-on-tender.ts';
import { draftDocument, publicDocument } from './documents.ts';
import { registerItemEndpoints } from './item-routes.ts';
import { createTender, updateTender } from './save-tender.ts';
import { tenderList, tenderPreview, tenderView } from './views.ts';

/**
 * ePublish tenders (issue #11; spec §2 "Logged-in pages: tenders", §4, §7 directPurchase*).
 * Menu access (spec §6) lets creators and publishers in; the workflow module decides each step
 * by role, state, version and four eyes; object scope keeps each tender inside its chain.
 */
export const epublishRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore; origin: string }> = async (
  app,
  { db, store, origin },
) => {
  registerItemEndpoints(
    app,
    { db, store },
    {
      base: '/epublish/tenders',
      tag: 'epublish',
      noun: 'ePublish tender',
      creatorPages: ['directpurchase', 'createTender', 'directpurchaselist', 'tenderlist'],
      readerPages: ['directpurchasestatusappruval', 'directpurchasepublishedlist'],
      schemas: {
        listQuery: epublishListQuerySchema,
        list: epublishListSchema,
        create: epublishCreateSchema,
        update: epublishUpdateSchema,
        item: epublishTenderSchema,
        preview: epublishPreviewSchema,
      },
      service: {
        list: (scope, query) => tenderList(db, scope, query),
        create: (scope, actor, body) => createTender({ db, scope, actor, values: body.values }),
        view: (scope, id) => tenderView(db, scope, id),
        update: (scope, actor, id, body) =>
          updateTender({ db, scope, actor, id, version: body.version, values: body.values }),
        act: (scope, actor, id, step) => actOnTender({ db, scope, actor, id, origin, ...step }),
        preview: (scope, id) => tenderPreview(db, scope, id),
        document: (scope, id, fileId) => draftDocument(db, scope, id, fileId),
      },
    },
  );

  app.get(
    '/public/tenders/:uid/documents/:fileId',
    {
      config: { access: publicAccess },
      compress: false, // streamed as stored (files/download.ts)
      schema: {
        tags: ['tenders'],
        summary: 'Download a document of a published tender, with its SHA-256',
        params: z.object({ uid: z.string().min(3).max(200), fileId: fileIdParamsSchema.shape.id }),
      },
    },
    async (request, reply) => {
      await publicDocument(db, request.params.uid, request.params.fileId);
      return sendDownload(request, reply, {
        db,
        store,
        id: request.params.fileId,
        userId: null,
        cache: 'public, max-age=300',
      });
    },
  );
};
