import type { OrgLevel } from '../../../common/organisation.ts';
import type { Db } from '../../db/client.ts';
import { orgUnitChanges, orgUnits } from '../../db/schema/index.ts';
import { type Actor, audit, checkValues, guarded, transaction, type Values } from './rules.ts';

/**
 * Spec §4 "send to approval": a new unit, held as pending until another administrator approves.
 * This creates the workflow item (change-workflow.ts) in its first state.
 */
export async function proposeUnit(options: { db: Db; level: OrgLevel; values: Values; actor: Actor }) {
  const { db, level, values, actor } = options;
  await checkValues(db, level, values);
  return guarded(() =>
    transaction(db, async (tx) => {
      const [unit] = await tx
        .insert(orgUnits)
        .values({ ...values, level, approvalState: 'pending', createdBy: actor.userId })
        .returning();
      const [change] = await tx
        .insert(orgUnitChanges)
        .values({
          ...values,
          orgUnitId: unit!.id,
          kind: 'create',
          baseVersion: unit!.version,
          proposedBy: actor.userId,
        })
        .returning();
      await audit(tx, actor, 'org_unit.change.proposed', unit!.id, {
        changeId: change!.id,
        kind: 'create',
        level,
        after: values,
      });
      return { unitId: unit!.id, changeId: change!.id };
    }),
  );
}
