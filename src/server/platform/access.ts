import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type RouteId, routeById } from '../../common/routes/index.ts';
import type { Db } from '../db/client.ts';
import { menuItems, roleMenuItems, roles, userRoles } from '../db/schema/index.ts';
import { recordAudit } from './audit.ts';
import { AppError } from './errors.ts';

/**
 * Who may call an API route, declared on the route itself (style guide: never by URL prefix).
 * - public: anyone;
 * - session: any logged-in user (the spec's staticMenu pages);
 * - pages: a logged-in user whose roles have a menu item for one of these pages (spec §6/§7:
 *   "menu access is decided by the server per user id, page name and organisation chain").
 * - token: machine clients (XML users' push API, issue #32): no cookies and so no CSRF; the
 *   request must carry an Authorization header, which the route's module verifies in its own
 *   onRequest hook (modules/opendata/push-routes.ts) before the handler runs.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'pages'; pages: RouteId[] }
  | { kind: 'token' };

export const publicAccess: Access = { kind: 'public' };
export const sessionAccess: Access = { kind: 'session' };
export const pagesAccess = (...pages: RouteId[]): Access => ({ kind: 'pages', pages });
export const tokenAccess: Access = { kind: 'token' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every API route with its access declaration (the route × role test walks them). */
    apiRoutes: { method: string; url: string; access: Access }[];
  }
}

/** Whether any active role of the user has a menu item opening one of these pages. */
export async function userHasPage(db: Db, userId: number, pages: RouteId[]): Promise<boolean> {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(roleMenuItems, eq(roleMenuItems.roleId, userRoles.roleId))
    .innerJoin(menuItems, eq(menuItems.id, roleMenuItems.menuItemId))
    .where(and(eq(userRoles.userId, userId), eq(roles.status, 1), inArray(menuItems.routeId, pages)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether the logged-in user may open a page of the catalogue (the client's guard asks this
 * before a menu page opens): anonymous pages always, staticMenu pages with a session, menu
 * pages when a role has them.
 */
export async function mayOpenPage(db: Db, request: FastifyRequest, page: RouteId): Promise<boolean> {
  const route = routeById(page);
  if (route.access === 'anonymous') return true;
  if (!request.session) return false;
  if (route.access === 'staticMenu') return true;
  return userHasPage(db, request.session.userId, [page]);
}

export async function auditDenial(db: Db, request: FastifyRequest, detail: Record<string, unknown>) {
  request.log.warn({ ...detail, userId: request.session?.userId }, 'access denied');
  await recordAudit(db, {
    action: 'access.denied',
    actorUserId: request.session?.userId ?? null,
    ip: request.ip,
    requestId: String(request.id),
    detail,
  });
}

/**
 * Every /api route must declare its access (fail closed: a route without one stops the
 * server at start), and the declaration is enforced before the handler runs.
 */
export function registerAccess(app: FastifyInstance, options: { db: Db }) {
  app.decorate('apiRoutes', [] as FastifyInstance['apiRoutes']);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`API route ${String(route.method)} ${route.url} declares no access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access });
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access.kind === 'public') return;
    // A browser session is not a credential here; the module checks the header itself.
    if (access.kind === 'token') {
      if (!request.headers.authorization) throw new AppError('UNAUTHENTICATED');
      return;
    }
    if (!request.session) throw new AppError(request.sessionExpired ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED');
    if (access.kind === 'pages' && !(await userHasPage(options.db, request.session.userId, access.pages))) {
      await auditDenial(options.db, request, { route: request.routeOptions.url, method: request.method });
      throw new AppError('FORBIDDEN');
    }
  });
}
