import type { z } from 'zod';
import {
  financialYearLabel,
  type Plan,
  type PlanAction,
  type PlanItem,
  type PlanListQuery,
  type PlanSummary,
  type PublicPlanItem,
  type planCreateSchema,
  planEntryRoles,
  planMessages,
  type planUpdateSchema,
  type publicPlanQuerySchema,
  type TenderPlanItem,
} from '../../../common/api/plans.ts';
import type { RoleCode } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError, fieldError, refusal } from '../../platform/errors.ts';
import { unitSubtreeIds } from '../../platform/org-scope.ts';
import { instantOf, personName } from '../../platform/rows.ts';
import { type SheetCell, sheetCsv, sheetXlsx } from '../../platform/spreadsheet.ts';
import { alreadyExists, oneAllowed } from '../../platform/unique.ts';
import {
  activeRoleCodes,
  allowedActions,
  transition,
  type WorkflowActor,
  workflowMessages,
} from '../../platform/workflow.ts';
import {
  deleteLink,
  findPlan,
  findTenderUnit,
  type ItemRow,
  insertLink,
  insertPlan,
  itemsOf,
  type LinkedTender,
  listPlans,
  listPublicItems,
  lookupTenders,
  type PlanJoined,
  pageSize,
  planOfItem,
  planTotals,
  publicItemsOfTender,
  publicOptions,
  replaceItems,
  tendersOfItems,
  touchPlan,
  unitsByIds,
} from './queries.ts';
import { planWorkflow } from './workflow.ts';

export type Actor = WorkflowActor;

/** Who the actor is for plans: roles and the units of their chain (object scope, as ePublish). */
interface Scope {
  userId: number;
  roles: RoleCode[];
  unitIds: number[];
  enters: boolean;
}

async function scopeOf(db: Db, userId: number): Promise<Scope> {
  const [roles, unitIds] = await Promise.all([activeRoleCodes(db, userId), unitSubtreeIds(db, userId)]);
  return {
    userId,
    roles,
    unitIds,
    enters: roles.some((r) => (planEntryRoles as readonly string[]).includes(r)),
  };
}
const editableStates = ['draft', 'returned'];

/** A plan of the actor's chain (its unit at or below one of theirs), or 404 as if it did not exist. */
async function visiblePlan(db: Db, scope: Scope, id: number): Promise<PlanJoined> {
  const found = await findPlan(db, id);
  if (!found || !scope.unitIds.includes(found.row.orgUnitId)) throw new AppError('NOT_FOUND');
  return found;
}

const toItem = (row: ItemRow, linked: LinkedTender[]): PlanItem => ({
  id: row.id,
  subject: row.subject,
  category: row.category,
  estimatedValue: Number(row.estimatedValue),
  quarter: row.quarter,
  method: row.method,
  tenders: linked
    .filter((l) => l.itemId === row.id)
    .map(({ itemId: _, ...tender }) => ({ ...tender, id: Number(tender.id) })),
});

function summaryOf(
  j: PlanJoined,
  scope: Scope,
  totals: { count: number; total: number } | undefined,
): PlanSummary {
  const r = j.row;
  return {
    id: r.id,
    orgUnitId: r.orgUnitId,
    organisation: j.organisation,
    financialYear: r.financialYear,
    state: r.state,
    version: r.version,
    remarks: r.remarks,
    totalValue: totals?.total ?? 0,
    itemCount: totals?.count ?? 0,
    createdBy: personName(j.creatorFirst, j.creatorLast),
    createdAt: instantOf(r.createdAt),
    updatedAt: instantOf(r.updatedAt),
    editable: scope.enters && editableStates.includes(r.state),
    linkable: scope.enters && r.state === 'approved',
    allowedActions: allowedActions<typeof r.state, PlanAction>(
      planWorkflow,
      { state: r.state, creator: r.createdBy },
      scope,
    ),
  };
}

export async function planView(db: Db, actor: Actor, id: number): Promise<Plan> {
  const scope = await scopeOf(db, actor.userId);
  const found = await visiblePlan(db, scope, id);
  const items = await itemsOf(db, [id]);
  const linked = await tendersOfItems(
    db,
    items.map((i) => i.id),
  );
  const { itemCount: _, ...summary } = summaryOf(found, scope, {
    count: items.length,
    total: items.reduce((sum, i) => sum + Number(i.estimatedValue), 0),
  });
  return { ...summary, items: items.map((i) => toItem(i, linked)) };
}

export async function planList(db: Db, actor: Actor, query: PlanListQuery) {
  const scope = await scopeOf(db, actor.userId);
  const { rows, total } = await listPlans(db, { ...query, unitIds: scope.unitIds });
  const totals = await planTotals(
    db,
    rows.map((r) => r.row.id),
  );
  return { items: rows.map((r) => summaryOf(r, scope, totals.get(r.row.id))), total, pageSize };
}

/** The units the actor may enter plans for: their own and those below (the chain scope). */
export async function planUnits(db: Db, actor: Actor) {
  const scope = await scopeOf(db, actor.userId);
  return { items: await unitsByIds(db, scope.unitIds) };
}

/**
 * annualprocurementplan "Save": a draft plan of one unit of the actor's chain for one financial
 * year, with its items, audited with its creation. One plan per unit and year: the check gives
 * the clear answer, the unique index holds it under a race (decision 035).
 */
export async function createPlan(
  db: Db,
  actor: Actor,
  body: z.output<typeof planCreateSchema>,
): Promise<number> {
  const scope = await scopeOf(db, actor.userId);
  if (!scope.unitIds.includes(body.orgUnitId)) throw fieldError('body.orgUnitId', planMessages.unitNotYours);
  const exists = () => alreadyExists('body.financialYear', planMessages.planExists);
  return oneAllowed(
    () =>
      db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const id = await insertPlan(tx, {
          orgUnitId: body.orgUnitId,
          financialYear: body.financialYear,
          createdBy: actor.userId,
        });
        await replaceItems(tx, id, body.items);
        await appendAudit(tx, {
          action: 'plan.created',
          actorUserId: actor.userId,
          entity: 'procurement_plan',
          entityId: id,
          ip: actor.ip,
          requestId: actor.requestId,
          detail: {
            orgUnitId: body.orgUnitId,
            financialYear: financialYearLabel(body.financialYear),
            items: body.items.length,
          },
        });
        return id;
      }),
    { procurement_plans_unit_year_uq: exists },
  );
}

/** annualprocurementplan/{id} "Save": the items of a draft or returned plan, at the version seen. */
export async function updatePlan(
  db: Db,
  actor: Actor,
  id: number,
  body: z.output<typeof planUpdateSchema>,
): Promise<void> {
  const scope = await scopeOf(db, actor.userId);
  const found = await visiblePlan(db, scope, id);
  if (!editableStates.includes(found.row.state))
    throw refusal('INVALID_TRANSITION', planMessages.notEditable);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // The version the user saw, under the row's update: of two saves (or a save and a send) one wins.
    if (!(await touchPlan(tx, id, body.version))) throw refusal('CONFLICT', workflowMessages.stale);
    await replaceItems(tx, id, body.items);
    await appendAudit(tx, {
      action: 'plan.updated',
      actorUserId: actor.userId,
      entity: 'procurement_plan',
      entityId: id,
      ip: actor.ip,
      requestId: actor.requestId,
      detail: { items: body.items.length, version: body.version + 1 },
    });
  });
}

/** send, approve, return: declared transitions, audited in the same transaction; the chain's plans only. */
export async function decidePlan(
  db: Db,
  actor: Actor,
  options: { id: number; action: PlanAction; version: number; remarks?: string },
) {
  const scope = await scopeOf(db, actor.userId);
  const found = await visiblePlan(db, scope, options.id);
  await transition(db, planWorkflow, {
    id: options.id,
    action: options.action,
    version: options.version,
    actor,
    remarks: options.remarks,
    set: {
      remarks: options.remarks?.trim() || null,
      ...(options.action === 'send' ? {} : { decidedBy: actor.userId }),
      ...(options.action === 'approve' ? { approvedAt: new Date() } : {}),
    },
    audit: () => ({
      action: `plan.${options.action}`,
      entity: 'procurement_plan',
      entityId: options.id,
      detail: { orgUnitId: found.row.orgUnitId, financialYear: financialYearLabel(found.row.financialYear) },
    }),
  });
}

/** "Link a tender": public tenders of the actor's chain by Tender ID, reference or title. */
export async function tenderLookup(db: Db, actor: Actor, q: string) {
  const scope = await scopeOf(db, actor.userId);
  const rows = await lookupTenders(db, scope.unitIds, q);
  return { items: rows.map((r) => ({ ...r, id: Number(r.id) })) };
}

/** The plan of an item, visible and approved, for a plan user who links its tenders. */
async function linkablePlan(db: Db, scope: Scope, itemId: number) {
  const planId = await planOfItem(db, itemId);
  if (!planId) throw new AppError('NOT_FOUND');
  const plan = await visiblePlan(db, scope, planId);
  if (plan.row.state !== 'approved') throw refusal('INVALID_TRANSITION', planMessages.notApproved);
  return plan;
}

/**
 * Links a public tender to the approved plan item it carries out (decision 052): a plan user of
 * the chain, a tender of the chain, and a tender carries out one plan item at most (the unique
 * index holds it under a race). Audited.
 */
export async function linkTender(db: Db, actor: Actor, itemId: number, tenderId: number): Promise<number> {
  const scope = await scopeOf(db, actor.userId);
  const plan = await linkablePlan(db, scope, itemId);
  const tender = await findTenderUnit(db, tenderId);
  if (!tender) throw fieldError('body.tenderId', planMessages.tenderUnknown);
  if (tender.orgUnitId === null || !scope.unitIds.includes(tender.orgUnitId))
    throw fieldError('body.tenderId', planMessages.tenderNotYours);
  await oneAllowed(
    () =>
      db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await insertLink(tx, { itemId, tenderId, linkedBy: actor.userId });
        await appendAudit(tx, {
          action: 'plan.tenderLinked',
          actorUserId: actor.userId,
          entity: 'procurement_plan',
          entityId: plan.row.id,
          ip: actor.ip,
          requestId: actor.requestId,
          detail: { itemId, tenderId },
        });
      }),
    { procurement_plan_tenders_tender_uq: () => alreadyExists('body.tenderId', planMessages.tenderLinked) },
  );
  return plan.row.id;
}

export async function unlinkTender(db: Db, actor: Actor, itemId: number, tenderId: number): Promise<number> {
  const scope = await scopeOf(db, actor.userId);
  const plan = await linkablePlan(db, scope, itemId);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await deleteLink(tx, itemId, tenderId))) throw refusal('NOT_FOUND', planMessages.notLinked);
    await appendAudit(tx, {
      action: 'plan.tenderUnlinked',
      actorUserId: actor.userId,
      entity: 'procurement_plan',
      entityId: plan.row.id,
      ip: actor.ip,
      requestId: actor.requestId,
      detail: { itemId, tenderId },
    });
  });
  return plan.row.id;
}

/* ---------------------------------------------------------------- public */

type PublicFilters = Omit<z.output<typeof publicPlanQuerySchema>, 'page'>;

async function publicItems(
  db: Db,
  filters: PublicFilters & { itemId?: number },
  page: { limit: number; offset: number },
) {
  const { rows, total } = await listPublicItems(db, filters, page);
  const linked = await tendersOfItems(
    db,
    rows.map((r) => r.item.id),
  );
  const items: PublicPlanItem[] = rows.map((r) => ({
    ...toItem(r.item, linked),
    planId: r.item.planId,
    orgUnitId: r.orgUnitId,
    organisation: r.organisation,
    financialYear: r.financialYear,
    approvedAt: r.approvedAt ? instantOf(r.approvedAt) : null,
  }));
  return { items, total };
}

/** annualprocurementplandisplay: items of approved plans by year, organisation and category. */
export async function publicPlanList(db: Db, query: z.output<typeof publicPlanQuerySchema>) {
  const { page, ...filters } = query;
  const { items, total } = await publicItems(db, filters, { limit: pageSize, offset: (page - 1) * pageSize });
  return { items, total, pageSize };
}

/** One public plan item with its tenders and their awards (annualprocurementplandisplay?item=). */
export async function publicPlanItem(db: Db, itemId: number): Promise<PublicPlanItem> {
  const { items } = await publicItems(db, { itemId }, { limit: 1, offset: 0 });
  if (!items[0]) throw new AppError('NOT_FOUND');
  return items[0];
}

export const publicPlanOptions = (db: Db) => publicOptions(db);

/** What a public tender's full view says of its plan (approved plans only). */
export async function planItemsOfTender(db: Db, tenderId: number): Promise<TenderPlanItem[]> {
  return publicItemsOfTender(db, tenderId);
}

/** The most rows one download holds (the public list's filters narrow it). */
const exportLimit = 10_000;

/** The public list as CSV or XLSX through the shared writer (formula-safe cells). */
export async function publicPlanSheet(db: Db, filters: PublicFilters, format: 'csv' | 'xlsx') {
  const { items } = await publicItems(db, filters, { limit: exportLimit, offset: 0 });
  const titles = [
    'Financial year',
    'Organisation',
    'Subject',
    'Category',
    'Estimated value (INR)',
    'Quarter',
    'Method',
    'Tenders',
  ];
  const rows: SheetCell[][] = items.map((i) => [
    financialYearLabel(i.financialYear),
    i.organisation,
    i.subject,
    i.category,
    i.estimatedValue,
    `Q${i.quarter}`,
    i.method,
    i.tenders.map((t) => t.tenderId).join(' '),
  ]);
  return format === 'xlsx' ? Buffer.from(sheetXlsx(titles, rows, 'Plans')) : sheetCsv(titles, rows);
}
