import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { epublishTenders } from '../../db/schema/index.ts';
import { fieldError } from '../../platform/errors.ts';

/*
 * Issue #24 item 5 (decision 056): a reference number is used once within an organisation unit
 * by its tenders once sent. The send step checks first for the clear answer; the partial unique
 * index of migration 0031 holds the rule under a race, and its refusal gets the same answer.
 */

/** Issue #24 item 5: the reference number is another sent tender's of the same unit (decision 056). */
export const referenceTaken = () =>
  fieldError('body.values.tenderReferenceNumber', 'epublish:validation.referenceTaken');
export const referenceIndex = 'epublish_tenders_unit_reference_uq';

/** Whether another tender of the unit, sent or beyond, has this reference (trimmed, any case). */
export async function referenceUsed(db: Db, unitId: number, reference: string | null, ownId: number) {
  if (!reference) return false;
  const rows = await db
    .select({ id: epublishTenders.id })
    .from(epublishTenders)
    .where(
      sql`${epublishTenders.orgUnitId} = ${unitId} and lower(btrim(${epublishTenders.referenceNo})) = lower(btrim(${reference}))
        and ${epublishTenders.state} not in ('draft', 'discarded') and ${epublishTenders.id} <> ${ownId}`,
    )
    .limit(1);
  return rows.length > 0;
}
