import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { tenders } from './tenders.ts';

/** Spec §3 Corrigendum: its type (one of them cancels the tender). */
export const corrigendumTypes = ['date-extension', 'amendment', 'clarification', 'cancel'] as const;

/**
 * Corrigenda of a tender (spec §3 Corrigendum; §2 activecorrigendums, listofcorrigendums,
 * dpcorrigendumlist, corrigendumfullview). Published by the ePublish workflow (a later issue)
 * and by source imports; the public reads them here. `uid` is the permalink id.
 */
export const tenderCorrigenda = pgTable(
  'tender_corrigenda',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: text('uid').notNull(),
    tenderId: bigint('tender_id', { mode: 'number' })
      .notNull()
      .references(() => tenders.id),
    /** 1, 2, … within the tender. */
    number: smallint('number').notNull(),
    type: text('type', { enum: corrigendumTypes }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Details, remarks or reason. */
    details: text('details').notNull(),
    /** A date extension's new bid submission end. */
    newClosingAt: timestamp('new_closing_at', { withTimezone: true }),
    clarificationStartAt: timestamp('clarification_start_at', { withTimezone: true }),
    clarificationEndAt: timestamp('clarification_end_at', { withTimezone: true }),
    documentName: text('document_name'),
    /** The corrigendum's document (ePublish: an upload of its creator). */
    documentFileId: bigint('document_file_id', { mode: 'number' }).references(() => files.id),
    /** What it changed, field by field (`corrigendumChangeSchema[]`; issue #11 item 3). */
    changes: jsonb('changes').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tender_corrigenda_uid_uq').on(t.uid),
    uniqueIndex('tender_corrigenda_tender_number_uq').on(t.tenderId, t.number),
    index('tender_corrigenda_published_idx').on(t.publishedAt, t.id),
    check(
      'tender_corrigenda_type',
      sql`${t.type} in ('date-extension', 'amendment', 'clarification', 'cancel')`,
    ),
  ],
);
