import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appealCreateSchema,
  appealDecisionSchema,
  appealDisposeSchema,
  appealHearingSchema,
  appealIdParamsSchema,
  appealListQuerySchema,
  appealListSchema,
  appealSchema,
  appealSubmitSchema,
  appealTenderListSchema,
  appealTenderQuerySchema,
  appealUpdateSchema,
  publicAppealListSchema,
  publicAppealQuerySchema,
  publicAppealSchema,
} from '../../../common/api/appeals.ts';
import { fileIdParamsSchema } from '../../../common/files.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess, publicAccess } from '../../platform/access.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { sendDownload } from '../files/index.ts';
import { authorityRoutes } from './authority-routes.ts';
import { decideAppeal, disposeAppeal, scheduleHearing } from './decide.ts';
import { createAppeal, submitAppeal, updateAppeal } from './file-appeal.ts';
import { type Actor, appealScope, type Clock } from './rules.ts';
import {
  appealDocument,
  appealList,
  appealView,
  publicAppeal,
  publicAppealDocument,
  publicAppealList,
  tenderLookup,
} from './views.ts';

/** The appellant's pages (spec §2, §7 group "appeal"). */
const appellantPages: RouteId[] = [
  'appealForm',
  'appealFormSAA',
  'appealEntry',
  'userAppealList',
  'secondAppealUserList',
  'appealPreview',
  'secondAppealPreview',
];
/** The level I and II authorities' pages (§7 group "appellateAuthority"). */
const authorityPages: RouteId[] = [
  'appealfaa',
  'approveAppeal',
  'appealverdictsfaa',
  'appealverdicts',
  'appealsaa',
  'approveSecondAppeal',
  'appealverdictssaa',
  'secondappealverdicts',
  'sAA',
];

/**
 * Appeals under section 38 of the Act (issue #25; spec §2 appeals pages, §3, §4, §5, §7 groups
 * appeal, appealPublic, appellateAuthority; docs/decisions/040). Menu access lets appellants and
 * authorities in; the service decides the rest: the appellant's own appeals, the authority of
 * the appeal's level and the tender's chain (403 otherwise), the Act's deadlines from `clock`.
 */
export const appealRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore; clock?: Clock }> = async (
  app,
  { db, store, clock = () => new Date() },
) => {
  const tags = ['appeals'];
  // The appellate authority masters (issue #25 item 1) live in this module, beside the appeals they name.
  await app.register(authorityRoutes, { db });
  const appellants = pagesAccess(...appellantPages);
  const authorities = pagesAccess(...authorityPages);
  const readers = pagesAccess(...appellantPages, ...authorityPages);
  const actor = (request: FastifyRequest): Actor => ({
    userId: request.session!.userId,
    ip: request.ip,
    requestId: String(request.id),
  });
  const scopeOf = (request: FastifyRequest) => appealScope(db, request.session!.userId);
  const view = async (request: FastifyRequest, id: number) =>
    appealView(db, clock, await scopeOf(request), actor(request), id);

  app.get(
    '/appeals',
    {
      config: { access: readers },
      schema: {
        tags,
        summary:
          'Appeals: mine (the appellant’s), authority (before this authority, its chains and level), verdicts; with remaining days, due first',
        querystring: appealListQuerySchema,
        response: { 200: appealListSchema },
      },
    },
    async (request) => appealList(db, clock, await scopeOf(request), actor(request), request.query),
  );

  app.get(
    '/appeals/tenders',
    {
      config: { access: appellants },
      schema: {
        tags,
        summary: 'The tender an appeal is about, by reference number or Tender ID (imported or ePublish)',
        querystring: appealTenderQuerySchema,
        response: { 200: appealTenderListSchema },
      },
    },
    async (request) => tenderLookup(db, request.query.q),
  );

  app.post(
    '/appeals',
    {
      config: { access: appellants },
      schema: {
        tags,
        summary:
          'Save a new appeal as a draft: level I on a tender, level II on one’s decided or expired level I appeal',
        body: appealCreateSchema,
        response: { 201: appealSchema },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const id = await createAppeal({ db, clock, scope, actor: actor(request), body: request.body });
      return reply.code(201).send(await appealView(db, clock, scope, actor(request), id));
    },
  );

  app.get(
    '/appeals/:id',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'One appeal with its documents, remaining days and what this user may do',
        params: appealIdParamsSchema,
        response: { 200: appealSchema },
      },
    },
    async (request) => view(request, request.params.id),
  );

  app.put(
    '/appeals/:id',
    {
      config: { access: appellants },
      schema: {
        tags,
        summary: 'Save the draft appeal again (its appellant)',
        params: appealIdParamsSchema,
        body: appealUpdateSchema,
        response: { 200: appealSchema },
      },
    },
    async (request) => {
      await updateAppeal({
        db,
        clock,
        scope: await scopeOf(request),
        actor: actor(request),
        id: request.params.id,
        version: request.body.version,
        values: request.body.values,
      });
      return view(request, request.params.id);
    },
  );

  app.post(
    '/appeals/:id/submit',
    {
      config: { access: appellants },
      schema: {
        tags,
        summary:
          'File the appeal with the consent declaration: reference number, acknowledgement by e-mail and SMS',
        params: appealIdParamsSchema,
        body: appealSubmitSchema,
        response: { 200: appealSchema },
      },
    },
    async (request) => {
      await submitAppeal({
        db,
        clock,
        scope: await scopeOf(request),
        actor: actor(request),
        id: request.params.id,
        version: request.body.version,
      });
      return view(request, request.params.id);
    },
  );

  for (const action of ['approve', 'reject'] as const)
    app.post(
      `/appeals/:id/${action}`,
      {
        config: { access: authorities },
        schema: {
          tags,
          summary:
            action === 'approve'
              ? 'Accept the appeal to proceed (its level’s authority of the tender’s chain)'
              : 'Reject the appeal to close it, with remarks',
          params: appealIdParamsSchema,
          body: appealDecisionSchema,
          response: { 200: appealSchema },
        },
      },
      async (request) => {
        await decideAppeal({
          db,
          clock,
          scope: await scopeOf(request),
          actor: actor(request),
          id: request.params.id,
          action,
          version: request.body.version,
          remarks: request.body.remarks,
        });
        return view(request, request.params.id);
      },
    );

  app.post(
    '/appeals/:id/hearing',
    {
      config: { access: authorities },
      schema: {
        tags,
        summary: 'Schedule the hearing (date, place, venue); both parties are told',
        params: appealIdParamsSchema,
        body: appealHearingSchema,
        response: { 200: appealSchema },
      },
    },
    async (request) => {
      const { version, hearingAt, place, venue, remarks } = request.body;
      await scheduleHearing({
        db,
        clock,
        scope: await scopeOf(request),
        actor: actor(request),
        id: request.params.id,
        version,
        hearingAt,
        place: place!,
        venue: venue!,
        remarks,
      });
      return view(request, request.params.id);
    },
  );

  app.post(
    '/appeals/:id/dispose',
    {
      config: { access: authorities },
      schema: {
        tags,
        summary: 'Record the verdict with the disposal report and remarks; the appeal is disposed',
        params: appealIdParamsSchema,
        body: appealDisposeSchema,
        response: { 200: appealSchema },
      },
    },
    async (request) => {
      await disposeAppeal({
        db,
        clock,
        scope: await scopeOf(request),
        actor: actor(request),
        id: request.params.id,
        ...request.body,
      });
      return view(request, request.params.id);
    },
  );

  app.get(
    '/appeals/:id/documents/:fileId',
    {
      config: { access: readers },
      compress: false, // streamed as stored (files/download.ts)
      schema: {
        tags,
        summary: 'Download one of the appeal’s documents (its appellant and the authorities of its chain)',
        params: appealIdParamsSchema.extend({ fileId: fileIdParamsSchema.shape.id }),
      },
    },
    async (request, reply) => {
      await appealDocument(db, await scopeOf(request), request.params.id, request.params.fileId);
      return sendDownload(request, reply, { db, store, id: request.params.fileId, userId: null });
    },
  );

  app.get(
    '/public/appeals',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'The public register of decided appeals, by year, organisation and outcome',
        querystring: publicAppealQuerySchema,
        response: { 200: publicAppealListSchema },
      },
    },
    async (request) => publicAppealList(db, request.query),
  );

  app.get(
    '/public/appeals/:id',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'One decided appeal (appealFullView)',
        params: appealIdParamsSchema,
        response: { 200: publicAppealSchema },
      },
    },
    async (request) => publicAppeal(db, request.params.id),
  );

  app.get(
    '/public/appeals/:id/documents/:fileId',
    {
      config: { access: publicAccess },
      compress: false,
      schema: {
        tags,
        summary: 'Download the disposal report of a decided appeal',
        params: appealIdParamsSchema.extend({ fileId: fileIdParamsSchema.shape.id }),
      },
    },
    async (request, reply) => {
      await publicAppealDocument(db, request.params.id, request.params.fileId);
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
