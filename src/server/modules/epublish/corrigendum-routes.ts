import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type EpublishCorrigendumValues,
  epublishCorrigendumCreateSchema,
  epublishCorrigendumListQuerySchema,
  epublishCorrigendumListSchema,
  epublishCorrigendumPreviewSchema,
  epublishCorrigendumSchema,
  epublishCorrigendumUpdateSchema,
} from '../../../common/api/epublish-corrigenda.ts';
import type { Db } from '../../db/client.ts';
import { publicAccess } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { sendDownload } from '../files/index.ts';
import { actOnCorrigendum } from './act-on-corrigendum.ts';
import { publicCorrigendumDocument } from './corrigendum-queries.ts';
import { corrigendumList, corrigendumPreview, corrigendumView } from './corrigendum-views.ts';
import { registerItemEndpoints } from './item-routes.ts';
import { createCorrigendum, updateCorrigendum, visibleCorrigendum } from './save-corrigendum.ts';

/**
 * Corrigenda of ePublish tenders (issue #11 item 3; spec §2 directpurchasecorrigendum…,
 * corrigendumlists; §3 Corrigendum; §4): the same endpoints, flow and rules as the tender's.
 */
export const epublishCorrigendumRoutes: FastifyPluginAsyncZod<{
  db: Db;
  store: FileStore;
  origin: string;
}> = async (app, { db, store, origin }) => {
  registerItemEndpoints(
    app,
    { db, store },
    {
      base: '/epublish/corrigenda',
      tag: 'epublish corrigenda',
      noun: 'ePublish corrigendum',
      creatorPages: ['directpurchasecorrigendum', 'directpurchasecorrigendumlist', 'corrigendumlists'],
      readerPages: ['directpurchasecorrigendumstatusappruval', 'directpurchasecorrigendumpublishedlist'],
      schemas: {
        listQuery: epublishCorrigendumListQuerySchema,
        list: epublishCorrigendumListSchema,
        create: epublishCorrigendumCreateSchema,
        update: epublishCorrigendumUpdateSchema,
        item: epublishCorrigendumSchema,
        preview: epublishCorrigendumPreviewSchema,
      },
      service: {
        list: (scope, query) => corrigendumList(db, scope, query),
        create: (scope, actor, body) =>
          createCorrigendum({ db, scope, actor, tenderId: body.tenderId, values: body.values }),
        view: (scope, id) => corrigendumView(db, scope, id),
        update: (scope, actor, id, body) =>
          updateCorrigendum({ db, scope, actor, id, version: body.version, values: body.values }),
        act: (scope, actor, id, step) => actOnCorrigendum({ db, scope, actor, id, origin, ...step }),
        preview: (scope, id) => corrigendumPreview(db, scope, id),
        async document(scope, id, fileId) {
          const row = await visibleCorrigendum(db, scope, id);
          if ((row.values as EpublishCorrigendumValues).document?.fileId !== fileId)
            throw new AppError('NOT_FOUND');
        },
      },
    },
  );

  app.get(
    '/public/corrigenda/:uid/document',
    {
      config: { access: publicAccess },
      compress: false, // streamed as stored (files/download.ts)
      schema: {
        tags: ['tenders'],
        summary: 'Download a published corrigendum’s document, with its SHA-256',
        params: z.object({ uid: z.string().min(3).max(200) }),
      },
    },
    async (request, reply) => {
      const fileId = await publicCorrigendumDocument(db, request.params.uid);
      if (fileId === null) throw new AppError('NOT_FOUND');
      return sendDownload(request, reply, {
        db,
        store,
        id: fileId,
        userId: null,
        cache: 'public, max-age=300',
      });
    },
  );
};
