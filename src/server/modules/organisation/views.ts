import { and, eq } from 'drizzle-orm';
import type {
  OrgChangeDto,
  OrgUnitDetail,
  OrgUnitPage,
  OrgUnitRow,
} from '../../../common/api/organisation.ts';
import type { OrgChangeAction, OrgLevel } from '../../../common/organisation.ts';
import type { Db } from '../../db/client.ts';
import { orgUnits } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { allowedActions } from '../../platform/workflow.ts';
import { orgChangeWorkflow } from './change-workflow.ts';
import { chainsOf, listChanges, openChangeOf, searchUnits } from './queries.ts';
import { unitAtLevel } from './rules.ts';

/** What the organisation screens read: unit pages, a unit with its proposals, the approval queue. */
export const pageSize = 25;

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
    // The workflow's own answer, so the screen offers exactly what it accepts.
    const actions = allowedActions<OrgChangeDto['state'], OrgChangeAction>(
      orgChangeWorkflow,
      { state, creator: Number(r.proposed_by) },
      { userId: actorId },
    );
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
      allowedActions: actions,
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
