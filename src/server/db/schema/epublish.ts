import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { epublishStates, openCorrigendumStates } from '../../../common/api/epublish.ts';
import { tenderCorrigenda } from './corrigenda.ts';
import { users } from './identity.ts';
import { orgUnits } from './organisation.ts';
import { tenders } from './tenders.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * ePublish (offline, direct purchase) tenders while they are drafted, sent, returned and
 * decided (issue #11; spec §4; docs/decisions/014 and 023). The workflow item. `values` holds
 * the §3 fields exactly as the shared schema `epublishValuesSchema` parses them (a draft is
 * incomplete by nature); the columns beside it are what the lists filter and sort on. Publishing
 * writes the public row in `tenders` (source `epublish`) in the same transaction and keeps its id.
 */
export const epublishTenders = pgTable(
  'epublish_tenders',
  {
    id: serial('id').primaryKey(),
    orgUnitId: integer('org_unit_id')
      .notNull()
      .references(() => orgUnits.id),
    state: text('state', { enum: epublishStates }).notNull().default('draft'),
    version: integer('version').notNull().default(1),
    values: jsonb('values').notNull(),
    referenceNo: text('reference_no'),
    title: text('title'),
    bidSubmissionEnd: timestamp('bid_submission_end', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last decision's remarks (Modification Required: what to change). */
    remarks: text('remarks'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    publishedTenderId: bigint('published_tender_id', { mode: 'number' }).references(() => tenders.id),
  },
  (t) => [
    check('epublish_tenders_state', sql`${t.state} in (${inList(epublishStates)})`),
    index('epublish_tenders_org_state_idx').on(t.orgUnitId, t.state),
    index('epublish_tenders_creator_idx').on(t.createdBy, t.state),
    // Issue #24 item 5: one reference number per unit among the tenders it has sent (0031).
    uniqueIndex('epublish_tenders_unit_reference_uq')
      .on(t.orgUnitId, sql`lower(btrim(${t.referenceNo}))`)
      .where(sql`${t.state} not in ('draft', 'discarded') and ${t.referenceNo} is not null`),
  ],
);

/**
 * The columns of an item made for a published ePublish tender — a corrigendum or an award of
 * contract (issue #11 items 3, 4): the tender, its unit, the workflow state and version,
 * `values` as its shared schema parses them, who made and who decided it.
 */
const childItemColumns = () => ({
  id: serial('id').primaryKey(),
  tenderId: integer('tender_id')
    .notNull()
    .references(() => epublishTenders.id),
  orgUnitId: integer('org_unit_id')
    .notNull()
    .references(() => orgUnits.id),
  state: text('state', { enum: epublishStates }).notNull().default('draft'),
  version: integer('version').notNull().default(1),
  values: jsonb('values').notNull(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  remarks: text('remarks'),
  decidedBy: integer('decided_by').references(() => users.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

/** Corrigenda (spec §3 Corrigendum, §4); publishing writes the public `tender_corrigenda` row. */
export const epublishCorrigenda = pgTable(
  'epublish_corrigenda',
  {
    ...childItemColumns(),
    publishedCorrigendumId: bigint('published_corrigendum_id', { mode: 'number' }).references(
      () => tenderCorrigenda.id,
    ),
  },
  (t) => [
    check('epublish_corrigenda_state', sql`${t.state} in (${inList(epublishStates)})`),
    index('epublish_corrigenda_org_state_idx').on(t.orgUnitId, t.state),
    index('epublish_corrigenda_creator_idx').on(t.createdBy, t.state),
    index('epublish_corrigenda_tender_idx').on(t.tenderId),
    // One open corrigendum per tender (issue #11 item 3): a second waits until the first is
    // published or discarded. The index, not the check before the insert, decides a race
    // (issue #23 item 2); the states are `openCorrigendumStates`.
    uniqueIndex('epublish_corrigenda_open_uq')
      .on(t.tenderId)
      .where(sql`${t.state} in (${inList(openCorrigendumStates)})`),
  ],
);

/** Awards of contract (spec §3 AoC, §4); publishing records the award on the public tender (bidawards). */
export const epublishAwards = pgTable('epublish_awards', childItemColumns(), (t) => [
  check('epublish_awards_state', sql`${t.state} in (${inList(epublishStates)})`),
  index('epublish_awards_org_state_idx').on(t.orgUnitId, t.state),
  index('epublish_awards_creator_idx').on(t.createdBy, t.state),
  index('epublish_awards_tender_idx').on(t.tenderId),
  // One award per tender (spec §7 checkAocAllowed, issue #11 item 4), in every state but
  // `discarded`: its creator withdrew it, so another may be made. "Modification Required"
  // (`returned`) keeps it: the same award comes back. The index decides a race (issue #23 item 2).
  uniqueIndex('epublish_awards_tender_uq').on(t.tenderId).where(sql`${t.state} <> 'discarded'`),
]);
