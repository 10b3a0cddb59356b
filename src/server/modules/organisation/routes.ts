import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orgApproveSchema,
  orgChangeResendSchema,
  orgChangeSchema,
  orgIdParamsSchema,
  orgParentOptionSchema,
  orgRejectSchema,
  orgRemoveSchema,
  orgUnitCreateSchema,
  orgUnitDetailSchema,
  orgUnitPageSchema,
  orgUnitSearchSchema,
  orgUnitUpdateSchema,
  orgWriteResultSchema,
  publicOrgUnitQuerySchema,
  publicOrgUnitSchema,
  publicOrgUnitWithChainSchema,
} from '../../../common/api/organisation.ts';
import { orgLevelPages, orgLevels } from '../../../common/organisation.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess, publicAccess } from '../../platform/access.ts';
import { approveChange } from './approve-change.ts';
import { proposeUnit } from './propose-unit.ts';
import { proposeUpdate } from './propose-update.ts';
import { publicUnits, unitOptions } from './queries.ts';
import { rejectChange } from './reject-change.ts';
import { removeChange } from './remove-change.ts';
import { resendChange } from './resend-change.ts';
import { listUnits, openChanges, publicUnitWithChain, unitDetail } from './views.ts';

const parentQuerySchema = z.object({ q: z.string().trim().max(100).optional() });

/**
 * The organisation hierarchy (spec §2 Master data, §3, §4). Each level has its own routes, so
 * each declares exactly the pages of its level (masterentrylevel…, mastermodifylevel…) and
 * menu authorisation can give some levels and not others.
 */
export const organisationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const actor = (request: { session: { userId: number } | null; ip: string; id: unknown }) => ({
    userId: request.session!.userId,
    ip: request.ip,
    requestId: String(request.id),
  });

  app.get(
    '/org-units',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['organisation'],
        summary: 'Approved, active, visible organisation units by level, parent or keyword',
        querystring: publicOrgUnitQuerySchema,
        response: { 200: z.array(publicOrgUnitSchema) },
      },
    },
    async (request) => publicUnits(db, request.query),
  );

  app.get(
    '/org-units/:id',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['organisation'],
        summary: 'One approved organisation unit with its chain from level one',
        params: orgIdParamsSchema,
        response: { 200: publicOrgUnitWithChainSchema },
      },
    },
    async (request) => publicUnitWithChain(db, request.params.id),
  );

  for (const level of orgLevels) {
    const pages = orgLevelPages(level);
    const readers = pagesAccess(pages.entry, pages.modify);
    const base = `/masters/organisation/${level}`;
    const tags = ['organisation masters'];
    const writeResult = { 200: orgWriteResultSchema };

    app.get(
      `${base}/units`,
      {
        config: { access: readers },
        schema: {
          tags,
          summary: `Level ${level} units with their chains, keyword search`,
          querystring: orgUnitSearchSchema,
          response: { 200: orgUnitPageSchema },
        },
      },
      async (request) => listUnits(db, { level, q: request.query.q || undefined, page: request.query.page }),
    );

    app.post(
      `${base}/units`,
      {
        config: { access: pagesAccess(pages.entry) },
        schema: {
          tags,
          summary: `Propose a new level ${level} unit (sent to approval)`,
          body: orgUnitCreateSchema(level),
          response: writeResult,
        },
      },
      async (request) => proposeUnit({ db, level, values: request.body, actor: actor(request) }),
    );

    app.get(
      `${base}/units/:id`,
      {
        config: { access: readers },
        schema: {
          tags,
          summary: `One level ${level} unit with every proposal made for it`,
          params: orgIdParamsSchema,
          response: { 200: orgUnitDetailSchema },
        },
      },
      async (request) => unitDetail(db, level, request.params.id, request.session!.userId),
    );

    app.put(
      `${base}/units/:id`,
      {
        config: { access: pagesAccess(pages.modify) },
        schema: {
          tags,
          summary: `Propose a change to a level ${level} unit (remarks required; 409 if it changed)`,
          params: orgIdParamsSchema,
          body: orgUnitUpdateSchema(level),
          response: writeResult,
        },
      },
      async (request) =>
        proposeUpdate({ db, level, unitId: request.params.id, change: request.body, actor: actor(request) }),
    );

    app.get(
      `${base}/parent-options`,
      {
        config: { access: readers },
        schema: {
          tags,
          summary: `Approved active units of level ${level - 1}, the parents a level ${level} unit may have`,
          querystring: parentQuerySchema,
          response: { 200: z.array(orgParentOptionSchema) },
        },
      },
      async (request) =>
        level === 1 ? [] : unitOptions(db, { level: level - 1, q: request.query.q || undefined, limit: 200 }),
    );

    app.get(
      `${base}/changes`,
      {
        config: { access: readers },
        schema: {
          tags,
          summary: `Level ${level} proposals waiting for approval or rejected back to their creators`,
          response: { 200: z.array(orgChangeSchema) },
        },
      },
      async (request) => openChanges(db, level, request.session!.userId),
    );

    app.put(
      `${base}/changes/:id`,
      {
        config: { access: readers },
        schema: {
          tags,
          summary: 'Correct a rejected proposal and send it to approval again (its creator only)',
          params: orgIdParamsSchema,
          body: orgChangeResendSchema(level),
          response: writeResult,
        },
      },
      async (request) =>
        resendChange({ db, level, changeId: request.params.id, change: request.body, actor: actor(request) }),
    );

    app.post(
      `${base}/changes/:id/approve`,
      {
        config: { access: readers },
        schema: {
          tags,
          summary: 'Approve a proposal (another administrator than its creator)',
          params: orgIdParamsSchema,
          body: orgApproveSchema,
          response: writeResult,
        },
      },
      async (request) =>
        approveChange({ db, level, changeId: request.params.id, ...request.body, actor: actor(request) }),
    );

    app.post(
      `${base}/changes/:id/reject`,
      {
        config: { access: readers },
        schema: {
          tags,
          summary: 'Reject a proposal back to its creator, with remarks',
          params: orgIdParamsSchema,
          body: orgRejectSchema,
          response: writeResult,
        },
      },
      async (request) =>
        rejectChange({ db, level, changeId: request.params.id, ...request.body, actor: actor(request) }),
    );

    app.post(
      `${base}/changes/:id/remove`,
      {
        config: { access: readers },
        schema: {
          tags,
          summary: 'Remove a proposal: withdrawn by its creator, or discarded after rejection',
          params: orgIdParamsSchema,
          body: orgRemoveSchema,
          response: writeResult,
        },
      },
      async (request) =>
        removeChange({ db, level, changeId: request.params.id, ...request.body, actor: actor(request) }),
    );
  }
};
