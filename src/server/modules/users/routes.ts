import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  userIdParamsSchema,
  userPageSchema,
  userRolesUpdateSchema,
  userSearchSchema,
  userStatusUpdateSchema,
} from '../../../common/api/users.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess } from '../../platform/access.ts';
import { listUsers, setUserRoles, setUserStatus } from './service.ts';

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
};
