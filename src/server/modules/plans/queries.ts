import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PlanCategory, PlanItemInput, PlanState } from '../../../common/api/plans.ts';
import type { Db } from '../../db/client.ts';
import {
  orgUnits,
  procurementPlanItems,
  procurementPlans,
  procurementPlanTenders,
  tenderAwards,
  tenders,
  users,
} from '../../db/schema/index.ts';

export const pageSize = 20;

export type PlanRow = typeof procurementPlans.$inferSelect;
export interface PlanJoined {
  row: PlanRow;
  organisation: string;
  creatorFirst: string;
  creatorLast: string | null;
}

const planColumns = {
  row: procurementPlans,
  organisation: orgUnits.name,
  creatorFirst: users.firstName,
  creatorLast: users.lastName,
};

export async function insertPlan(
  tx: Db,
  values: { orgUnitId: number; financialYear: number; createdBy: number },
): Promise<number> {
  const [row] = await tx.insert(procurementPlans).values(values).returning({ id: procurementPlans.id });
  return row!.id;
}

/** The items of a draft or returned plan, replaced as a whole (the form sends them all). */
export async function replaceItems(tx: Db, planId: number, items: PlanItemInput[]) {
  await tx.delete(procurementPlanItems).where(eq(procurementPlanItems.planId, planId));
  await tx.insert(procurementPlanItems).values(
    items.map((item, position) => ({
      planId,
      position,
      subject: item.subject,
      category: item.category,
      estimatedValue: Number(item.estimatedValue),
      quarter: Number(item.quarter),
      method: item.method,
    })),
  );
}

/** A new version of a plan whose items changed (optimistic lock: the version the user saw). */
export async function touchPlan(tx: Db, id: number, version: number): Promise<boolean> {
  const moved = await tx
    .update(procurementPlans)
    .set({ version: sql`${procurementPlans.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(procurementPlans.id, id), eq(procurementPlans.version, version)))
    .returning({ id: procurementPlans.id });
  return moved.length === 1;
}

export async function findPlan(db: Db, id: number): Promise<PlanJoined | undefined> {
  const [row] = await db
    .select(planColumns)
    .from(procurementPlans)
    .innerJoin(orgUnits, eq(orgUnits.id, procurementPlans.orgUnitId))
    .innerJoin(users, eq(users.id, procurementPlans.createdBy))
    .where(eq(procurementPlans.id, id));
  return row;
}

/** The plan an item belongs to. */
export async function planOfItem(db: Db, itemId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ planId: procurementPlanItems.planId })
    .from(procurementPlanItems)
    .where(eq(procurementPlanItems.id, itemId));
  return row?.planId;
}

export type ItemRow = typeof procurementPlanItems.$inferSelect;

export async function itemsOf(db: Db, planIds: number[]): Promise<ItemRow[]> {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(procurementPlanItems)
    .where(inArray(procurementPlanItems.planId, planIds))
    .orderBy(asc(procurementPlanItems.planId), asc(procurementPlanItems.position));
}

export interface LinkedTender {
  itemId: number;
  id: number;
  uid: string;
  tenderId: string;
  referenceNo: string;
  title: string;
  awarded: boolean;
  awards: { bidderName: string; valueInr: number | null }[];
}

/** The tenders linked to these items, each with its awards of contract. */
export async function tendersOfItems(db: Db, itemIds: number[]): Promise<LinkedTender[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({
      itemId: procurementPlanTenders.itemId,
      id: tenders.id,
      uid: tenders.uid,
      tenderId: tenders.externalId,
      referenceNo: tenders.referenceNo,
      title: tenders.title,
      awarded: tenders.awarded,
    })
    .from(procurementPlanTenders)
    .innerJoin(tenders, eq(tenders.id, procurementPlanTenders.tenderId))
    .where(inArray(procurementPlanTenders.itemId, itemIds))
    .orderBy(asc(procurementPlanTenders.linkedAt), asc(tenders.id));
  const ids = rows.map((r) => r.id);
  const awards =
    ids.length === 0
      ? []
      : await db
          .select({
            tenderId: tenderAwards.tenderId,
            bidderName: tenderAwards.bidderName,
            valueInr: tenderAwards.valueInr,
          })
          .from(tenderAwards)
          .where(inArray(tenderAwards.tenderId, ids))
          .orderBy(asc(tenderAwards.id));
  return rows.map((r) => ({
    ...r,
    awards: awards
      .filter((a) => a.tenderId === r.id)
      .map((a) => ({ bidderName: a.bidderName, valueInr: a.valueInr === null ? null : Number(a.valueInr) })),
  }));
}

export async function listPlans(
  db: Db,
  query: { unitIds: number[]; state?: PlanState; year?: number; page: number },
) {
  if (query.unitIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    inArray(procurementPlans.orgUnitId, query.unitIds),
    query.state ? eq(procurementPlans.state, query.state) : undefined,
    query.year ? eq(procurementPlans.financialYear, query.year) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(planColumns)
      .from(procurementPlans)
      .innerJoin(orgUnits, eq(orgUnits.id, procurementPlans.orgUnitId))
      .innerJoin(users, eq(users.id, procurementPlans.createdBy))
      .where(where)
      .orderBy(desc(procurementPlans.updatedAt), desc(procurementPlans.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(procurementPlans).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Item counts and totals of plans (the lists show them). */
export async function planTotals(db: Db, planIds: number[]) {
  if (planIds.length === 0) return new Map<number, { count: number; total: number }>();
  const rows = await db
    .select({
      planId: procurementPlanItems.planId,
      n: count(),
      total: sql<string>`coalesce(sum(${procurementPlanItems.estimatedValue}), 0)`,
    })
    .from(procurementPlanItems)
    .where(inArray(procurementPlanItems.planId, planIds))
    .groupBy(procurementPlanItems.planId);
  return new Map(rows.map((r) => [r.planId, { count: Number(r.n), total: Number(r.total) }]));
}

export async function unitsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: orgUnits.id, name: orgUnits.name, level: orgUnits.level })
    .from(orgUnits)
    .where(and(inArray(orgUnits.id, ids), eq(orgUnits.status, 1), eq(orgUnits.approvalState, 'approved')))
    .orderBy(asc(orgUnits.level), asc(orgUnits.name));
}

/** "Link a tender": public tenders of these units by Tender ID, reference number or title. */
export async function lookupTenders(db: Db, unitIds: number[], q: string) {
  if (unitIds.length === 0) return [];
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: tenders.id,
      uid: tenders.uid,
      tenderId: tenders.externalId,
      referenceNo: tenders.referenceNo,
      title: tenders.title,
    })
    .from(tenders)
    .where(
      and(
        inArray(tenders.orgUnitId, unitIds),
        or(
          eq(sql`lower(${tenders.externalId})`, q.toLowerCase()),
          ilike(tenders.referenceNo, like),
          ilike(tenders.title, like),
        ),
      ),
    )
    .orderBy(desc(tenders.publishedAt), desc(tenders.id))
    .limit(20);
}

export async function findTenderUnit(db: Db, tenderId: number) {
  const [row] = await db
    .select({ id: tenders.id, orgUnitId: tenders.orgUnitId })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  return row;
}

export async function insertLink(tx: Db, values: { itemId: number; tenderId: number; linkedBy: number }) {
  await tx.insert(procurementPlanTenders).values(values);
}

export async function deleteLink(tx: Db, itemId: number, tenderId: number): Promise<boolean> {
  const gone = await tx
    .delete(procurementPlanTenders)
    .where(and(eq(procurementPlanTenders.itemId, itemId), eq(procurementPlanTenders.tenderId, tenderId)))
    .returning({ tenderId: procurementPlanTenders.tenderId });
  return gone.length === 1;
}

/* ---------------------------------------------------------------- public */

const publicItemColumns = {
  item: procurementPlanItems,
  orgUnitId: procurementPlans.orgUnitId,
  organisation: orgUnits.name,
  financialYear: procurementPlans.financialYear,
  approvedAt: procurementPlans.approvedAt,
};
export type PublicItemRow = {
  item: ItemRow;
  orgUnitId: number;
  organisation: string;
  financialYear: number;
  approvedAt: Date | null;
};

function publicWhere(filters: { year?: number; unit?: number; category?: PlanCategory; itemId?: number }) {
  const parts: (SQL | undefined)[] = [
    eq(procurementPlans.state, 'approved'),
    filters.year ? eq(procurementPlans.financialYear, filters.year) : undefined,
    filters.unit ? eq(procurementPlans.orgUnitId, filters.unit) : undefined,
    filters.category ? eq(procurementPlanItems.category, filters.category) : undefined,
    filters.itemId ? eq(procurementPlanItems.id, filters.itemId) : undefined,
  ];
  return and(...parts);
}

/** Items of approved plans, newest year first, then organisation and the plan's own order. */
export async function listPublicItems(
  db: Db,
  filters: { year?: number; unit?: number; category?: PlanCategory; itemId?: number },
  page: { limit: number; offset: number },
): Promise<{ rows: PublicItemRow[]; total: number }> {
  const where = publicWhere(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(publicItemColumns)
      .from(procurementPlanItems)
      .innerJoin(procurementPlans, eq(procurementPlans.id, procurementPlanItems.planId))
      .innerJoin(orgUnits, eq(orgUnits.id, procurementPlans.orgUnitId))
      .where(where)
      .orderBy(
        desc(procurementPlans.financialYear),
        asc(orgUnits.name),
        asc(procurementPlans.id),
        asc(procurementPlanItems.position),
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(procurementPlanItems)
      .innerJoin(procurementPlans, eq(procurementPlans.id, procurementPlanItems.planId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function publicOptions(db: Db) {
  const [years, organisations] = await Promise.all([
    db
      .selectDistinct({ year: procurementPlans.financialYear })
      .from(procurementPlans)
      .where(eq(procurementPlans.state, 'approved'))
      .orderBy(desc(procurementPlans.financialYear)),
    db
      .selectDistinct({ id: orgUnits.id, name: orgUnits.name })
      .from(procurementPlans)
      .innerJoin(orgUnits, eq(orgUnits.id, procurementPlans.orgUnitId))
      .where(eq(procurementPlans.state, 'approved'))
      .orderBy(asc(orgUnits.name), asc(orgUnits.id)),
  ]);
  return { years: years.map((y) => y.year), organisations };
}

/** The approved plan items a public tender carries out (at most one: the link's unique index). */
export async function publicItemsOfTender(db: Db, tenderId: number) {
  return db
    .select({
      id: procurementPlanItems.id,
      subject: procurementPlanItems.subject,
      organisation: orgUnits.name,
      financialYear: procurementPlans.financialYear,
    })
    .from(procurementPlanTenders)
    .innerJoin(procurementPlanItems, eq(procurementPlanItems.id, procurementPlanTenders.itemId))
    .innerJoin(procurementPlans, eq(procurementPlans.id, procurementPlanItems.planId))
    .innerJoin(orgUnits, eq(orgUnits.id, procurementPlans.orgUnitId))
    .where(and(eq(procurementPlanTenders.tenderId, tenderId), eq(procurementPlans.state, 'approved')));
}
