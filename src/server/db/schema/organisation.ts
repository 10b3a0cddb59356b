import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { orgApprovalStates, orgChangeKinds, orgChangeStates } from '../../../common/organisation.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The eight-level organisation hierarchy (spec §3): ministry (1), organisation type (2),
 * organisation (3), department (4), division (5), sub-division (6), branch (7), block (8).
 * Each unit's parent is one level up. Users belong to units (their organisation chains).
 *
 * The row holds the values in force. Spec §4 "organisation chain changes: send to approval,
 * approve, reject back to creator, removed": every proposed change is an `org_unit_changes`
 * row; a new unit exists from its proposal on with `approval_state = 'pending'` (so its short
 * code is reserved), and only approved units are offered to other modules and the public
 * (docs/decisions/012).
 */
export const orgUnits = pgTable(
  'org_units',
  {
    id: serial('id').primaryKey(),
    level: smallint('level').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => orgUnits.id),
    name: text('name').notNull(),
    description: text('description'),
    /** Spec §5: unique, at most 6 characters. */
    shortCode: varchar('short_code', { length: 6 }),
    /** Spec §4 status codes: 0 inactive, 1 active. */
    status: smallint('status').notNull().default(1),
    visible: boolean('visible').notNull().default(true),
    /** pending (new, awaiting approval), approved, rejected (back to its creator), removed. */
    approvalState: text('approval_state', { enum: orgApprovalStates }).notNull().default('approved'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('org_units_level_range', sql`${t.level} between 1 and 8`),
    check('org_units_approval_state', sql`${t.approvalState} in (${inList(orgApprovalStates)})`),
    // A removed proposal gives its short code back.
    uniqueIndex('org_units_short_code_uq')
      .on(sql`upper(${t.shortCode})`)
      .where(sql`${t.approvalState} <> 'removed'`),
    index('org_units_parent_idx').on(t.parentId),
    index('org_units_level_idx').on(t.level, t.approvalState),
  ],
);

/**
 * Proposed changes to the hierarchy (spec §4), kept for good: who proposed what and why, who
 * decided, when, and with which remarks. The proposed values are columns, so an auditor reads
 * them without decoding anything; the values before the change are in the audit row. A
 * rejected change that is corrected and sent again becomes `resent` and the new proposal
 * names it in `supersedes_id`, so every decision stays on record.
 */
export const orgUnitChanges = pgTable(
  'org_unit_changes',
  {
    id: serial('id').primaryKey(),
    orgUnitId: integer('org_unit_id')
      .notNull()
      .references(() => orgUnits.id),
    kind: text('kind', { enum: orgChangeKinds }).notNull(),
    state: text('state', { enum: orgChangeStates }).notNull().default('pending'),
    parentId: integer('parent_id').references(() => orgUnits.id),
    name: text('name').notNull(),
    description: text('description'),
    shortCode: varchar('short_code', { length: 6 }).notNull(),
    status: smallint('status').notNull(),
    visible: boolean('visible').notNull(),
    /** The unit's version the proposal was made against (an update applies only onto it). */
    baseVersion: integer('base_version').notNull(),
    supersedesId: integer('supersedes_id').references((): AnyPgColumn => orgUnitChanges.id),
    proposedBy: integer('proposed_by').notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    remarks: text('remarks'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionRemarks: text('decision_remarks'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('org_unit_changes_kind', sql`${t.kind} in (${inList(orgChangeKinds)})`),
    check('org_unit_changes_state', sql`${t.state} in (${inList(orgChangeStates)})`),
    // One open proposal per unit: a second one waits until the first is decided or removed.
    uniqueIndex('org_unit_changes_open_uq').on(t.orgUnitId).where(sql`${t.state} in ('pending', 'rejected')`),
    index('org_unit_changes_state_idx').on(t.state),
  ],
);
