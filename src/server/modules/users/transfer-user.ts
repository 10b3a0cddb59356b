import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userOrgUnits } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { endUserSessions } from '../../platform/session.ts';
import { type Actor, authorise, changeUser, invalid } from './actor-scope.ts';
import { unitIdsOfUser, unitOptions } from './queries.ts';

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
    // Refused after the version moved on: the throw rolls the whole transaction back.
    const before = await changeUser(tx, id, options.version);
    if (before.status !== 1) throw invalid('id', 'validation.user.transferInactive');
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
