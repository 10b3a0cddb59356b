import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appealStates, appealVerdicts, openAppealStates } from '../../../common/api/appeals.ts';
import { files } from './files.ts';
import { users } from './identity.ts';
import { orgUnits } from './organisation.ts';
import { tenders } from './tenders.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Appeals under section 38 of the Act (issue #25; spec §3 Appeal, §4; docs/decisions/040). The
 * workflow item (`modules/appeals/workflow.ts`). `values` holds the §3 fields the appellant writes
 * exactly as `appealValuesSchema` parses them; the columns beside it are the clock, the
 * decision and what lists filter and sort on. `org_unit_id` is the tender's unit when filed: the
 * authorities of the chain above it decide.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: serial('id').primaryKey(),
    /** Given when filed: AP1/2026/000012 (level, year, id). */
    referenceNo: text('reference_no'),
    level: smallint('level').notNull(),
    /** A level II appeal's level I appeal. */
    firstAppealId: integer('first_appeal_id').references((): AnyPgColumn => appeals.id),
    tenderId: bigint('tender_id', { mode: 'number' })
      .notNull()
      .references(() => tenders.id),
    orgUnitId: integer('org_unit_id')
      .notNull()
      .references(() => orgUnits.id),
    state: text('state', { enum: appealStates }).notNull().default('draft'),
    version: integer('version').notNull().default(1),
    values: jsonb('values').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last day it may be filed (s.38(1) or (2)), fixed when the draft is made. */
    filingLastDay: date('filing_last_day', { mode: 'string' }).notNull(),
    filedAt: timestamp('filed_at', { withTimezone: true }),
    /** The authority's thirty days end on this day (s.38(4)); the §9 expiry timer counts to it. */
    dueDay: date('due_day', { mode: 'string' }),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    hearingAt: timestamp('hearing_at', { withTimezone: true }),
    hearingPlace: text('hearing_place'),
    hearingVenue: text('hearing_venue'),
    verdict: text('verdict', { enum: appealVerdicts }),
    disposalReportFileId: bigint('disposal_report_file_id', { mode: 'number' }).references(() => files.id),
    remarks: text('remarks'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The appellate authority (issue #25 item 1) of the chain when it was filed, if one was named. */
    authorityId: integer('authority_id').references((): AnyPgColumn => appellateAuthorities.id),
  },
  (t) => [
    check('appeals_level', sql`${t.level} in (1, 2)`),
    check('appeals_state', sql`${t.state} in (${inList(appealStates)})`),
    check('appeals_second_has_first', sql`(${t.level} = 1) = (${t.firstAppealId} is null)`),
    check(
      'appeals_filed_has_reference',
      sql`${t.state} = 'draft' or (${t.referenceNo} is not null and ${t.dueDay} is not null)`,
    ),
    // One open appeal per tender and appellant (issue #25): two tabs, a double click or a
    // script cannot open a second while one is in draft or before its authority.
    uniqueIndex('appeals_one_open_uq')
      .on(t.tenderId, t.createdBy)
      .where(sql`${t.state} in (${inList(openAppealStates)})`),
    // One level II appeal per level I appeal.
    uniqueIndex('appeals_one_second_uq')
      .on(t.firstAppealId)
      .where(sql`${t.firstAppealId} is not null and ${t.state} <> 'draft'`),
    uniqueIndex('appeals_reference_uq').on(t.referenceNo),
    index('appeals_created_by_idx').on(t.createdBy, t.state),
    index('appeals_unit_idx').on(t.orgUnitId, t.level, t.state),
    index('appeals_decided_idx').on(t.state, t.decidedAt),
  ],
);

/**
 * Appellate authorities (issue #25 item 1; spec §3 Appellate authority; docs/decisions/051):
 * the designated officers of section 38, level I or II, kept by the portal admin. Ministry and
 * department are codes of the `appellate_ministry` / `appellate_department` masters. Never
 * deleted: made inactive (status 0), which frees its chains.
 */
export const appellateAuthorities = pgTable(
  'appellate_authorities',
  {
    id: serial('id').primaryKey(),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    designation: text('designation').notNull(),
    ministryCode: text('ministry_code').notNull(),
    departmentCode: text('department_code').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    address: text('address').notNull(),
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('appellate_authorities_level', sql`${t.level} in (1, 2)`),
    check('appellate_authorities_status', sql`${t.status} in (0, 1)`),
    // One record per officer and level: the same person hears several chains through its units.
    uniqueIndex('appellate_authorities_email_uq').on(t.level, sql`lower(${t.email})`),
  ],
);

/**
 * The chains an authority hears (issue #25 item 1 "every organisation chain that publishes
 * tenders can be given its level I and level II authority"). `level` and `active` copy the
 * authority's, kept by the same transaction, so the database holds "one active authority per
 * unit and level" (two admins assigning the same unit at once: one gets 409).
 */
export const appellateAuthorityUnits = pgTable(
  'appellate_authority_units',
  {
    authorityId: integer('authority_id')
      .notNull()
      .references(() => appellateAuthorities.id),
    orgUnitId: integer('org_unit_id')
      .notNull()
      .references(() => orgUnits.id),
    level: smallint('level').notNull(),
    active: smallint('active').notNull().default(1),
  },
  (t) => [
    uniqueIndex('appellate_authority_units_pk').on(t.authorityId, t.orgUnitId),
    uniqueIndex('appellate_authority_units_one_uq').on(t.orgUnitId, t.level).where(sql`${t.active} = 1`),
  ],
);
