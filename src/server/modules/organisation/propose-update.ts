import type { OrgUnitUpdate } from '../../../common/api/organisation.ts';
import type { OrgLevel } from '../../../common/organisation.ts';
import type { Db } from '../../db/client.ts';
import { orgUnitChanges } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { openChangeOf } from './queries.ts';
import {
  type Actor,
  audit,
  changeOpen,
  checkValues,
  guarded,
  invalid,
  sameValues,
  transaction,
  unitAtLevel,
  valuesOf,
} from './rules.ts';

/** mastermodifylevel…/{id}: a change to a unit in force, sent to approval with remarks. */
export async function proposeUpdate(options: {
  db: Db;
  level: OrgLevel;
  unitId: number;
  change: OrgUnitUpdate;
  actor: Actor;
}) {
  const { db, level, unitId, actor } = options;
  const { remarks, version, ...values } = options.change;
  const unit = await unitAtLevel(db, level, unitId);
  if (unit.approvalState !== 'approved') throw changeOpen();
  if (unit.version !== version) throw new AppError('CONFLICT');
  if (await openChangeOf(db, unitId)) throw changeOpen();
  if (sameValues(valuesOf(unit), values)) throw invalid('name', 'validation.organisation.nothingChanged');
  await checkValues(db, level, values, unitId);
  return guarded(() =>
    transaction(db, async (tx) => {
      const [change] = await tx
        .insert(orgUnitChanges)
        .values({
          ...values,
          orgUnitId: unitId,
          kind: 'update',
          baseVersion: unit.version,
          proposedBy: actor.userId,
          remarks,
        })
        .returning();
      await audit(tx, actor, 'org_unit.change.proposed', unitId, {
        changeId: change!.id,
        kind: 'update',
        level,
        before: valuesOf(unit),
        after: values,
        remarks,
      });
      return { unitId, changeId: change!.id };
    }),
  );
}
