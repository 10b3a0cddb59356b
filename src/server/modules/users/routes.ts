import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orgUnitOptionSchema,
  transferListSchema,
  userCreatedSchema,
  userCreateSchema,
  userIdParamsSchema,
  userPageSchema,
  userRolesUpdateSchema,
  userSearchSchema,
  userStatusUpdateSchema,
  userTransferSchema,
  userUnitsSchema,
  xmlPasswordResetSchema,
} from '../../../common/api/users.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess } from '../../platform/access.ts';
import { createUser } from './create-user.ts';
import { resetXmlPassword } from './reset-xml-password.ts';
import { setUserRoles } from './set-user-roles.ts';
import { setUserStatus } from './set-user-status.ts';
import { transferUser } from './transfer-user.ts';
import { listTransfers, listUsers, orgUnitOptionsFor, userUnits } from './views.ts';

/** User administration belongs to whoever has User Creation (spec §6: portal admin, nodal officers). */
const userAdmin = pagesAccess('usercreation');
const ok = z.object({ ok: z.literal(true) });

export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const actor = (request: { session: { userId: number } | null; ip: string; id: unknown }) => ({
    userId: request.session!.userId,
    ip: request.ip,
    requestId: String(request.id),
  });

  app.get(
    '/users',
    {
      config: { access: userAdmin },
      schema: {
        tags: ['users'],
        summary: 'Users of the caller’s organisation chains, searchable',
        querystring: userSearchSchema,
        response: { 200: userPageSchema },
      },
    },
    async (request) =>
      listUsers({
        db,
        actor: actor(request),
        q: request.query.q || undefined,
        status: request.query.status === undefined ? undefined : Number(request.query.status),
        page: request.query.page,
      }),
  );

  app.put(
    '/users/:id/status',
    {
      config: { access: userAdmin },
      schema: {
        tags: ['users'],
        summary: 'Make a user active or inactive (inactive ends their sessions)',
        params: userIdParamsSchema,
        body: userStatusUpdateSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      await setUserStatus({ db, actor: actor(request), id: request.params.id, ...request.body });
      return { ok: true as const };
    },
  );

  app.put(
    '/users/:id/roles',
    {
      config: { access: userAdmin },
      schema: {
        tags: ['users'],
        summary: 'Replace a user’s roles',
        params: userIdParamsSchema,
        body: userRolesUpdateSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      await setUserRoles({ db, actor: actor(request), id: request.params.id, ...request.body });
      return { ok: true as const };
    },
  );

  app.get(
    '/users/org-units',
    {
      config: { access: userAdmin },
      schema: {
        tags: ['users'],
        summary: 'The organisation units the caller may place users in (their chain and below)',
        response: { 200: z.object({ items: z.array(orgUnitOptionSchema) }) },
      },
    },
    async (request) => ({ items: await orgUnitOptionsFor(db, actor(request)) }),
  );

  app.post(
    '/users',
    {
      config: { access: userAdmin },
      schema: {
        tags: ['users'],
        summary: 'Create a department or XML user inside the caller’s chain (spec §2 usercreation)',
        body: userCreateSchema,
        response: { 201: userCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await createUser({ db, actor: actor(request), user: request.body });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/users/transfers',
    {
      config: { access: userAdmin },
      schema: {
        tags: ['users'],
        summary: 'The latest transfers into or out of the caller’s chain',
        response: { 200: transferListSchema },
      },
    },
    async (request) => listTransfers({ db, actor: actor(request) }),
  );

  app.get(
    '/users/:id/units',
    {
      config: { access: userAdmin },
      schema: {
        tags: ['users'],
        summary: 'An active user’s organisation units, for a transfer',
        params: userIdParamsSchema,
        response: { 200: userUnitsSchema },
      },
    },
    async (request) => userUnits({ db, actor: actor(request), id: request.params.id }),
  );

  app.post(
    '/users/:id/transfer',
    {
      config: { access: userAdmin },
      schema: {
        tags: ['users'],
        summary: 'Move an active user from one of their units to another (spec §2 usertransfer)',
        params: userIdParamsSchema,
        body: userTransferSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      await transferUser({ db, actor: actor(request), id: request.params.id, ...request.body });
      return { ok: true as const };
    },
  );

  app.post(
    '/users/:id/xml-password-reset',
    {
      config: { access: userAdmin },
      schema: {
        tags: ['users'],
        summary: 'Reset an XML user’s password: the old one stops working and the contact sets a new one',
        params: userIdParamsSchema,
        response: { 200: xmlPasswordResetSchema },
      },
    },
    async (request) => resetXmlPassword({ db, actor: actor(request), id: request.params.id }),
  );
};
