import { and, eq, sql } from 'drizzle-orm';
import type {
  OrgChangeDto,
  OrgUnitCreate,
  OrgUnitDetail,
  OrgUnitPage,
  OrgUnitRow,
  OrgUnitUpdate,
} from '../../../common/api/organisation.ts';
import type { OrgLevel } from '../../../common/organisation.ts';
import type { Db } from '../../db/client.ts';
import { orgUnitChanges, orgUnits } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type ChangeRow,
  chainsOf,
  findChange,
  findUnit,
  hasActiveChildren,
  listChanges,
  openChangeOf,
  searchUnits,
  shortCodeTaken,
  type UnitRow,
} from './queries.ts';

export interface Actor {
  userId: number;
  ip: string;
  requestId: string;
}

export const pageSize = 25;

type Values = Omit<OrgUnitCreate, never>;

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', undefined, { errors: [{ path: `body.${field}`, message }] });

const valuesOf = (row: UnitRow | ChangeRow): Values => ({
  parentId: row.parentId,
  name: row.name,
  description: row.description,
  shortCode: row.shortCode ?? '',
  status: row.status === 0 ? 0 : 1,
  visible: row.visible,
});

const sameValues = (a: Values, b: Values) =>
  a.parentId === b.parentId &&
  a.name === b.name &&
  (a.description ?? null) === (b.description ?? null) &&
  a.shortCode.toUpperCase() === b.shortCode.toUpperCase() &&
  a.status === b.status &&
  a.visible === b.visible;

/** The unique index a refused write ran into, if that was the reason (pg and PGlite alike). */
function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
  if (!e) return undefined;
  if (e.code === '23505') return e.constraint ?? e.message ?? '';
  return e.cause !== undefined && e.cause !== error ? uniqueViolation(e.cause) : undefined;
}

/**
 * Runs a write; a unique-index refusal from a race the checks before it could not see becomes
 * the same answer the checks give: a short code taken (400), or a proposal already open (409).
 */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const index = uniqueViolation(error);
    if (index === undefined) throw error;
    if (index.includes('org_unit_changes_open_uq')) throw changeOpen();
    throw invalid('shortCode', 'validation.organisation.shortCodeTaken');
  }
}

/**
 * The checks a proposal and its approval share: the parent is an approved, active unit one
 * level up; the short code is free (spec §5); a unit with active children stays active.
 */
async function checkValues(db: Db, level: OrgLevel, values: Values, unitId?: number) {
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

function audit(tx: Db, actor: Actor, action: string, unitId: number, detail: Record<string, unknown>) {
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

const transaction = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction((t) => work(t as unknown as Db));

/** Spec §4 "send to approval": a new unit, held as pending until another administrator approves. */
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

async function unitAtLevel(db: Db, level: OrgLevel, id: number): Promise<UnitRow> {
  const unit = await findUnit(db, id);
  if (!unit || unit.level !== level || unit.approvalState === 'removed') throw new AppError('NOT_FOUND');
  return unit;
}

async function changeAtLevel(
  db: Db,
  level: OrgLevel,
  id: number,
): Promise<{ change: ChangeRow; unit: UnitRow }> {
  const change = await findChange(db, id);
  const unit = change ? await findUnit(db, change.orgUnitId) : undefined;
  if (!change || !unit || unit.level !== level) throw new AppError('NOT_FOUND');
  return { change, unit };
}

function changeOpen() {
  return new AppError('CONFLICT', 'A proposal for this unit is already waiting.', {
    errors: [{ path: '', message: 'validation.organisation.changeOpen' }],
  });
}

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

/** A rejected proposal, corrected by its creator and sent to approval again. */
export async function resendChange(options: {
  db: Db;
  level: OrgLevel;
  changeId: number;
  change: OrgUnitUpdate;
  actor: Actor;
}) {
  const { db, level, changeId, actor } = options;
  const { remarks, version, ...values } = options.change;
  const { change, unit } = await changeAtLevel(db, level, changeId);
  if (change.proposedBy !== actor.userId)
    throw new AppError('FORBIDDEN', 'Only the creator of a proposal sends it again.', {
      errors: [{ path: '', message: 'validation.organisation.notYours' }],
    });
  if (change.state !== 'rejected' || change.version !== version) throw new AppError('CONFLICT');
  await checkValues(db, level, values, unit.id);
  return guarded(() =>
    transaction(db, async (tx) => {
      const [closed] = await tx
        .update(orgUnitChanges)
        .set({ state: 'resent', version: sql`${orgUnitChanges.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(orgUnitChanges.id, changeId), eq(orgUnitChanges.version, version)))
        .returning();
      if (!closed) throw new AppError('CONFLICT');
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
      await audit(tx, actor, 'org_unit.change.resent', unit.id, {
        changeId: next!.id,
        supersedes: changeId,
        kind: change.kind,
        level,
        before: valuesOf(change),
        after: values,
        remarks,
      });
      return { unitId: unit.id, changeId: next!.id };
    }),
  );
}

const ownChange = () =>
  new AppError('FORBIDDEN', 'A proposal is decided by another administrator than its creator.', {
    errors: [{ path: '', message: 'validation.organisation.ownChange' }],
  });

async function closeChange(
  tx: Db,
  change: ChangeRow,
  version: number,
  state: 'approved' | 'rejected' | 'removed',
  actor: Actor,
  remarks: string | null,
) {
  const [closed] = await tx
    .update(orgUnitChanges)
    .set({
      state,
      decidedBy: actor.userId,
      decidedAt: sql`now()`,
      decisionRemarks: remarks,
      version: sql`${orgUnitChanges.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orgUnitChanges.id, change.id),
        eq(orgUnitChanges.version, version),
        eq(orgUnitChanges.state, change.state),
      ),
    )
    .returning();
  if (!closed) throw new AppError('CONFLICT');
}

/**
 * Spec §4 "approve" (four eyes, docs/decisions/012): another administrator than the creator
 * puts the proposal in force, checked again against the hierarchy as it is now.
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
  const { change, unit } = await changeAtLevel(db, level, changeId);
  if (change.state !== 'pending' || change.version !== version) throw new AppError('CONFLICT');
  if (change.proposedBy === actor.userId) throw ownChange();
  const values = valuesOf(change);
  await checkValues(db, level, values, unit.id);
  return guarded(() =>
    transaction(db, async (tx) => {
      await closeChange(tx, change, version, 'approved', actor, remarks);
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
      await audit(tx, actor, 'org_unit.change.approved', unit.id, {
        changeId,
        kind: change.kind,
        level,
        proposedBy: change.proposedBy,
        before: change.kind === 'update' ? valuesOf(unit) : null,
        after: values,
        remarks,
      });
      return { unitId: unit.id, changeId };
    }),
  );
}

/** Spec §4 "reject back to creator", with remarks; a new unit stays out of use. */
export async function rejectChange(options: {
  db: Db;
  level: OrgLevel;
  changeId: number;
  remarks: string;
  version: number;
  actor: Actor;
}) {
  const { db, level, changeId, remarks, version, actor } = options;
  const { change, unit } = await changeAtLevel(db, level, changeId);
  if (change.state !== 'pending' || change.version !== version) throw new AppError('CONFLICT');
  if (change.proposedBy === actor.userId) throw ownChange();
  return transaction(db, (tx) =>
    closeAs(tx, { change, unit, version, state: 'rejected', actor, remarks, level, changeId }),
  );
}

/**
 * Spec §4 "removed": its creator withdraws a waiting proposal, or any master administrator
 * discards one rejected back; a new unit is then removed and its short code freed.
 */
export async function removeChange(options: {
  db: Db;
  level: OrgLevel;
  changeId: number;
  remarks: string | null;
  version: number;
  actor: Actor;
}) {
  const { db, level, changeId, remarks, version, actor } = options;
  const { change, unit } = await changeAtLevel(db, level, changeId);
  if ((change.state !== 'pending' && change.state !== 'rejected') || change.version !== version)
    throw new AppError('CONFLICT');
  if (change.state === 'pending' && change.proposedBy !== actor.userId)
    throw new AppError('FORBIDDEN', 'Only its creator withdraws a waiting proposal.', {
      errors: [{ path: '', message: 'validation.organisation.notYours' }],
    });
  return transaction(db, (tx) =>
    closeAs(tx, { change, unit, version, state: 'removed', actor, remarks, level, changeId }),
  );
}

function toRow(r: Record<string, unknown>, chain: { id: number; level: number; name: string }[]): OrgUnitRow {
  return {
    id: Number(r.id),
    level: Number(r.level),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    chain: chain.filter((c) => c.id !== Number(r.id)),
    name: String(r.name),
    description: (r.description as string | null) ?? null,
    shortCode: (r.short_code as string | null) ?? null,
    status: Number(r.status),
    visible: Boolean(r.visible),
    approvalState: r.approval_state as OrgUnitRow['approvalState'],
    version: Number(r.version),
    openChange:
      r.change_id === null || r.change_id === undefined
        ? null
        : {
            id: Number(r.change_id),
            kind: r.change_kind as 'create' | 'update',
            state: r.change_state as 'pending' | 'rejected',
          },
  };
}

export async function listUnits(
  db: Db,
  options: { level: OrgLevel; q?: string; page: number },
): Promise<OrgUnitPage> {
  const { rows, total } = await searchUnits(db, {
    level: options.level,
    q: options.q,
    limit: pageSize,
    offset: (options.page - 1) * pageSize,
  });
  const chains = await chainsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  return { items: rows.map((r) => toRow(r, chains.get(Number(r.id)) ?? [])), total, pageSize };
}

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

async function toChanges(db: Db, rows: Record<string, unknown>[], actorId: number): Promise<OrgChangeDto[]> {
  const chains = await chainsOf(
    db,
    rows.filter((r) => r.parent_id !== null).map((r) => Number(r.parent_id)),
  );
  return rows.map((r) => {
    const state = r.state as OrgChangeDto['state'];
    const mine = Number(r.proposed_by) === actorId;
    const who = (name: unknown, login: unknown) =>
      login ? `${String(name).trim()} (${String(login)})` : null;
    return {
      id: Number(r.id),
      orgUnitId: Number(r.org_unit_id),
      kind: r.kind as OrgChangeDto['kind'],
      state,
      parentId: r.parent_id === null ? null : Number(r.parent_id),
      parentChain: r.parent_id === null ? [] : (chains.get(Number(r.parent_id)) ?? []),
      name: String(r.name),
      description: (r.description as string | null) ?? null,
      shortCode: String(r.short_code),
      status: Number(r.status),
      visible: Boolean(r.visible),
      proposedBy: who(r.proposer_name, r.proposer_login) ?? '—',
      proposedAt: iso(r.proposed_at)!,
      remarks: (r.remarks as string | null) ?? null,
      decidedBy: who(r.decider_name, r.decider_login),
      decidedAt: iso(r.decided_at),
      decisionRemarks: (r.decision_remarks as string | null) ?? null,
      version: Number(r.version),
      mayDecide: state === 'pending' && !mine,
      mayRemove: (state === 'pending' && mine) || state === 'rejected',
      mayResend: state === 'rejected' && mine,
    };
  });
}

/** The approval queue of a level: proposals waiting for a decision or rejected back. */
export async function openChanges(db: Db, level: OrgLevel, actorId: number) {
  return toChanges(db, await listChanges(db, { level, open: true }), actorId);
}

export async function unitDetail(
  db: Db,
  level: OrgLevel,
  id: number,
  actorId: number,
): Promise<OrgUnitDetail> {
  const unit = await unitAtLevel(db, level, id);
  const open = await openChangeOf(db, id);
  const chains = await chainsOf(db, [id]);
  const row = toRow(
    {
      id: unit.id,
      level: unit.level,
      parent_id: unit.parentId,
      name: unit.name,
      description: unit.description,
      short_code: unit.shortCode,
      status: unit.status,
      visible: unit.visible,
      approval_state: unit.approvalState,
      version: unit.version,
      change_id: open?.id ?? null,
      change_kind: open?.kind,
      change_state: open?.state,
    },
    chains.get(id) ?? [],
  );
  return { unit: row, changes: await toChanges(db, await listChanges(db, { level, unitId: id }), actorId) };
}

export async function publicUnitWithChain(db: Db, id: number) {
  const [unit] = await db
    .select()
    .from(orgUnits)
    .where(
      and(
        eq(orgUnits.id, id),
        eq(orgUnits.approvalState, 'approved'),
        eq(orgUnits.status, 1),
        eq(orgUnits.visible, true),
      ),
    );
  if (!unit) throw new AppError('NOT_FOUND');
  const chain = (await chainsOf(db, [id])).get(id) ?? [];
  return {
    id: unit.id,
    level: unit.level,
    parentId: unit.parentId,
    name: unit.name,
    shortCode: unit.shortCode,
    chain: chain.filter((c) => c.id !== id),
  };
}

/**
 * Rejects or removes a proposal (spec §4): the change is closed with the decider's remarks, a
 * proposed new unit takes the same state (freeing its short code), and one audit row says so.
 */
async function closeAs(
  tx: Db,
  options: {
    change: ChangeRow;
    unit: { id: number };
    version: number;
    state: 'rejected' | 'removed';
    actor: Actor;
    remarks: string | null;
    level: OrgLevel;
    changeId: number;
  },
) {
  const { change, unit, version, state, actor, remarks, level, changeId } = options;
  await closeChange(tx, change, version, state, actor, remarks);
  if (change.kind === 'create')
    await tx
      .update(orgUnits)
      .set({ approvalState: state, version: sql`${orgUnits.version} + 1`, updatedAt: sql`now()` })
      .where(eq(orgUnits.id, unit.id));
  await audit(tx, actor, `org_unit.change.${state}`, unit.id, {
    changeId,
    kind: change.kind,
    level,
    proposedBy: change.proposedBy,
    remarks,
  });
  return { unitId: unit.id, changeId };
}
