import { and, eq, sql } from 'drizzle-orm';
import type { OrgUnitUpdate } from '../../../common/api/organisation.ts';
import type { OrgLevel } from '../../../common/organisation.ts';
import type { Db } from '../../db/client.ts';
import { orgUnitChanges, orgUnits } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { transition } from '../../platform/workflow.ts';
import { orgChangeWorkflow } from './change-workflow.ts';
import { findUnit } from './queries.ts';
import { type Actor, changeAtLevel, checkValues, guarded, valuesOf } from './rules.ts';

/**
 * A rejected proposal, corrected by its creator and sent to approval again: the rejected one
 * becomes `resent` and a new proposal names it (every decision stays on record).
 */
export async function resendChange(options: {
  db: Db;
  level: OrgLevel;
  changeId: number;
  change: OrgUnitUpdate;
  actor: Actor;
}) {
  const { db, level, changeId, actor } = options;
  const { remarks, version, ...values } = options.change;
  const { change } = await changeAtLevel(db, level, changeId);
  const { result } = await guarded(() =>
    transition(db, orgChangeWorkflow, {
      id: changeId,
      action: 'resend',
      version,
      actor,
      remarks,
      async effects(tx) {
        const unit = (await findUnit(tx, change.orgUnitId))!;
        await checkValues(tx, level, values, unit.id);
        let baseVersion = unit.version;
        if (change.kind === 'create') {
          // The unit of a new proposal carries the proposed values while it waits.
          const [moved] = await tx
            .update(orgUnits)
            .set({
              ...values,
              approvalState: 'pending',
              version: sql`${orgUnits.version} + 1`,
              updatedAt: sql`now()`,
            })
            .where(and(eq(orgUnits.id, unit.id), eq(orgUnits.version, unit.version)))
            .returning();
          if (!moved) throw new AppError('CONFLICT');
          baseVersion = moved.version;
        }
        const [next] = await tx
          .insert(orgUnitChanges)
          .values({
            ...values,
            orgUnitId: unit.id,
            kind: change.kind,
            baseVersion,
            supersedesId: changeId,
            proposedBy: actor.userId,
            remarks,
          })
          .returning();
        return { unitId: unit.id, changeId: next!.id };
      },
      audit: (_item, next) => ({
        action: 'org_unit.change.resent',
        entity: 'org_unit',
        entityId: next.unitId,
        detail: {
          changeId: next.changeId,
          supersedes: changeId,
          kind: change.kind,
          level,
          before: valuesOf(change),
          after: values,
          remarks,
        },
      }),
    }),
  );
  return result;
}
