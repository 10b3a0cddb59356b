import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  roleIdParamsSchema,
  roleMenusSchema,
  roleMenusUpdateSchema,
  roleSchema,
  roleUpdateSchema,
} from '../../../common/api/roles.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { findRole, listRoles } from './queries.ts';
import { roleMenus, setRoleMenus, updateRole } from './service.ts';

/** Role administration belongs to whoever has the Role Master page (spec §2 rolemaster). */
const roleAdmin = pagesAccess('rolemaster');

export const roleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const actor = (request: { session: { userId: number } | null; ip: string; id: unknown }) => ({
    userId: request.session!.userId,
    ip: request.ip,
    requestId: String(request.id),
  });

  app.get(
    '/roles',
    {
      config: { access: roleAdmin },
      schema: { tags: ['roles'], summary: 'Role master list', response: { 200: z.array(roleSchema) } },
    },
    async () => listRoles(db),
  );

  app.get(
    '/roles/:id',
    {
      config: { access: roleAdmin },
      schema: {
        tags: ['roles'],
        summary: 'One role',
        params: roleIdParamsSchema,
        response: { 200: roleSchema },
      },
    },
    async (request) => {
      const role = await findRole(db, request.params.id);
      if (!role) throw new AppError('NOT_FOUND');
      return { ...role, userCount: (await listRoles(db)).find((r) => r.id === role.id)?.userCount ?? 0 };
    },
  );

  app.put(
    '/roles/:id',
    {
      config: { access: roleAdmin },
      schema: {
        tags: ['roles'],
        summary: 'Update a role (names, payment capture, EMD, tender fee); 409 if it changed meanwhile',
        params: roleIdParamsSchema,
        body: roleUpdateSchema,
        response: { 200: z.object({ version: z.number().int() }) },
      },
    },
    async (request) => {
      const role = await updateRole({
        db,
        id: request.params.id,
        change: request.body,
        actor: actor(request),
      });
      return { version: role.version };
    },
  );

  app.get(
    '/roles/:id/menus',
    {
      config: { access: roleAdmin },
      schema: {
        tags: ['roles'],
        summary: 'Menu authorisation of a role',
        params: roleIdParamsSchema,
        response: { 200: roleMenusSchema },
      },
    },
    async (request) => roleMenus(db, request.params.id),
  );

  app.put(
    '/roles/:id/menus',
    {
      config: { access: roleAdmin },
      schema: {
        tags: ['roles'],
        summary: 'Set the menu pages of a role; 409 if the role changed meanwhile',
        params: roleIdParamsSchema,
        body: roleMenusUpdateSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await setRoleMenus({ db, roleId: request.params.id, ...request.body, actor: actor(request) });
      return { ok: true as const };
    },
  );
};
