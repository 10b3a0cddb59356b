import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  feedbackReasons,
  grievanceActions,
  grievanceKinds,
  grievanceStates,
} from '../../../common/api/grievances.ts';
import { files } from './files.ts';
import { users } from './identity.ts';
import { orgUnits } from './organisation.ts';
import { tenders } from './tenders.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Grievances and suggestions (issue #26; spec §3 Grievance, §4 "Grievance: submitted, open,
 * closed"; docs/decisions/041). The workflow item (`modules/grievances/workflow.ts`). `values`
 * holds the §3 fields exactly as `grievanceValuesSchema` parses them; the columns beside it are
 * what lists filter and sort on. `org_unit_id` is the concerned tender's unit when submitted:
 * the officers of the chain above it handle it (none: the portal admin).
 */
export const grievances = pgTable(
  'grievances',
  {
    id: serial('id').primaryKey(),
    /** Given at submission: GRV/2026/000012 or SUG/2026/000013. */
    grievanceNo: text('grievance_no'),
    kind: text('kind', { enum: grievanceKinds }).notNull(),
    state: text('state', { enum: grievanceStates }).notNull().default('draft'),
    version: integer('version').notNull().default(1),
    values: jsonb('values').notNull(),
    tenderId: bigint('tender_id', { mode: 'number' }).references(() => tenders.id),
    orgUnitId: integer('org_unit_id').references(() => orgUnits.id),
    /** The e-mail the grievance was filed with, lower case: the public tracking page's second key. */
    email: text('email'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    remarks: text('remarks'),
  },
  (t) => [
    check('grievances_kind', sql`${t.kind} in (${inList(grievanceKinds)})`),
    check('grievances_state', sql`${t.state} in (${inList(grievanceStates)})`),
    check(
      'grievances_submitted_has_number',
      sql`${t.state} = 'draft' or (${t.grievanceNo} is not null and ${t.email} is not null and ${t.submittedAt} is not null)`,
    ),
    uniqueIndex('grievances_number_uq').on(t.grievanceNo),
    index('grievances_created_by_idx').on(t.createdBy, t.state),
    index('grievances_unit_idx').on(t.orgUnitId, t.state, t.submittedAt),
  ],
);

/**
 * Every officer step on a grievance with its remarks and document (issue #26 item 3: "reply with
 * remarks and documents … the reply visible to the complainant"). Written with the step, in the
 * transition's transaction.
 */
export const grievanceReplies = pgTable(
  'grievance_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    grievanceId: integer('grievance_id')
      .notNull()
      .references(() => grievances.id),
    action: text('action', { enum: grievanceActions }).notNull(),
    remarks: text('remarks'),
    fileId: bigint('file_id', { mode: 'number' }).references(() => files.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('grievance_replies_grievance_idx').on(t.grievanceId, t.id)],
);

/**
 * The grievance officers of an organisation chain (contractUser / contractUserList; decision
 * 041): who is told of every grievance the chain receives. One active entry per chain and
 * e-mail, held by the database.
 */
export const grievanceOfficers = pgTable(
  'grievance_officers',
  {
    id: serial('id').primaryKey(),
    orgUnitId: integer('org_unit_id')
      .notNull()
      .references(() => orgUnits.id),
    name: text('name').notNull(),
    designation: text('designation').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('grievance_officers_one_active_uq').on(t.orgUnitId, t.email).where(sql`${t.active}`)],
);

/** Feedback from the public page (spec §3 Feedback), read by the portal admin (feedbacklist). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    designation: text('designation'),
    organisation: text('organisation'),
    reason: text('reason', { enum: feedbackReasons }).notNull(),
    countryCode: text('country_code'),
    mobile: text('mobile'),
    comments: text('comments').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feedback_reason', sql`${t.reason} in (${inList(feedbackReasons)})`),
    index('feedback_created_idx').on(t.createdAt),
  ],
);
