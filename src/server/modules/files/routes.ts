import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileIdParamsSchema, storedFileSchema, uploadQuerySchema } from '../../../common/files.ts';
import type { Db } from '../../db/client.ts';
import { sessionAccess } from '../../platform/access.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { sendDownload } from './download.ts';
import { ownFileDetails, receiveUpload } from './service.ts';

/**
 * Uploads and downloads (spec §5 Files, §9 limits; docs/decisions/015). Multipart is parsed
 * only inside this plugin, streaming: one file part per request, cut at the purpose's limit.
 * Logged-in users upload for a purpose; a file is read back by its uploader (the screens that
 * attach files to tenders, grievances or appeals will add readers of their own).
 */
export const fileRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (app, { db, store }) => {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
  });
  const tags = ['files'];

  app.post(
    '/files',
    {
      config: { access: sessionAccess },
      schema: {
        tags,
        summary:
          'Upload one file (multipart/form-data) for a purpose; refused unless its bytes are an allowed kind',
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: { 200: storedFileSchema },
      },
    },
    (request) =>
      receiveUpload(request, { db, store, purpose: request.query.purpose, userId: request.session!.userId }),
  );

  app.get(
    '/files/:id',
    {
      config: { access: sessionAccess },
      schema: {
        tags,
        summary: 'A file’s name, size, kind and SHA-256',
        params: fileIdParamsSchema,
        response: { 200: storedFileSchema },
      },
    },
    (request) => ownFileDetails(db, request.params.id, request.session!.userId),
  );

  app.get(
    '/files/:id/content',
    {
      config: { access: sessionAccess },
      // Sent as stored: a compressed body would break Content-Length and byte ranges.
      compress: false,
      schema: {
        tags,
        summary:
          'Download a file as an attachment (streamed; Range served), with its SHA-256 in X-Content-SHA256 and Repr-Digest',
        params: fileIdParamsSchema,
      },
    },
    (request, reply) =>
      sendDownload(request, reply, { db, store, id: request.params.id, userId: request.session!.userId }),
  );
};
