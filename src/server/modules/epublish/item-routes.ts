import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type EpublishAction,
  epublishActionParamsSchema,
  epublishActionSchema,
  epublishIdParamsSchema,
} from '../../../common/api/epublish.ts';
import { fileIdParamsSchema } from '../../../common/files.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { sendDownload } from '../files/index.ts';
import { type Actor, type ActorScope, actorScope } from './scope.ts';

/**
 * The endpoints every ePublish item has (tender, corrigendum, award of contract; spec §2, §4,
 * §7): list by view, create a draft, read, save again, take a workflow step, preview as the
 * public will see it, and read one of its documents. Declared once here; each item gives its
 * schemas, its pages (menu access, spec §6) and its service functions.
 */
export interface ItemEndpoints<Q, C, U> {
  /** `/epublish/tenders` */
  base: string;
  tag: string;
  noun: string;
  /** Pages that create and edit (creators); `readers` adds the publishers' pages. */
  creatorPages: RouteId[];
  readerPages: RouteId[];
  schemas: {
    listQuery: z.ZodType<Q>;
    list: z.ZodType;
    create: z.ZodType<C>;
    update: z.ZodType<U>;
    item: z.ZodType;
    preview: z.ZodType;
  };
  service: {
    list(scope: ActorScope, query: Q): Promise<unknown>;
    create(scope: ActorScope, actor: Actor, body: C): Promise<number>;
    view(scope: ActorScope, id: number): Promise<unknown>;
    update(scope: ActorScope, actor: Actor, id: number, body: U): Promise<void>;
    act(
      scope: ActorScope,
      actor: Actor,
      id: number,
      step: { action: EpublishAction; version: number; remarks?: string },
    ): Promise<unknown>;
    preview(scope: ActorScope, id: number): Promise<unknown>;
    /** Throws NOT_FOUND unless the file is one of the item's documents. */
    document(scope: ActorScope, id: number, fileId: number): Promise<void>;
  };
}

export function registerItemEndpoints<Q extends { view: string }, C, U>(
  app: FastifyInstance,
  options: { db: Db; store: FileStore },
  endpoints: ItemEndpoints<Q, C, U>,
) {
  const { db, store } = options;
  const { base, schemas, service, noun } = endpoints;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = [endpoints.tag];
  const creators = pagesAccess(...endpoints.creatorPages);
  const readers = pagesAccess(...endpoints.creatorPages, ...endpoints.readerPages);
  const actor = (request: { session: { userId: number } | null; ip: string; id: unknown }): Actor => ({
    userId: request.session!.userId,
    ip: request.ip,
    requestId: String(request.id),
  });
  const scopeOf = (request: { session: { userId: number } | null }) =>
    actorScope(db, request.session!.userId);

  api.get(
    base,
    {
      config: { access: readers },
      schema: {
        tags,
        summary: `${noun}: mine (the creator’s), queue (waiting for a publisher) or published`,
        querystring: schemas.listQuery,
        response: { 200: schemas.list },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const query = request.query as Q;
      // The queue and the published list are the publishers' pages (spec §2, §6).
      if (query.view !== 'mine' && !scope.isPublisher) throw new AppError('FORBIDDEN');
      return service.list(scope, query);
    },
  );

  api.post(
    base,
    {
      config: { access: creators },
      schema: {
        tags,
        summary: `Save a new ${noun} as a draft`,
        body: schemas.create,
        response: { 201: schemas.item },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const id = await service.create(scope, actor(request), request.body as C);
      return reply.code(201).send(await service.view(scope, id));
    },
  );

  api.get(
    `${base}/:id`,
    {
      config: { access: readers },
      schema: {
        tags,
        summary: `One ${noun} with what this user may do and its history`,
        params: epublishIdParamsSchema,
        response: { 200: schemas.item },
      },
    },
    async (request) => service.view(await scopeOf(request), request.params.id),
  );

  api.put(
    `${base}/:id`,
    {
      config: { access: creators },
      schema: {
        tags,
        summary: `Save the ${noun} again (its creator, in draft or after Modification Required)`,
        params: epublishIdParamsSchema,
        body: schemas.update,
        response: { 200: schemas.item },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      await service.update(scope, actor(request), request.params.id, request.body as U);
      return service.view(scope, request.params.id);
    },
  );

  api.post(
    `${base}/:id/actions/:action`,
    {
      config: { access: readers },
      schema: {
        tags,
        summary:
          'A workflow step: send (or resend), return (Modification Required), approve (Found in Order), publish, discard',
        params: epublishActionParamsSchema,
        body: epublishActionSchema,
        response: { 200: schemas.item, 204: z.null().describe('Discarded') },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      await service.act(scope, actor(request), request.params.id, {
        action: request.params.action,
        version: request.body.version,
        remarks: request.body.remarks,
      });
      // A discarded item is gone from every list and view.
      if (request.params.action === 'discard') return reply.code(204).send(null);
      return service.view(scope, request.params.id);
    },
  );

  api.get(
    `${base}/:id/preview`,
    {
      config: { access: readers },
      schema: {
        tags,
        summary: `The ${noun} as the public will see it once published`,
        params: epublishIdParamsSchema,
        response: { 200: schemas.preview },
      },
    },
    async (request) => service.preview(await scopeOf(request), request.params.id),
  );

  api.get(
    `${base}/:id/documents/:fileId`,
    {
      config: { access: readers },
      compress: false, // streamed as stored (files/download.ts)
      schema: {
        tags,
        summary: `Download one of the ${noun}’s documents (its creator and the publishers of its chain)`,
        params: epublishIdParamsSchema.extend({ fileId: fileIdParamsSchema.shape.id }),
      },
    },
    async (request, reply) => {
      await service.document(await scopeOf(request), request.params.id, request.params.fileId);
      return sendDownload(request, reply, { db, store, id: request.params.fileId, userId: null });
    },
  );
}
