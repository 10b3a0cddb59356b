import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type EpublishAwardValues,
  epublishAwardCreateSchema,
  epublishAwardListQuerySchema,
  epublishAwardListSchema,
  epublishAwardPreviewSchema,
  epublishAwardSchema,
  epublishAwardUpdateSchema,
} from '../../../common/api/epublish-awards.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { actOnAward } from './act-on-award.ts';
import { awardList, awardPreview, awardView } from './award-views.ts';
import { registerItemEndpoints } from './item-routes.ts';
import { awardKind, createAward, updateAward, visibleAward } from './save-award.ts';

/**
 * Awards of contract of ePublish tenders (issue #11 item 4; spec §2 createaoc, aoc, aoclist,
 * aocupdate, aocpreview, aoclisttopublish, aocpublishedlist, directpurchaseaoc; §3 AoC; §4).
 */
export const epublishAwardRoutes: FastifyPluginAsyncZod<{
  db: Db;
  store: FileStore;
  origin: string;
}> = async (app, { db, store, origin }) => {
  registerItemEndpoints(
    app,
    { db, store },
    {
      base: '/epublish/awards',
      tag: 'epublish awards',
      noun: 'award of contract',
      creatorPages: ['createaoc', 'aoclist', 'directpurchaseaoc'],
      readerPages: ['aoclisttopublish', 'aocpublishedlist'],
      schemas: {
        listQuery: epublishAwardListQuerySchema,
        list: epublishAwardListSchema,
        create: epublishAwardCreateSchema,
        update: epublishAwardUpdateSchema,
        item: epublishAwardSchema,
        preview: epublishAwardPreviewSchema,
      },
      service: {
        list: (scope, query) => awardList(db, scope, query),
        create: (scope, actor, body) =>
          createAward({ db, scope, actor, tenderId: body.tenderId, values: body.values }),
        view: (scope, id) => awardView(db, scope, id),
        update: (scope, actor, id, body) =>
          updateAward({ db, scope, actor, id, version: body.version, values: body.values }),
        act: (scope, actor, id, step) => actOnAward({ db, scope, actor, id, origin, ...step }),
        preview: (scope, id) => awardPreview(db, scope, id),
        async document(scope, id, fileId) {
          const row = await visibleAward(db, scope, id);
          const ids = awardKind.documents(row.values as EpublishAwardValues).map((d) => d.ref.fileId);
          if (!ids.includes(fileId)) throw new AppError('NOT_FOUND');
        },
      },
    },
  );
};
