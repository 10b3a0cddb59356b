import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { planCategories, planMethods, planStates } from '../../../common/api/plans.ts';
import { users } from './identity.ts';
import { orgUnits } from './organisation.ts';
import { tenders } from './tenders.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Annual procurement plans (issue #27 item 5; spec §2 annualprocurementplan*, §7
 * annualProcurementUserPlan / annualProcurementPublicPlan; docs/decisions/052): one plan per
 * organisation unit and financial year (`procurement_plans_unit_year_uq`, whatever its state: a
 * returned plan is corrected and sent again, never written twice). A workflow item
 * (`modules/plans/workflow.ts`).
 */
export const procurementPlans = pgTable(
  'procurement_plans',
  {
    id: serial('id').primaryKey(),
    orgUnitId: integer('org_unit_id')
      .notNull()
      .references(() => orgUnits.id),
    /** The financial year's first calendar year: 2026 is 2026-27 (April to March). */
    financialYear: smallint('financial_year').notNull(),
    state: text('state', { enum: planStates }).notNull().default('draft'),
    version: integer('version').notNull().default(1),
    remarks: text('remarks'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    approvedAt: moment('approved_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('procurement_plans_state', sql`${t.state} in (${inList(planStates)})`),
    uniqueIndex('procurement_plans_unit_year_uq').on(t.orgUnitId, t.financialYear),
    index('procurement_plans_state_idx').on(t.state, t.financialYear),
  ],
);

/** The items of a plan: subject, category, estimated value, quarter, method. */
export const procurementPlanItems = pgTable(
  'procurement_plan_items',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => procurementPlans.id),
    position: smallint('position').notNull(),
    subject: text('subject').notNull(),
    category: text('category', { enum: planCategories }).notNull(),
    estimatedValue: numeric('estimated_value', { precision: 18, scale: 2, mode: 'number' }).notNull(),
    quarter: smallint('quarter').notNull(),
    method: text('method', { enum: planMethods }).notNull(),
  },
  (t) => [
    check('procurement_plan_items_category', sql`${t.category} in (${inList(planCategories)})`),
    check('procurement_plan_items_method', sql`${t.method} in (${inList(planMethods)})`),
    check('procurement_plan_items_quarter', sql`${t.quarter} between 1 and 4`),
    check('procurement_plan_items_value', sql`${t.estimatedValue} > 0`),
    index('procurement_plan_items_plan_idx').on(t.planId, t.position),
  ],
);

/**
 * Plan item → the public tenders that carry it out (issue #27 item 5 "link plan items to the
 * tenders that carry them out"). A tender carries out at most one plan item
 * (`procurement_plan_tenders_tender_uq`); an item may take several tenders (lots, a re-tender).
 */
export const procurementPlanTenders = pgTable(
  'procurement_plan_tenders',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => procurementPlanItems.id),
    tenderId: bigint('tender_id', { mode: 'number' })
      .notNull()
      .references(() => tenders.id),
    linkedBy: integer('linked_by')
      .notNull()
      .references(() => users.id),
    linkedAt: moment('linked_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('procurement_plan_tenders_tender_uq').on(t.tenderId),
    index('procurement_plan_tenders_item_idx').on(t.itemId),
  ],
);
