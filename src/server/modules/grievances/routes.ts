import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  feedbackCreateSchema,
  feedbackListSchema,
  feedbackQuerySchema,
  feedbackReceiptSchema,
  grievanceCreateSchema,
  grievanceExportFormats,
  grievanceIdParamsSchema,
  grievanceListQuerySchema,
  grievanceListSchema,
  grievanceOfficerCreateSchema,
  grievanceOfficerListSchema,
  grievanceOfficerQuerySchema,
  grievanceOfficerSchema,
  grievanceOfficerStatusSchema,
  grievanceRegisteredSchema,
  grievanceRegistrationCodesSchema,
  grievanceRegistrationSchema,
  grievanceRegistrationStartSchema,
  grievanceSchema,
  grievanceStepSchema,
  grievanceSubmitSchema,
  grievanceTenderListSchema,
  grievanceTenderQuerySchema,
  grievanceTrackResultSchema,
  grievanceTrackSchema,
  grievanceUpdateSchema,
} from '../../../common/api/grievances.ts';
import { fileIdParamsSchema } from '../../../common/files.ts';
import { exportLangQuerySchema } from '../../../common/i18n/export-lang.ts';
import { exportText } from '../../../common/i18n/exports.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess, publicAccess } from '../../platform/access.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { sheetCsv, sheetXlsx } from '../../platform/spreadsheet.ts';
import { sendDownload } from '../files/index.ts';
import { feedbackExportRows, feedbackList, saveFeedback } from './feedback.ts';
import { createGrievance, submitGrievance, updateGrievance } from './file-grievance.ts';
import { stepGrievance } from './handle.ts';
import { officerList, officerView, registerOfficer, setOfficerStatus } from './officers.ts';
import { completeRegistration, startRegistration } from './registration.ts';
import { type Actor, grievanceScope } from './rules.ts';
import {
  grievanceDocument,
  grievanceExportRows,
  grievanceList,
  grievanceView,
  tenderLookup,
  trackGrievance,
} from './views.ts';

/** The complainant's pages (spec §2 grievances, §7 group "grievance"). */
const complainantPages: RouteId[] = ['grievances', 'grievancepreview'];
/** The handling pages (grievancelist, grievancestatusupdate/{id}). */
const handlerPages: RouteId[] = ['grievancelist', 'grievancestatusupdate'];
/** The register of grievance officers (decision 041). */
const officerPages: RouteId[] = ['contractUser', 'contractUserList'];

const exportQuery = z
  .object({ format: z.enum(grievanceExportFormats).default('csv') })
  .extend(exportLangQuerySchema.shape);

function sendSheet(
  reply: FastifyReply,
  name: string,
  format: 'csv' | 'xlsx',
  sheet: { titles: string[]; rows: (string | number | null)[][] },
  /** The sheet's name in the request's language. */
  sheetName: string,
) {
  const stamp = new Date().toISOString().slice(0, 10);
  reply.header('content-disposition', `attachment; filename="${name}-${stamp}.${format}"`);
  reply.header('x-rows', String(sheet.rows.length));
  if (format === 'xlsx') {
    reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return Buffer.from(sheetXlsx(sheet.titles, sheet.rows, sheetName));
  }
  reply.type('text/csv; charset=utf-8');
  return sheetCsv(sheet.titles, sheet.rows);
}

/**
 * Grievances, suggestions and feedback (issue #26; spec §2, §3 Grievance and Feedback, §4, §5,
 * §7 groups grievance, grievancePublic, feedback; docs/decisions/041). Menu access lets
 * complainants, handlers and the officers' register in; the service decides the rest (the
 * complainant's own grievances, the handler's chains: 403 otherwise).
 */
export const grievanceRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore; config: Config }> = async (
  app,
  { db, store, config },
) => {
  const tags = ['grievances'];
  const complainants = pagesAccess(...complainantPages);
  const handlers = pagesAccess(...handlerPages);
  const readers = pagesAccess(...complainantPages, ...handlerPages);
  const keepers = pagesAccess(...officerPages);
  const actor = (request: FastifyRequest): Actor => ({
    userId: request.session!.userId,
    ip: request.ip,
    requestId: String(request.id),
  });
  const scopeOf = (request: FastifyRequest) => grievanceScope(db, request.session!.userId);
  const view = async (request: FastifyRequest, id: number) => grievanceView(db, await scopeOf(request), id);

  app.get(
    '/grievances',
    {
      config: { access: readers },
      schema: {
        tags,
        summary:
          'Grievances: mine (the complainant’s) or handling (the officer’s chains, all for the portal admin); by status, date and organisation, with their age',
        querystring: grievanceListQuerySchema,
        response: { 200: grievanceListSchema },
      },
    },
    async (request) => grievanceList(db, await scopeOf(request), request.query),
  );

  app.get(
    '/grievances/export',
    {
      config: { access: readers },
      compress: false,
      schema: {
        tags,
        summary: 'The same list as CSV or XLSX (formula-safe cells; at most 10,000 rows)',
        querystring: grievanceListQuerySchema.and(exportQuery),
      },
    },
    async (request, reply) =>
      sendSheet(
        reply,
        'grievances',
        request.query.format,
        await grievanceExportRows(db, await scopeOf(request), request.query, request.query.lang),
        exportText(request.query.lang).sheets.grievances,
      ),
  );

  app.get(
    '/grievances/tenders',
    {
      config: { access: complainants },
      schema: {
        tags,
        summary: 'The tender a grievance concerns, among all tenders (reference number, Tender ID or title)',
        querystring: grievanceTenderQuerySchema,
        response: { 200: grievanceTenderListSchema },
      },
    },
    async (request) => tenderLookup(db, request.query.q),
  );

  app.post(
    '/grievances',
    {
      config: { access: complainants },
      schema: {
        tags,
        summary: 'Save a new grievance or suggestion as a draft',
        body: grievanceCreateSchema,
        response: { 201: grievanceSchema },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const id = await createGrievance({ db, scope, actor: actor(request), ...request.body });
      return reply.code(201).send(await grievanceView(db, scope, id));
    },
  );

  app.get(
    '/grievances/:id',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'One grievance with its evidence, the officers’ replies and what this user may do',
        params: grievanceIdParamsSchema,
        response: { 200: grievanceSchema },
      },
    },
    async (request) => view(request, request.params.id),
  );

  app.put(
    '/grievances/:id',
    {
      config: { access: complainants },
      schema: {
        tags,
        summary: 'Save the draft again (its complainant)',
        params: grievanceIdParamsSchema,
        body: grievanceUpdateSchema,
        response: { 200: grievanceSchema },
      },
    },
    async (request) => {
      await updateGrievance({
        db,
        scope: await scopeOf(request),
        actor: actor(request),
        id: request.params.id,
        ...request.body,
      });
      return view(request, request.params.id);
    },
  );

  app.post(
    '/grievances/:id/submit',
    {
      config: { access: complainants },
      schema: {
        tags,
        summary: 'Submit the grievance with the captcha: its number, an acknowledgement by e-mail',
        params: grievanceIdParamsSchema,
        body: grievanceSubmitSchema,
        response: { 200: grievanceSchema },
      },
    },
    async (request) => {
      const { version, captchaId, captchaAnswer } = request.body;
      await submitGrievance({
        db,
        config,
        scope: await scopeOf(request),
        actor: actor(request),
        id: request.params.id,
        version,
        captcha: { id: captchaId, answer: captchaAnswer },
      });
      return view(request, request.params.id);
    },
  );

  for (const action of ['open', 'reply', 'close'] as const)
    app.post(
      `/grievances/:id/${action}`,
      {
        config: { access: handlers },
        schema: {
          tags,
          summary: {
            open: 'Open the submitted grievance (an officer of its chain or the portal admin); the complainant is told',
            reply: 'Reply with remarks and a document; the complainant is told and reads it',
            close: 'Close the grievance with remarks (and a document); the complainant is told',
          }[action],
          params: grievanceIdParamsSchema,
          body: grievanceStepSchema,
          response: { 200: grievanceSchema },
        },
      },
      async (request) => {
        await stepGrievance({
          db,
          scope: await scopeOf(request),
          actor: actor(request),
          id: request.params.id,
          action,
          ...request.body,
        });
        return view(request, request.params.id);
      },
    );

  app.get(
    '/grievances/:id/documents/:fileId',
    {
      config: { access: readers },
      compress: false, // streamed as stored (files/download.ts)
      schema: {
        tags,
        summary: 'Download the evidence or a reply’s document (the complainant and the chain’s officers)',
        params: grievanceIdParamsSchema.extend({ fileId: fileIdParamsSchema.shape.id }),
      },
    },
    async (request, reply) => {
      await grievanceDocument(db, await scopeOf(request), request.params.id, request.params.fileId);
      return sendDownload(request, reply, { db, store, id: request.params.fileId, userId: null });
    },
  );

  app.post(
    '/public/grievances/track',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary:
          'grievancestest: the status and replies of a grievance, by its number and the e-mail it was filed with',
        body: grievanceTrackSchema,
        response: { 200: grievanceTrackResultSchema },
      },
    },
    async (request) => trackGrievance(db, request.body.grievanceNo, request.body.email),
  );

  app.get(
    '/grievance-officers',
    {
      config: { access: keepers },
      schema: {
        tags,
        summary: 'The grievance officers of the user’s chains (all for the portal admin)',
        querystring: grievanceOfficerQuerySchema,
        response: { 200: grievanceOfficerListSchema },
      },
    },
    async (request) => officerList(db, await scopeOf(request), request.query),
  );

  app.post(
    '/grievance-officers',
    {
      config: { access: keepers },
      schema: {
        tags,
        summary: 'Register a grievance officer of a chain (one active entry per chain and e-mail)',
        body: grievanceOfficerCreateSchema,
        response: { 201: grievanceOfficerSchema },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const id = await registerOfficer({ db, scope, actor: actor(request), body: request.body });
      return reply.code(201).send(await officerView(db, scope, id));
    },
  );

  app.put(
    '/grievance-officers/:id/status',
    {
      config: { access: keepers },
      schema: {
        tags,
        summary: 'Make a grievance officer inactive or active again',
        params: grievanceIdParamsSchema,
        body: grievanceOfficerStatusSchema,
        response: { 200: grievanceOfficerSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      await setOfficerStatus({ db, scope, actor: actor(request), id: request.params.id, ...request.body });
      return officerView(db, scope, request.params.id);
    },
  );

  app.post(
    '/public/feedback',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Send feedback (spec §3 Feedback) with the captcha',
        body: feedbackCreateSchema,
        response: { 201: feedbackReceiptSchema },
      },
    },
    async (request, reply) => {
      const id = await saveFeedback({
        db,
        config,
        body: request.body,
        ip: request.ip,
        requestId: String(request.id),
      });
      return reply.code(201).send({ id });
    },
  );

  // feedbacklist is a staticMenu page (spec §2, the portal admin's content pages): any session
  // opens the page, but the feedback itself is for those who hold the content management menu
  // (the portal admin; decision 041), as the catalogue has no menu item of its own for it.
  const admins = pagesAccess('contententryform', 'contententryformapproval');
  app.get(
    '/feedback',
    {
      config: { access: admins },
      schema: {
        tags,
        summary: 'feedbacklist: the feedback received, by reason and day, newest first',
        querystring: feedbackQuerySchema,
        response: { 200: feedbackListSchema },
      },
    },
    async (request) => feedbackList(db, request.query),
  );

  app.get(
    '/feedback/export',
    {
      config: { access: admins },
      compress: false,
      schema: {
        tags,
        summary: 'The feedback list as CSV or XLSX',
        querystring: feedbackQuerySchema.and(exportQuery),
      },
    },
    async (request, reply) =>
      sendSheet(
        reply,
        'feedback',
        request.query.format,
        await feedbackExportRows(db, request.query, request.query.lang),
        exportText(request.query.lang).sheets.feedback,
      ),
  );

  app.post(
    '/public/grievance-users/codes',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary:
          'grievanceuserregistration step 1: name, e-mail and mobile with the captcha; a one-time code to each (rate limited)',
        body: grievanceRegistrationStartSchema,
        response: { 200: grievanceRegistrationCodesSchema },
      },
    },
    async (request) =>
      startRegistration({ db, config, body: request.body, ip: request.ip, requestId: String(request.id) }),
  );

  app.post(
    '/public/grievance-users',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary:
          'grievanceuserregistration step 2: both codes, the login id and the password; the grievance user account',
        body: grievanceRegistrationSchema,
        response: { 201: grievanceRegisteredSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await completeRegistration({
          db,
          body: request.body,
          ip: request.ip,
          requestId: String(request.id),
        }),
      ),
  );
};
