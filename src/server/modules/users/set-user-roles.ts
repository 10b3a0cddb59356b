import { eq, inArray } from 'drizzle-orm';
import type { RoleCode } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { roles, userRoles } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { type Actor, authorise, changeUser, invalid } from './actor-scope.ts';
import { roleSetRefusal } from './authority.ts';

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
    await changeUser(tx, id, options.version);
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
