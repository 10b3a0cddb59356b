import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { UserCreate } from '../../../common/api/users.ts';
import type { RoleCode } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { roles, userOrgUnits, userRoles, users } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserByLoginId, hashPassword } from '../../platform/identity.ts';
import { enqueueMessage } from '../../platform/outbox.ts';
import { uniqueViolation } from '../../platform/unique.ts';
import { type Actor, actorScope, invalid } from './actor-scope.ts';
import { authorityOver, roleSetRefusal } from './authority.ts';
import { unitOptions } from './queries.ts';

const xmlRoles: readonly RoleCode[] = ['xml_bulk', 'xml_rest'];

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
    if (uniqueViolation(error) === 'users_login_id_uq')
      throw invalid('loginId', 'validation.user.loginIdTaken');
    throw error;
  }
}
