import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UserRow } from '../../../common/api/users.ts';
import type { RoleCode } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { roles, userRoles, users } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { endUserSessions } from '../../platform/session.ts';
import { rolesOfUser } from '../auth/queries.ts';
import { administeredUnitIds, searchUsers, userInScope } from './queries.ts';

interface Actor {
  userId: number;
  ip: string;
  requestId: string;
}

/** Roles only a portal admin may give: otherwise a nodal officer could raise their own kind. */
const adminOnlyRoles: RoleCode[] = ['portal_admin', 'nodal_officer'];
export const userPageSize = 25;

async function actorScope(db: Db, actor: Actor) {
  const codes = (await rolesOfUser(db, actor.userId)).map((r) => r.code as RoleCode);
  const isPortalAdmin = codes.includes('portal_admin');
  return { isPortalAdmin, unitIds: await administeredUnitIds(db, actor.userId, isPortalAdmin) };
}

/** Spec §2 userlisteditrole: the users of the actor's organisation chains (all, for a portal admin). */
export async function listUsers(options: {
  db: Db;
  actor: Actor;
  q?: string;
  status?: number;
  page: number;
}) {
  const { unitIds } = await actorScope(options.db, options.actor);
  const { rows, total } = await searchUsers(options.db, {
    unitIds,
    q: options.q,
    status: options.status,
    limit: userPageSize,
    offset: (options.page - 1) * userPageSize,
  });
  const items: UserRow[] = rows.map((r) => ({
    id: Number(r.id),
    loginId: String(r.login_id),
    name: String(r.name),
    email: (r.email as string | null) ?? null,
    mobile: (r.mobile as string | null) ?? null,
    category: String(r.category),
    status: Number(r.status),
    version: Number(r.version),
    roles: parseArray(r.roles) as RoleCode[],
    orgUnits: parseArray(r.org_units),
    lastLoginAt: r.last_login_at ? new Date(r.last_login_at as string).toISOString() : null,
  }));
  return { items, total, pageSize: userPageSize };
}

/** node-postgres returns arrays; PGlite may return the text form of an array. */
function parseArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const text = String(value ?? '{}');
  if (text === '{}') return [];
  return text
    .slice(1, -1)
    .split(',')
    .map((s) => s.replace(/^"|"$/g, ''));
}

async function lockedUser(tx: Db, id: number, version: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.version !== version) throw new AppError('CONFLICT');
  return row;
}

/**
 * Spec §2 userstatusupdate: active or inactive, with remarks. Making a user inactive ends all
 * their sessions in the same transaction (quality.md). Nobody deactivates themselves.
 */
export async function setUserStatus(options: {
  db: Db;
  actor: Actor;
  id: number;
  status: 0 | 1;
  remarks: string;
  version: number;
}) {
  const { db, actor, id } = options;
  const { unitIds } = await actorScope(db, actor);
  if (!(await userInScope(db, id, unitIds))) throw new AppError('NOT_FOUND');
  if (id === actor.userId)
    throw new AppError('FORBIDDEN', 'You cannot change the status of your own account.');
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await lockedUser(tx, id, options.version);
    const [updated] = await tx
      .update(users)
      .set({ status: options.status, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), eq(users.version, options.version)))
      .returning({ id: users.id });
    if (!updated) throw new AppError('CONFLICT');
    if (options.status === 0) await endUserSessions(tx, id, 'user-disabled');
    await appendAudit(tx, {
      action: options.status === 0 ? 'user.deactivated' : 'user.activated',
      actorUserId: actor.userId,
      entity: 'user',
      entityId: id,
      ip: actor.ip,
      requestId: actor.requestId,
      detail: { from: before.status, to: options.status, remarks: options.remarks },
    });
  });
}

/** Spec §2 userlisteditrole: replaces a user's roles (portal admin and nodal officer roles only by a portal admin). */
export async function setUserRoles(options: {
  db: Db;
  actor: Actor;
  id: number;
  roles: RoleCode[];
  version: number;
}) {
  const { db, actor, id } = options;
  const { unitIds, isPortalAdmin } = await actorScope(db, actor);
  if (!(await userInScope(db, id, unitIds))) throw new AppError('NOT_FOUND');
  const wanted = [...new Set(options.roles)];
  const current = (await rolesOfUser(db, id)).map((r) => r.code as RoleCode);
  const touchesAdminOnly = adminOnlyRoles.some((r) => wanted.includes(r) !== current.includes(r));
  if (touchesAdminOnly && !isPortalAdmin)
    throw new AppError('FORBIDDEN', 'Only a portal admin can give or remove this role.');
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockedUser(tx, id, options.version);
    const [updated] = await tx
      .update(users)
      .set({ version: sql`${users.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), eq(users.version, options.version)))
      .returning({ id: users.id });
    if (!updated) throw new AppError('CONFLICT');
    await tx.delete(userRoles).where(eq(userRoles.userId, id));
    if (wanted.length) {
      const ids = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.code, wanted));
      await tx.insert(userRoles).values(ids.map((r) => ({ userId: id, roleId: r.id })));
    }
    await appendAudit(tx, {
      action: 'user.roles.updated',
      actorUserId: actor.userId,
      entity: 'user',
      entityId: id,
      ip: actor.ip,
      requestId: actor.requestId,
      detail: { before: current, after: wanted },
    });
  });
}
