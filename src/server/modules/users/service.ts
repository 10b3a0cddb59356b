import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrgUnitOption, UserCreate, UserRow } from '../../../common/api/users.ts';
import type { RoleCode } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { roles, userOrgUnits, userRoles, users } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserByLoginId, rolesOfUser } from '../../platform/identity.ts';
import { enqueueMessage } from '../../platform/outbox.ts';
import { endUserSessions } from '../../platform/session.ts';
import { hashPassword } from '../auth/service.ts';
import { authorityOver, roleSetRefusal, type UserAction } from './authority.ts';
import {
  administeredUnitIds,
  recentTransfers,
  searchUsers,
  unitIdsOfUser,
  unitOptions,
  userInScope,
} from './queries.ts';

interface Actor {
  userId: number;
  ip: string;
  requestId: string;
}

export const userPageSize = 25;

async function roleCodesOf(db: Db, userId: number): Promise<RoleCode[]> {
  return (await rolesOfUser(db, userId)).map((r) => r.code as RoleCode);
}

async function actorScope(db: Db, actor: Actor) {
  const codes = await roleCodesOf(db, actor.userId);
  const isPortalAdmin = codes.includes('portal_admin');
  return { codes, isPortalAdmin, unitIds: await administeredUnitIds(db, actor.userId, isPortalAdmin) };
}

/**
 * The one gate of every action on another user (issue #15 item 1): the target must be inside
 * the actor's chains (else 404, as if it did not exist), and the authority rules of
 * authority.ts must allow the action on the target's rank (else 403, audited by the caller's
 * refusal). Returns the actor's scope and the target's current roles.
 */
async function authorise(db: Db, actor: Actor, targetId: number, action: UserAction) {
  const scope = await actorScope(db, actor);
  if (!(await userInScope(db, targetId, scope.unitIds))) throw new AppError('NOT_FOUND');
  const targetRoles = await roleCodesOf(db, targetId);
  const refusal = authorityOver({
    actorId: actor.userId,
    actorRoles: scope.codes,
    targetId,
    targetRoles,
    action,
  });
  if (refusal)
    throw new AppError('FORBIDDEN', undefined, {
      errors: [
        {
          path: 'id',
          message: refusal === 'self' ? 'validation.user.authoritySelf' : 'validation.user.authorityRank',
        },
      ],
    });
  return { ...scope, targetRoles };
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
  await authorise(db, actor, id, 'status');
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
  const { isPortalAdmin, targetRoles: current } = await authorise(db, actor, id, 'roles');
  const wanted = [...new Set(options.roles)];
  const refusal = roleSetRefusal({ wanted, current, actorIsPortalAdmin: isPortalAdmin });
  if (refusal) throw invalid('roles', refusal);
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

const xmlRoles: readonly RoleCode[] = ['xml_bulk', 'xml_rest'];

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, { errors: [{ path: `body.${path}`, message }] });
}

/** Spec §6: the units an actor may place users in (their own units and all below; every unit for a portal admin). */
export async function orgUnitOptionsFor(db: Db, actor: Actor): Promise<OrgUnitOption[]> {
  const { unitIds } = await actorScope(db, actor);
  return unitOptions(db, unitIds);
}

/**
 * Spec §2 usercreation, §6 "Nodal officers create department users": inside the creator's own
 * chain, with roles the creator may give. The account starts without a usable password; the
 * welcome message (e-mail and SMS, through the outbox in the same transaction) tells the user
 * to set one with a one-time code (Forgot password), so no password ever travels.
 */
export async function createUser(options: { db: Db; actor: Actor; user: UserCreate }) {
  const { db, actor, user } = options;
  const { unitIds, isPortalAdmin, codes } = await actorScope(db, actor);
  // A new account has no rank yet: only whether the actor may create at all is asked.
  if (
    authorityOver({
      actorId: actor.userId,
      actorRoles: codes,
      targetId: -1,
      targetRoles: [],
      action: 'create',
    })
  )
    throw new AppError('FORBIDDEN');
  if (unitIds !== null && !unitIds.includes(user.orgUnitId))
    throw invalid('orgUnitId', 'validation.user.orgUnitOutOfScope');
  const [unit] = await unitOptions(db, null, [user.orgUnitId]);
  if (!unit) throw invalid('orgUnitId', 'validation.user.orgUnitRequired');
  const wanted = [...new Set(user.roles)];
  // The same role-set rules as a later change (authority.ts), from an empty set.
  const refusal = roleSetRefusal({ wanted, current: [], actorIsPortalAdmin: isPortalAdmin });
  if (refusal) throw invalid('roles', refusal);
  const xml = wanted.some((r) => xmlRoles.includes(r));
  if (await findUserByLoginId(db, user.loginId)) throw invalid('loginId', 'validation.user.loginIdTaken');
  // An unusable password: random, never shown, replaced when the user sets their own.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [created] = await tx
        .insert(users)
        .values({
          loginId: user.loginId,
          passwordHash,
          title: user.title,
          firstName: user.firstName,
          lastName: user.lastName,
          gender: user.gender,
          email: user.email,
          mobile: user.mobile,
          category: xml ? 'xml' : 'department',
          mustChangePassword: true,
          createdBy: actor.userId,
        })
        .returning({ id: users.id, loginId: users.loginId });
      const roleIds = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.code, wanted));
      await tx.insert(userRoles).values(roleIds.map((r) => ({ userId: created!.id, roleId: r.id })));
      await tx.insert(userOrgUnits).values({ userId: created!.id, orgUnitId: unit.id, isPrimary: true });
      const text = `An account has been created for you on the State Public Procurement Portal, Assam. Your login ID is ${created!.loginId} (${unit.path}). To set your password, choose "Forgot password" on the login page and enter your login ID: a one-time code will be sent to this e-mail address and mobile number.`;
      await enqueueMessage(tx, {
        channel: 'email',
        recipient: user.email,
        subject: 'Your account on the State Public Procurement Portal',
        body: text,
        purpose: 'user-created',
      });
      await enqueueMessage(tx, {
        channel: 'sms',
        recipient: user.mobile,
        body: `Your login ID on the State Public Procurement Portal, Assam is ${created!.loginId}. Set your password with "Forgot password" on the login page.`,
        purpose: 'user-created',
      });
      await appendAudit(tx, {
        action: 'user.created',
        actorUserId: actor.userId,
        entity: 'user',
        entityId: created!.id,
        ip: actor.ip,
        requestId: actor.requestId,
        detail: { loginId: created!.loginId, roles: wanted, orgUnitId: unit.id },
      });
      return created!;
    });
  } catch (error) {
    // Two creators racing for one login id: the unique index decides, and the loser is told plainly.
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if (cause?.code === '23505') throw invalid('loginId', 'validation.user.loginIdTaken');
    throw error;
  }
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

/**
 * Spec §2 usertransfer, §6 "Nodal officers … transfer active users": moves the user from one of
 * their units to another unit of the actor's chain. Their sessions end (their menus and scope
 * follow the unit), and the audit row, written in the same transaction, is the transfer record.
 */
export async function transferUser(options: {
  db: Db;
  actor: Actor;
  id: number;
  fromOrgUnitId: number;
  toOrgUnitId: number;
  remarks: string;
  version: number;
}) {
  const { db, actor, id } = options;
  const { unitIds } = await authorise(db, actor, id, 'transfer');
  const current = await unitIdsOfUser(db, id);
  if (!current.includes(options.fromOrgUnitId))
    throw invalid('fromOrgUnitId', 'validation.user.orgUnitRequired');
  if (unitIds !== null && !unitIds.includes(options.fromOrgUnitId))
    throw invalid('fromOrgUnitId', 'validation.user.orgUnitOutOfScope');
  if (unitIds !== null && !unitIds.includes(options.toOrgUnitId))
    throw invalid('toOrgUnitId', 'validation.user.orgUnitOutOfScope');
  if (current.includes(options.toOrgUnitId)) throw invalid('toOrgUnitId', 'validation.user.alreadyInUnit');
  const units = await unitOptions(db, null, [options.fromOrgUnitId, options.toOrgUnitId]);
  const from = units.find((u) => u.id === options.fromOrgUnitId);
  const to = units.find((u) => u.id === options.toOrgUnitId);
  if (!to) throw invalid('toOrgUnitId', 'validation.user.orgUnitRequired');
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await lockedUser(tx, id, options.version);
    if (before.status !== 1) throw invalid('id', 'validation.user.transferInactive');
    const [updated] = await tx
      .update(users)
      .set({ version: sql`${users.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), eq(users.version, options.version)))
      .returning({ id: users.id });
    if (!updated) throw new AppError('CONFLICT');
    const [removed] = await tx
      .delete(userOrgUnits)
      .where(and(eq(userOrgUnits.userId, id), eq(userOrgUnits.orgUnitId, options.fromOrgUnitId)))
      .returning({ isPrimary: userOrgUnits.isPrimary });
    if (!removed) throw new AppError('CONFLICT');
    await tx.insert(userOrgUnits).values({ userId: id, orgUnitId: to.id, isPrimary: removed.isPrimary });
    await endUserSessions(tx, id, 'admin');
    await appendAudit(tx, {
      action: 'user.transferred',
      actorUserId: actor.userId,
      entity: 'user',
      entityId: id,
      ip: actor.ip,
      requestId: actor.requestId,
      detail: {
        loginId: before.loginId,
        fromId: options.fromOrgUnitId,
        from: from?.path ?? String(options.fromOrgUnitId),
        toId: to.id,
        to: to.path,
        remarks: options.remarks,
      },
    });
  });
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

/** "a***@example.org", "******3210": enough for the administrator to know where it went. */
export function maskAddress(value: string): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value[0]}***${value.slice(at)}`;
  return `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}

/**
 * Password reset for XML users (spec §1, §6 portal admin "reset password"). The old password
 * stops working at once and every session ends; the XML user's contact is told to set a new
 * one with a one-time code (Forgot password), so no password is ever shown or sent.
 */
export async function resetXmlPassword(options: { db: Db; actor: Actor; id: number }) {
  const { db, actor, id } = options;
  await authorise(db, actor, id, 'xml-reset');
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new AppError('NOT_FOUND');
  if (user.category !== 'xml') throw invalid('id', 'validation.user.notXml');
  if (!user.email && !user.mobile) throw invalid('id', 'validation.user.noContact');
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const text = `The password of the XML user ${user.loginId} on the State Public Procurement Portal, Assam has been reset by an administrator. To set a new password, choose "Forgot password" on the login page and enter the login ID: a one-time code will be sent to the registered e-mail address and mobile number.`;
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx
      .update(users)
      .set({
        passwordHash,
        mustChangePassword: true,
        version: sql`${users.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id));
    await endUserSessions(tx, id, 'admin');
    if (user.email)
      await enqueueMessage(tx, {
        channel: 'email',
        recipient: user.email,
        subject: 'XML user password reset',
        body: text,
        purpose: 'xml-password-reset',
      });
    if (user.mobile)
      await enqueueMessage(tx, {
        channel: 'sms',
        recipient: user.mobile,
        body: `The password of XML user ${user.loginId} was reset. Set a new one with "Forgot password" on the portal.`,
        purpose: 'xml-password-reset',
      });
    await appendAudit(tx, {
      action: 'user.xml-password-reset',
      actorUserId: actor.userId,
      entity: 'user',
      entityId: id,
      ip: actor.ip,
      requestId: actor.requestId,
    });
  });
  return { sentTo: [user.email, user.mobile].filter((v): v is string => !!v).map(maskAddress) };
}
