import { bidderMessages, type RegisterKind } from '../../../common/api/bidders.ts';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { unitSubtreeIds } from '../../platform/org-scope.ts';
import { alreadyExists, oneAllowed } from '../../platform/unique.ts';
import {
  findVersion,
  insertShares,
  primaryUnitOf,
  publishShares as publishRows,
  unitsByIds,
} from './queries.ts';
import type { Actor } from './upload.ts';
import type { Clock } from './views.ts';

/** The version, if the actor's chain holds its unit (404 otherwise: other chains' uploads are not named). */
async function ownVersion(db: Db, userId: number, kind: RegisterKind, id: number) {
  const units = await unitSubtreeIds(db, userId);
  const version = await findVersion(db, kind, id);
  if (!version || !units.includes(version.orgUnitId)) throw new AppError('NOT_FOUND');
  return { version, units };
}

/**
 * multipleOrg (docs/decisions/046): one upload assigned to further units of the uploader's chain
 * (a department's register serving its divisions). Each unit must be in the actor's subtree and
 * not the upload's own; a unit is assigned once per version (unique index, 409 ALREADY_EXISTS).
 * Assigned is not yet public: publishMultipleOrg publishes.
 */
export async function shareVersion(options: {
  db: Db;
  actor: Actor;
  kind: RegisterKind;
  id: number;
  body: { orgUnitIds: number[] };
}) {
  const { db, actor, kind, id } = options;
  const { version, units } = await ownVersion(db, actor.userId, kind, id);
  const orgUnitIds = [...new Set(options.body.orgUnitIds)];
  if (orgUnitIds.some((u) => u === version.orgUnitId || !units.includes(u)))
    throw new AppError('VALIDATION_FAILED', undefined, {
      errors: [{ path: 'orgUnitIds', message: bidderMessages.notShareable }],
    });
  await oneAllowed(
    () =>
      db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await insertShares(tx, id, orgUnitIds, actor.userId);
        await appendAudit(tx, {
          action: `bidderRegister.${kind}.assigned`,
          actorUserId: actor.userId,
          entity: 'bidder_register_version',
          entityId: id,
          ip: actor.ip,
          requestId: actor.requestId,
          detail: { orgUnitIds },
        });
      }),
    { bidder_register_shares_uq: () => alreadyExists('orgUnitIds', bidderMessages.alreadyShared) },
  );
}

/** publishMultipleOrg: the upload becomes part of the register of every unit it is assigned to. */
export async function publishShares(options: {
  db: Db;
  clock: Clock;
  actor: Actor;
  kind: RegisterKind;
  id: number;
}) {
  const { db, actor, kind, id } = options;
  await ownVersion(db, actor.userId, kind, id);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const published = await publishRows(tx, id, actor.userId, options.clock());
    if (published.length === 0)
      throw new AppError('CONFLICT', undefined, {
        errors: [{ path: '', message: bidderMessages.nothingToPublish }],
      });
    await appendAudit(tx, {
      action: `bidderRegister.${kind}.published`,
      actorUserId: actor.userId,
      entity: 'bidder_register_version',
      entityId: id,
      ip: actor.ip,
      requestId: actor.requestId,
      detail: { orgUnitIds: published.map((p) => p.orgUnitId) },
    });
  });
}

/** The units multipleOrg may assign an upload of the actor's primary unit to: the rest of their subtree. */
export async function shareableUnits(db: Db, userId: number) {
  const [units, own] = await Promise.all([unitSubtreeIds(db, userId), primaryUnitOf(db, userId)]);
  return unitsByIds(
    db,
    units.filter((u) => u !== own),
  );
}
