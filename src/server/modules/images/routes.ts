import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDecisionSchema } from '../../../common/api/content.ts';
import {
  imageActions,
  imageCreateSchema,
  imageFileParamsSchema,
  imageIdParamsSchema,
  imageListQuerySchema,
  imageListSchema,
  imageSchema,
  imageVariantParamsSchema,
  publicImageListSchema,
  publicImageQuerySchema,
} from '../../../common/api/images.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess, publicAccess } from '../../platform/access.ts';
import type { FileStore } from '../../platform/files/store.ts';
import {
  type Actor,
  type Clock,
  createImage,
  decideImage,
  imageList,
  imageView,
  publicImages,
  sendPublicImage,
  sendStaffImage,
} from './service.ts';

/**
 * Images (issue #27 item 4; spec §2 imageupload and gallery, §3 Image; docs/decisions/054).
 * The imageupload page's menu lets the portal admins in; the workflow declaration decides who
 * takes which step (never the writer: four eyes).
 */
export const imageRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore; clock?: Clock }> = async (
  app,
  { db, store, clock = () => new Date() },
) => {
  const tags = ['images'];
  const admins = pagesAccess('imageupload');
  const actor = (request: FastifyRequest): Actor => ({
    userId: request.session!.userId,
    ip: request.ip,
    requestId: String(request.id),
  });

  app.get(
    '/images',
    {
      config: { access: admins },
      schema: {
        tags,
        summary: 'Images by state and category, newest change first, with what this user may do',
        querystring: imageListQuerySchema,
        response: { 200: imageListSchema },
      },
    },
    async (request) => imageList(db, actor(request), request.query),
  );

  app.post(
    '/images',
    {
      config: { access: admins },
      schema: {
        tags,
        summary:
          'Enter an image (§3 fields and an uploaded JPEG, PNG or WebP): resized copies are made; it waits for approval',
        body: imageCreateSchema,
        response: { 201: imageSchema },
      },
    },
    async (request, reply) => {
      const id = await createImage(db, store, actor(request), request.body);
      return reply.code(201).send(await imageView(db, actor(request), id));
    },
  );

  app.get(
    '/images/:id',
    {
      config: { access: admins },
      schema: {
        tags,
        summary: 'One image with its copies and allowed actions',
        params: imageIdParamsSchema,
        response: { 200: imageSchema },
      },
    },
    async (request) => imageView(db, actor(request), request.params.id),
  );

  app.get(
    '/images/:id/variants/:width',
    {
      config: { access: admins },
      compress: false,
      schema: {
        tags,
        summary: 'One resized copy (WebP) of an image in any state, for the portal admins',
        params: imageVariantParamsSchema,
      },
    },
    async (request, reply) => sendStaffImage(db, store, request, reply, request.params),
  );

  for (const action of imageActions)
    app.post(
      `/images/:id/${action}`,
      {
        config: { access: admins },
        schema: {
          tags,
          summary:
            action === 'approve'
              ? 'Approve the image (a portal admin other than its writer): shown inside its validity window'
              : action === 'reject'
                ? 'Reject the image (remarks required)'
                : 'Withdraw an approved image (remarks required)',
          params: imageIdParamsSchema,
          body: contentDecisionSchema,
          response: { 200: imageSchema },
        },
      },
      async (request) => {
        await decideImage(db, actor(request), {
          id: request.params.id,
          action,
          version: request.body.version,
          remarks: request.body.remarks,
        });
        return imageView(db, actor(request), request.params.id);
      },
    );

  app.get(
    '/public/images',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary:
          'Images shown today of one category: approved, today (IST) inside their validity window, in the page’s language, by priority',
        querystring: publicImageQuerySchema,
        response: { 200: publicImageListSchema },
      },
    },
    async (request) => publicImages(db, clock, request.query),
  );

  app.get(
    '/public/images/files/:name',
    {
      config: { access: publicAccess },
      compress: false,
      schema: {
        tags,
        summary:
          'A resized copy (WebP) of an image shown today, by its SHA-256; cached for a year (its address is its content)',
        params: imageFileParamsSchema,
      },
    },
    async (request, reply) => sendPublicImage(db, store, clock, request, reply, request.params.name),
  );
};
