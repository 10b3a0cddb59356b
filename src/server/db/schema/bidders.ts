import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bidderRowStatuses, changeKinds, registerKinds } from '../../../common/api/bidders.ts';
import { files } from './files.ts';
import { users } from './identity.ts';
import { orgUnits } from './organisation.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Every upload of a bidder register, kept for ever (issue #28 item 1; spec §8 "Bidder uploads
 * cannot be deleted once uploaded"; docs/decisions/045). The register of a unit is its latest
 * version. Rows here and in the two tables below are never updated or deleted: triggers of
 * migration 0022 refuse it, whoever asks.
 */
export const bidderRegisterVersions = pgTable(
  'bidder_register_versions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: registerKinds }).notNull(),
    orgUnitId: integer('org_unit_id')
      .notNull()
      .references(() => orgUnits.id),
    /** 1, 2, 3 … per unit and kind; the §8 confirmation names the one it replaces. */
    versionNo: integer('version_no').notNull(),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => files.id),
    rowCount: integer('row_count').notNull(),
    rejectedCount: integer('rejected_count').notNull(),
    /** The line-numbered report of the rows refused (`rowProblemSchema[]`). */
    problems: jsonb('problems').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bidder_register_versions_kind', sql`${t.kind} in (${inList(registerKinds)})`),
    // One version n per unit and register: two uploads replacing the same version cannot both land.
    uniqueIndex('bidder_register_versions_no_uq').on(t.kind, t.orgUnitId, t.versionNo),
  ],
);

/** The good rows of a version (§3 Registered and debarred bidders). */
export const bidderRegisterRows = pgTable(
  'bidder_register_rows',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => bidderRegisterVersions.id),
    line: integer('line').notNull(),
    registrationNo: text('registration_no').notNull(),
    /** `normaliseRegistrationNo`: what duplicates and the search compare. */
    registrationKey: text('registration_key').notNull(),
    name: text('name').notNull(),
    /** `normaliseName`: case, punctuation and M/s do not matter to the debarment search. */
    nameKey: text('name_key').notNull(),
    type: text('type').notNull(),
    bidderClass: text('bidder_class'),
    category: text('category'),
    issueDate: date('issue_date', { mode: 'string' }),
    validUpto: date('valid_upto', { mode: 'string' }),
    debarredFrom: date('debarred_from', { mode: 'string' }),
    debarredTo: date('debarred_to', { mode: 'string' }),
    reason: text('reason'),
    status: text('status', { enum: bidderRowStatuses }).notNull(),
  },
  (t) => [
    check('bidder_register_rows_status', sql`${t.status} in (${inList(bidderRowStatuses)})`),
    // Issue #28: a registration number appears once in a register.
    uniqueIndex('bidder_register_rows_registration_uq').on(t.versionId, t.registrationKey),
    index('bidder_register_rows_name_idx').on(t.nameKey),
    index('bidder_register_rows_registration_idx').on(t.registrationKey),
  ],
);

/** A version's corrigendum against the one before it (issue #28 item 2): added, removed, changed old → new. */
export const bidderRegisterChanges = pgTable(
  'bidder_register_changes',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => bidderRegisterVersions.id),
    change: text('change', { enum: changeKinds }).notNull(),
    registrationNo: text('registration_no').notNull(),
    name: text('name').notNull(),
    /** `[{ field, old, new }]` for a changed row; empty for added and removed. */
    fields: jsonb('fields').notNull(),
  },
  (t) => [
    check('bidder_register_changes_change', sql`${t.change} in (${inList(changeKinds)})`),
    index('bidder_register_changes_version_idx').on(t.versionId),
  ],
);

/**
 * multipleOrg / publishMultipleOrg (docs/decisions/046): a version assigned to a further unit of
 * the uploader's chain, and when it was published there. Assigning is once per unit and version.
 */
export const bidderRegisterShares = pgTable(
  'bidder_register_shares',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => bidderRegisterVersions.id),
    orgUnitId: integer('org_unit_id')
      .notNull()
      .references(() => orgUnits.id),
    assignedBy: integer('assigned_by')
      .notNull()
      .references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('bidder_register_shares_uq').on(t.versionId, t.orgUnitId)],
);
