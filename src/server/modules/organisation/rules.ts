import type { OrgUnitCreate } from '../../../common/api/organisation.ts';
import type { OrgLevel } from '../../../common/organisation.ts';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { alreadyExists, oneAllowed } from '../../platform/unique.ts';
import type { WorkflowActor } from '../../platform/workflow.ts';
import {
  type ChangeRow,
  findChange,
  findUnit,
  hasActiveChildren,
  shortCodeTaken,
  type UnitRow,
} from './queries.ts';

/**
 * What the organisation actions share (docs/decisions/012): the values of a unit, the checks
 * a proposal and its approval both make, and the refusals they give.
 */
export type Actor = WorkflowActor;

export type Values = Omit<OrgUnitCreate, never>;

export const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', undefined, { errors: [{ path: `body.${field}`, message }] });

export const valuesOf = (row: UnitRow | ChangeRow): Values => ({
  parentId: row.parentId,
  name: row.name,
  description: row.description,
  shortCode: row.shortCode ?? '',
  status: row.status === 0 ? 0 : 1,
  visible: row.visible,
});

export const sameValues = (a: Values, b: Values) =>
  a.parentId === b.parentId &&
  a.name === b.name &&
  (a.description ?? null) === (b.description ?? null) &&
  a.shortCode.toUpperCase() === b.shortCode.toUpperCase() &&
  a.status === b.status &&
  a.visible === b.visible;

export function changeOpen() {
  return alreadyExists('', 'validation.organisation.changeOpen');
}

/**
 * Runs a write; a unique-index refusal from a race the checks before it could not see becomes
 * the same answer the checks give: a short code taken (400), or a proposal already open (409;
 * one pending change per unit is the partial index `org_unit_changes_open_uq`, issue #23 item 2).
 */
export function guarded<T>(work: () => Promise<T>): Promise<T> {
  return oneAllowed(work, {
    org_unit_changes_open_uq: changeOpen,
    org_units_short_code_uq: () => invalid('shortCode', 'validation.organisation.shortCodeTaken'),
  });
}

/**
 * The checks a proposal and its approval share: the parent is an approved, active unit one
 * level up; the short code is free (spec §5); a unit with active children stays active.
 */
export async function checkValues(db: Db, level: OrgLevel, values: Values, unitId?: number) {
  if (level === 1 && values.parentId !== null) throw invalid('parentId', 'validation.organisation.noParent');
  if (level > 1) {
    const parent = values.parentId === null ? undefined : await findUnit(db, values.parentId);
    if (!parent) throw invalid('parentId', 'validation.organisation.parentRequired');
    if (parent.level !== level - 1 || parent.approvalState !== 'approved' || parent.status !== 1)
      throw invalid('parentId', 'validation.organisation.parentInvalid');
  }
  if (await shortCodeTaken(db, values.shortCode, unitId))
    throw invalid('shortCode', 'validation.organisation.shortCodeTaken');
  if (unitId && values.status === 0 && (await hasActiveChildren(db, unitId)))
    throw invalid('status', 'validation.organisation.activeChildren');
}

export function audit(tx: Db, actor: Actor, action: string, unitId: number, detail: Record<string, unknown>) {
  return appendAudit(tx, {
    action,
    actorUserId: actor.userId,
    entity: 'org_unit',
    entityId: unitId,
    ip: actor.ip,
    requestId: actor.requestId,
    detail,
  });
}

export const transaction = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction((t) => work(t as unknown as Db));

export async function unitAtLevel(db: Db, level: OrgLevel, id: number): Promise<UnitRow> {
  const unit = await findUnit(db, id);
  if (!unit || unit.level !== level || unit.approvalState === 'removed') throw new AppError('NOT_FOUND');
  return unit;
}

export async function changeAtLevel(
  db: Db,
  level: OrgLevel,
  id: number,
): Promise<{ change: ChangeRow; unit: UnitRow }> {
  const change = await findChange(db, id);
  const unit = change ? await findUnit(db, change.orgUnitId) : undefined;
  if (!change || !unit || unit.level !== level) throw new AppError('NOT_FOUND');
  return { change, unit };
}
