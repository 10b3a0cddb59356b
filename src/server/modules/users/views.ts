import { eq } from 'drizzle-orm';
import type { OrgUnitOption, UserRow } from '../../../common/api/users.ts';
import type { RoleCode } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { type Actor, actorScope, authorise, invalid } from './actor-scope.ts';
import { recentTransfers, searchUsers, unitIdsOfUser, unitOptions } from './queries.ts';

export const userPageSize = 25;

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
    isXmlUser: String(r.category) === 'xml',
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

/** Spec §6: the units an actor may place users in (their own units and all below; every unit for a portal admin). */
export async function orgUnitOptionsFor(db: Db, actor: Actor): Promise<OrgUnitOption[]> {
  const { unitIds } = await actorScope(db, actor);
  return unitOptions(db, unitIds);
}

/** Spec §2 usertransfer: an active user of the actor's chain, with their units. */
export async function userUnits(options: { db: Db; actor: Actor; id: number }) {
  const { db, actor, id } = options;
  await authorise(db, actor, id, 'transfer');
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new AppError('NOT_FOUND');
  if (user.status !== 1) throw invalid('id', 'validation.user.transferInactive');
  return {
    id: user.id,
    loginId: user.loginId,
    name: `${user.firstName} ${user.lastName}`.trim(),
    version: user.version,
    units: await unitOptions(db, null, await unitIdsOfUser(db, id)),
  };
}

/** The transfer list (spec §7 "transfer and transfer list"): the latest 50 in the actor's chain. */
export async function listTransfers(options: { db: Db; actor: Actor }) {
  const { unitIds } = await actorScope(options.db, options.actor);
  const rows = await recentTransfers(options.db, unitIds, 50);
  return {
    items: rows.map((r) => {
      const detail = (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<
        string,
        unknown
      >;
      return {
        at: new Date(r.occurred_at).toISOString(),
        loginId: String(detail.loginId ?? ''),
        from: String(detail.from ?? ''),
        to: String(detail.to ?? ''),
        by: r.by_login,
        remarks: String(detail.remarks ?? ''),
      };
    }),
  };
}
