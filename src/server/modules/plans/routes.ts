import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  planActions,
  planCreateSchema,
  planDecisionSchema,
  planIdParamsSchema,
  planItemParamsSchema,
  planLinkParamsSchema,
  planLinkSchema,
  planListQuerySchema,
  planListSchema,
  planSchema,
  planUnitsSchema,
  planUpdateSchema,
  publicPlanExportQuerySchema,
  publicPlanItemSchema,
  publicPlanListSchema,
  publicPlanOptionsSchema,
  publicPlanQuerySchema,
  tenderLookupQuerySchema,
  tenderLookupSchema,
} from '../../../common/api/plans.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess, publicAccess } from '../../platform/access.ts';
import {
  type Actor,
  createPlan,
  decidePlan,
  linkTender,
  planList,
  planUnits,
  planView,
  publicPlanItem,
  publicPlanList,
  publicPlanOptions,
  publicPlanSheet,
  tenderLookup,
  unlinkTender,
  updatePlan,
} from './service.ts';

/**
 * Annual procurement plans (issue #27 item 5; spec §2 annualprocurementplan,
 * annualprocurementplanapproval, annualprocurementplan/{id}, annualprocurementplandisplay; §7
 * annualProcurementUserPlan and annualProcurementPublicPlan; docs/decisions/052). Menu access
 * lets plan users and approvers in; the workflow declaration decides who takes which step, and
 * the service keeps everyone to their organisation chain.
 */
export const planRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['plans'];
  const writers = pagesAccess('annualprocurementplan');
  const readers = pagesAccess('annualprocurementplan', 'annualprocurementplanapproval');
  const approvers = pagesAccess('annualprocurementplanapproval');
  const actor = (request: FastifyRequest): Actor => ({
    userId: request.session!.userId,
    ip: request.ip,
    requestId: String(request.id),
  });

  app.get(
    '/plans',
    {
      config: { access: readers },
      schema: {
        tags,
        summary:
          'Annual procurement plans of the user’s organisation chain, by state and year, with what this user may do',
        querystring: planListQuerySchema,
        response: { 200: planListSchema },
      },
    },
    async (request) => planList(db, actor(request), request.query),
  );

  app.get(
    '/plans/units',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'The organisation units this user may enter plans for (their own and those below)',
        response: { 200: planUnitsSchema },
      },
    },
    async (request) => planUnits(db, actor(request)),
  );

  app.get(
    '/plans/tender-lookup',
    {
      config: { access: writers },
      schema: {
        tags,
        summary:
          'Public tenders of the user’s chain by Tender ID, reference number or title (to link to a plan item)',
        querystring: tenderLookupQuerySchema,
        response: { 200: tenderLookupSchema },
      },
    },
    async (request) => tenderLookup(db, actor(request), request.query.q),
  );

  app.post(
    '/plans',
    {
      config: { access: writers },
      schema: {
        tags,
        summary:
          'Enter a unit’s plan for a financial year with its items (a draft); one plan per unit and year',
        body: planCreateSchema,
        response: { 201: planSchema },
      },
    },
    async (request, reply) => {
      const id = await createPlan(db, actor(request), request.body);
      return reply.code(201).send(await planView(db, actor(request), id));
    },
  );

  app.get(
    '/plans/:id',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'One plan with its items, their linked tenders and the allowed actions',
        params: planIdParamsSchema,
        response: { 200: planSchema },
      },
    },
    async (request) => planView(db, actor(request), request.params.id),
  );

  app.put(
    '/plans/:id',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Save the items of a draft or returned plan (the version seen)',
        params: planIdParamsSchema,
        body: planUpdateSchema,
        response: { 200: planSchema },
      },
    },
    async (request) => {
      await updatePlan(db, actor(request), request.params.id, request.body);
      return planView(db, actor(request), request.params.id);
    },
  );

  for (const action of planActions)
    app.post(
      `/plans/:id/${action}`,
      {
        config: { access: action === 'send' ? writers : approvers },
        schema: {
          tags,
          summary:
            action === 'send'
              ? 'Send the plan for approval'
              : action === 'approve'
                ? 'Approve the plan (a publisher of the chain other than its writer): it becomes public'
                : 'Return the plan to its users with remarks (required)',
          params: planIdParamsSchema,
          body: planDecisionSchema,
          response: { 200: planSchema },
        },
      },
      async (request) => {
        await decidePlan(db, actor(request), {
          id: request.params.id,
          action,
          version: request.body.version,
          remarks: request.body.remarks,
        });
        return planView(db, actor(request), request.params.id);
      },
    );

  app.post(
    '/plans/items/:itemId/tenders',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Link a public tender of the chain to the approved plan item it carries out',
        params: planItemParamsSchema,
        body: planLinkSchema,
        response: { 200: planSchema },
      },
    },
    async (request) => {
      const planId = await linkTender(db, actor(request), request.params.itemId, request.body.tenderId);
      return planView(db, actor(request), planId);
    },
  );

  app.delete(
    '/plans/items/:itemId/tenders/:tenderId',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Remove a tender’s link to a plan item',
        params: planLinkParamsSchema,
        response: { 200: planSchema },
      },
    },
    async (request) => {
      const planId = await unlinkTender(db, actor(request), request.params.itemId, request.params.tenderId);
      return planView(db, actor(request), planId);
    },
  );

  app.get(
    '/public/plans',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary:
          'Items of approved plans by financial year, organisation and category, with their tenders and awards',
        querystring: publicPlanQuerySchema,
        response: { 200: publicPlanListSchema },
      },
    },
    async (request) => publicPlanList(db, request.query),
  );

  app.get(
    '/public/plans/options',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'The years and organisations that have an approved plan (the public filters)',
        response: { 200: publicPlanOptionsSchema },
      },
    },
    async () => publicPlanOptions(db),
  );

  app.get(
    '/public/plans/export',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'The public plan list as CSV or XLSX (the same filters; formula-safe cells)',
        querystring: publicPlanExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, lang, ...filters } = request.query;
      const body = await publicPlanSheet(db, filters, format, lang);
      reply.header('content-disposition', `attachment; filename="annual-procurement-plans.${format}"`);
      reply.type(
        format === 'xlsx'
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'text/csv; charset=utf-8',
      );
      return body;
    },
  );

  app.get(
    '/public/plans/items/:itemId',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'One item of an approved plan with the tenders that carry it out and their awards',
        params: planItemParamsSchema,
        response: { 200: publicPlanItemSchema },
      },
    },
    async (request) => publicPlanItem(db, request.params.itemId),
  );
};
