import type { Db } from '../../db/client.ts';
import { appendAudit } from '../../platform/audit.ts';
import { endUserSessions } from '../../platform/session.ts';
import { type Actor, authorise, changeUser } from './actor-scope.ts';

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
    const before = await changeUser(tx, id, options.version, { status: options.status });
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
