import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  announcementActions,
  announcementCreateSchema,
  announcementListQuerySchema,
  announcementListSchema,
  announcementSchema,
  contentActions,
  contentDecisionSchema,
  contentDocumentCreateSchema,
  contentDocumentSchema,
  contentIdParamsSchema,
  contentListQuerySchema,
  contentListSchema,
  publicAnnouncementListSchema,
  publicContentDocumentSchema,
  publicContentListSchema,
  publicContentQuerySchema,
  publicTestimonialListSchema,
  publicTestimonialQuerySchema,
  publicTrainingListSchema,
  trainingActions,
  trainingCreateSchema,
  trainingListQuerySchema,
  trainingListSchema,
  trainingSchema,
} from '../../../common/api/content.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess, publicAccess } from '../../platform/access.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { sendDownload } from '../files/index.ts';
import {
  type Actor,
  announcementList,
  announcementView,
  type Clock,
  createAnnouncement,
  createDocument,
  decideAnnouncement,
  decideDocument,
  documentList,
  documentView,
  publicAnnouncements,
  publicDocument,
  publicDocumentFileId,
  publicDocumentList,
  publicTestimonials,
  staffDocumentFileId,
} from './service.ts';
import { createTraining, decideTraining, publicTrainings, trainingList, trainingView } from './trainings.ts';

/**
 * Public information (issue #27; spec §2 content pages, §3 Content document and Announcement,
 * §4 "Content: approve, then publish or block", §7 contentFileMasterPublic; decisions 043, 044).
 * Menu access lets the portal admins in; the workflow declaration decides who takes which step.
 */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore; clock?: Clock }> = async (
  app,
  { db, store, clock = () => new Date() },
) => {
  const tags = ['content'];
  const writers = pagesAccess('contententryform');
  const readers = pagesAccess('contententryform', 'contententryformapproval');
  const approvers = pagesAccess('contententryformapproval');
  const announcers = pagesAccess('announcemententryform', 'announcemententryformId');
  const announcementReaders = pagesAccess(
    'announcemententryform',
    'announcemententryformId',
    'announcementapproval',
    'announcementapprovalId',
  );
  const announcementApprovers = pagesAccess('announcementapproval', 'announcementapprovalId');
  const actor = (request: FastifyRequest): Actor => ({
    userId: request.session!.userId,
    ip: request.ip,
    requestId: String(request.id),
  });

  app.get(
    '/content/documents',
    {
      config: { access: readers },
      schema: {
        tags,
        summary:
          'Content documents by state, type and keyword, newest change first, with what this user may do',
        querystring: contentListQuerySchema,
        response: { 200: contentListSchema },
      },
    },
    async (request) => documentList(db, actor(request), request.query),
  );

  app.post(
    '/content/documents',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Write a content document (§3 fields and an uploaded document); it waits for approval',
        body: contentDocumentCreateSchema,
        response: { 201: contentDocumentSchema },
      },
    },
    async (request, reply) => {
      const id = await createDocument(db, actor(request), request.body);
      return reply.code(201).send(await documentView(db, actor(request), id));
    },
  );

  app.get(
    '/content/documents/:id',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'One content document with its file and allowed actions',
        params: contentIdParamsSchema,
        response: { 200: contentDocumentSchema },
      },
    },
    async (request) => documentView(db, actor(request), request.params.id),
  );

  for (const action of contentActions)
    app.post(
      `/content/documents/:id/${action}`,
      {
        config: { access: approvers },
        schema: {
          tags,
          summary:
            action === 'block'
              ? 'Block the document (remarks required): never public, or taken down'
              : action === 'approve'
                ? 'Approve the document (a portal admin other than its writer)'
                : 'Publish the approved document on its public page',
          params: contentIdParamsSchema,
          body: contentDecisionSchema,
          response: { 200: contentDocumentSchema },
        },
      },
      async (request) => {
        await decideDocument(db, actor(request), {
          id: request.params.id,
          action,
          version: request.body.version,
          remarks: request.body.remarks,
        });
        return documentView(db, actor(request), request.params.id);
      },
    );

  app.get(
    '/content/documents/:id/file',
    {
      config: { access: readers },
      compress: false, // streamed as stored (files/download.ts)
      schema: {
        tags,
        summary: 'Download the document of a content item (staff, any state)',
        params: contentIdParamsSchema,
      },
    },
    async (request, reply) => {
      const fileId = await staffDocumentFileId(db, request.params.id);
      return sendDownload(request, reply, { db, store, id: fileId, userId: null });
    },
  );

  app.get(
    '/public/content/documents',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary:
          'A guideline page’s documents: published, not expired, of one type, in the visitor’s language (and bilingual), by keyword',
        querystring: publicContentQuerySchema,
        response: { 200: publicContentListSchema },
      },
    },
    async (request) => publicDocumentList(db, clock, request.query),
  );

  app.get(
    '/public/content/documents/:id',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'One published, unexpired content document (textcontentsave?id=)',
        params: contentIdParamsSchema,
        response: { 200: publicContentDocumentSchema },
      },
    },
    async (request) => publicDocument(db, clock, request.params.id),
  );

  app.get(
    '/public/content/documents/:id/file',
    {
      config: { access: publicAccess },
      compress: false,
      schema: {
        tags,
        summary:
          'Download a published, unexpired document (contentFileMasterPublic/downloadFile), with its SHA-256',
        params: contentIdParamsSchema,
      },
    },
    async (request, reply) => {
      const fileId = await publicDocumentFileId(db, clock, request.params.id);
      return sendDownload(request, reply, {
        db,
        store,
        id: fileId,
        userId: null,
        cache: 'public, max-age=300',
      });
    },
  );

  app.get(
    '/public/testimonials',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary:
          'The home page’s testimonials: the newest published, unexpired ones in the visitor’s language',
        querystring: publicTestimonialQuerySchema,
        response: { 200: publicTestimonialListSchema },
      },
    },
    async (request) => publicTestimonials(db, clock, request.query),
  );

  app.get(
    '/announcements',
    {
      config: { access: announcementReaders },
      schema: {
        tags,
        summary: 'Announcements by state, newest change first, with what this user may do',
        querystring: announcementListQuerySchema,
        response: { 200: announcementListSchema },
      },
    },
    async (request) => announcementList(db, actor(request), request.query),
  );

  app.post(
    '/announcements',
    {
      config: { access: announcers },
      schema: {
        tags,
        summary: 'Write an announcement (English and Assamese, display window); it waits for approval',
        body: announcementCreateSchema,
        response: { 201: announcementSchema },
      },
    },
    async (request, reply) => {
      const id = await createAnnouncement(db, actor(request), request.body);
      return reply.code(201).send(await announcementView(db, actor(request), id));
    },
  );

  app.get(
    '/announcements/:id',
    {
      config: { access: announcementReaders },
      schema: {
        tags,
        summary: 'One announcement with its allowed actions',
        params: contentIdParamsSchema,
        response: { 200: announcementSchema },
      },
    },
    async (request) => announcementView(db, actor(request), request.params.id),
  );

  for (const action of announcementActions)
    app.post(
      `/announcements/:id/${action}`,
      {
        config: { access: announcementApprovers },
        schema: {
          tags,
          summary:
            action === 'approve'
              ? 'Approve the announcement: shown inside its window'
              : action === 'reject'
                ? 'Reject the announcement (remarks required)'
                : 'Withdraw an approved announcement (remarks required)',
          params: contentIdParamsSchema,
          body: contentDecisionSchema,
          response: { 200: announcementSchema },
        },
      },
      async (request) => {
        await decideAnnouncement(db, actor(request), {
          id: request.params.id,
          action,
          version: request.body.version,
          remarks: request.body.remarks,
        });
        return announcementView(db, actor(request), request.params.id);
      },
    );

  app.get(
    '/public/announcements',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Announcements shown today: approved, today (IST) inside their display window',
        response: { 200: publicAnnouncementListSchema },
      },
    },
    async () => publicAnnouncements(db, clock),
  );
  const trainers = pagesAccess('trainingcreation');
  const trainingReaders = pagesAccess('trainingcreation', 'trainingcontentapproval', 'canceltraining');
  const trainingStep = {
    publish: pagesAccess('trainingcontentapproval'),
    cancel: pagesAccess('canceltraining'),
  };

  app.get(
    '/trainings',
    {
      config: { access: trainingReaders },
      schema: {
        tags,
        summary: 'Trainings by state (moved to active or archived by date first), with what this user may do',
        querystring: trainingListQuerySchema,
        response: { 200: trainingListSchema },
      },
    },
    async (request) => trainingList(db, clock, actor(request), request.query),
  );

  app.post(
    '/trainings',
    {
      config: { access: trainers },
      schema: {
        tags,
        summary:
          'Write a training (titles, descriptions, start and end, venue or link); it waits to be published',
        body: trainingCreateSchema,
        response: { 201: trainingSchema },
      },
    },
    async (request, reply) => {
      const id = await createTraining(db, actor(request), request.body);
      return reply.code(201).send(await trainingView(db, clock, actor(request), id));
    },
  );

  app.get(
    '/trainings/:id',
    {
      config: { access: trainingReaders },
      schema: {
        tags,
        summary: 'One training with its allowed actions',
        params: contentIdParamsSchema,
        response: { 200: trainingSchema },
      },
    },
    async (request) => trainingView(db, clock, actor(request), request.params.id),
  );

  for (const action of trainingActions)
    app.post(
      `/trainings/:id/${action}`,
      {
        config: { access: trainingStep[action] },
        schema: {
          tags,
          summary:
            action === 'publish'
              ? 'Publish the training (a portal admin other than its writer)'
              : 'Cancel the training with the reason (remarks, required); the day is recorded',
          params: contentIdParamsSchema,
          body: contentDecisionSchema,
          response: { 200: trainingSchema },
        },
      },
      async (request) => {
        await decideTraining(db, clock, actor(request), {
          id: request.params.id,
          action,
          version: request.body.version,
          remarks: request.body.remarks,
        });
        return trainingView(db, clock, actor(request), request.params.id);
      },
    );

  app.get(
    '/public/trainings',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary:
          'Trainings not yet ended: published, running (active) and cancelled with their reason, soonest first',
        response: { 200: publicTrainingListSchema },
      },
    },
    async () => publicTrainings(db, clock),
  );
};
