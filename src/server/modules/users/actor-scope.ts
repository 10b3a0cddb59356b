import { and, eq, sql } from 'drizzle-orm';
import type { RoleCode } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { rolesOfUser } from '../../platform/identity.ts';
import { authorityOver, type UserAction } from './authority.ts';
import { administeredUnitIds, userInScope } from './queries.ts';

/**
 * What every user-administration action shares (spec §6, issue #15 item 1): who is acting, the
 * organisation chains they administer, the one gate on a target user, the version check, and
 * the field error of a refused value. Each action has its own file beside this one.
 */
export interface Actor {
  userId: number;
  ip: string;
  requestId: string;
}

async function roleCodesOf(db: Db, userId: number): Promise<RoleCode[]> {
  return (await rolesOfUser(db, userId)).map((r) => r.code as RoleCode);
}

/** The actor's roles and the units they administer (null: every unit, for a portal admin). */
export async function actorScope(db: Db, actor: Actor) {
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
export async function authorise(db: Db, actor: Actor, targetId: number, action: UserAction) {
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

/**
 * Inside the action's transaction: the user as the actor saw it (404 when gone, 409 when someone
 * changed it meanwhile), then its version moved on with the action's own columns, so of two
 * administrators acting at once one wins and the other gets 409 (quality.md). Returns the row
 * as it was before.
 */
export async function changeUser(
  tx: Db,
  id: number,
  version: number,
  set: Partial<typeof users.$inferInsert> = {},
) {
  const [before] = await tx.select().from(users).where(eq(users.id, id));
  if (!before) throw new AppError('NOT_FOUND');
  if (before.version !== version) throw new AppError('CONFLICT');
  const [updated] = await tx
    .update(users)
    .set({ ...set, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.version, version)))
    .returning({ id: users.id });
  if (!updated) throw new AppError('CONFLICT');
  return before;
}

/** A refused value of the request body, at its field (a translated 400). */
export function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, { errors: [{ path: `body.${path}`, message }] });
}
