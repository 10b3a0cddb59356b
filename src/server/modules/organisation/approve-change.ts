import { and, eq, sql } from 'drizzle-orm';
import type { OrgLevel } from '../../../common/organisation.ts';
import type { Db } from '../../db/client.ts';
import { orgUnits } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { transition } from '../../platform/workflow.ts';
import { orgChangeWorkflow } from './change-workflow.ts';
import { findChange, findUnit } from './queries.ts';
import { type Actor, changeAtLevel, checkValues, guarded, valuesOf } from './rules.ts';

/**
 * Spec §4 "approve" (four eyes, docs/decisions/012): another administrator than the creator
 * puts the proposal in force, checked again against the hierarchy as it is now, inside the
 * transaction that moves the proposal.
 */
export async function approveChange(options: {
  db: Db;
  level: OrgLevel;
  changeId: number;
  remarks: string | null;
  version: number;
  actor: Actor;
}) {
  const { db, level, changeId, remarks, version, actor } = options;
  const { unit } = await changeAtLevel(db, level, changeId);
  await guarded(() =>
    transition(db, orgChangeWorkflow, {
      id: changeId,
      action: 'approve',
      version,
      actor,
      remarks,
      set: { decidedBy: actor.userId, decidedAt: sql`now()`, decisionRemarks: remarks },
      async effects(tx) {
        const change = (await findChange(tx, changeId))!;
        const before = (await findUnit(tx, unit.id))!;
        const values = valuesOf(change);
        await checkValues(tx, level, values, unit.id);
        const [after] = await tx
          .update(orgUnits)
          .set({
            ...values,
            approvalState: 'approved',
            version: sql`${orgUnits.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(orgUnits.id, unit.id), eq(orgUnits.version, change.baseVersion)))
          .returning();
        // The unit moved since the proposal (it cannot while the proposal is open, but fail closed).
        if (!after) throw new AppError('CONFLICT');
        return { change, before, values };
      },
      audit: (_item, { change, before, values }) => ({
        action: 'org_unit.change.approved',
        entity: 'org_unit',
        entityId: unit.id,
        detail: {
          changeId,
          kind: change.kind,
          level,
          proposedBy: change.proposedBy,
          before: change.kind === 'update' ? valuesOf(before) : null,
          after: values,
          remarks,
        },
      }),
    }),
  );
  return { unitId: unit.id, changeId };
}
