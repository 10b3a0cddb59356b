import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  announcementStates,
  contentLanguages,
  contentStates,
  contentTypes,
  trainingStates,
} from '../../../common/api/content.ts';
import { files } from './files.ts';
import { users } from './identity.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Content documents (issue #27 item 1; spec §3 Content document, §4 "Content: approve, then
 * publish or block"; docs/decisions/043): the Act, rules, orders, guidelines and downloads the
 * public Guidelines pages list. A workflow item (`modules/content/workflow.ts`); the document is
 * a file of the files module (type by leading bytes, SHA-256 kept there).
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: contentTypes }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    department: text('department'),
    /** The document; null exactly for a testimonial (migration 0028, `content_documents_body`). */
    fileId: bigint('file_id', { mode: 'number' }).references(() => files.id),
    /** A testimonial's body (spec §2 Home screen; issue #27 item 7): the quote, who said it, their designation or organisation. */
    quote: text('quote'),
    personName: text('person_name'),
    personRole: text('person_role'),
    language: text('language', { enum: contentLanguages }).notNull(),
    documentDate: date('document_date', { mode: 'string' }).notNull(),
    /** The day after which the public no longer sees it; null: never expires. */
    expiryDate: date('expiry_date', { mode: 'string' }),
    keywords: text('keywords'),
    state: text('state', { enum: contentStates }).notNull().default('pending'),
    version: integer('version').notNull().default(1),
    remarks: text('remarks'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: integer('approved_by').references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    check('content_documents_type', sql`${t.type} in (${inList(contentTypes)})`),
    check('content_documents_language', sql`${t.language} in (${inList(contentLanguages)})`),
    check('content_documents_state', sql`${t.state} in (${inList(contentStates)})`),
    check('content_documents_expiry', sql`${t.expiryDate} is null or ${t.expiryDate} >= ${t.documentDate}`),
    check(
      'content_documents_body',
      sql`(${t.type} = 'testimonials' and ${t.fileId} is null and ${t.quote} is not null and ${t.personName} is not null and ${t.personRole} is not null and ${t.language} in ('en', 'as'))
        or (${t.type} <> 'testimonials' and ${t.fileId} is not null and ${t.quote} is null and ${t.personName} is null and ${t.personRole} is null)`,
    ),
    index('content_documents_public_idx').on(t.type, t.state, t.documentDate),
    index('content_documents_state_idx').on(t.state, t.updatedAt),
  ],
);

/**
 * Announcements (issue #27 item 2; spec §3 Announcement "description, display from and to,
 * status, remarks"): in English and Assamese, shown on the home page and announcementdisplay
 * only when approved and only inside their window (decision 044).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    descriptionEn: text('description_en').notNull(),
    descriptionAs: text('description_as').notNull(),
    displayFrom: date('display_from', { mode: 'string' }).notNull(),
    displayTo: date('display_to', { mode: 'string' }).notNull(),
    alert: boolean('alert').notNull().default(false),
    state: text('state', { enum: announcementStates }).notNull().default('pending'),
    version: integer('version').notNull().default(1),
    remarks: text('remarks'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id),
  },
  (t) => [
    check('announcements_state', sql`${t.state} in (${inList(announcementStates)})`),
    check('announcements_window', sql`${t.displayTo} >= ${t.displayFrom}`),
    index('announcements_window_idx').on(t.state, t.displayFrom, t.displayTo),
  ],
);

/**
 * Trainings (issue #27 item 3; spec §3 Training, §4 "to be published, published, active,
 * archived, cancelled (a reason and date are required)"): written, published by a second portal
 * admin, moved to active while running and archived after (internal steps on the server's clock),
 * or cancelled with a reason and the day of cancelling.
 */
export const trainings = pgTable(
  'trainings',
  {
    id: serial('id').primaryKey(),
    titleEn: text('title_en').notNull(),
    titleAs: text('title_as').notNull(),
    descriptionEn: text('description_en'),
    descriptionAs: text('description_as'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    venue: text('venue'),
    link: text('link'),
    state: text('state', { enum: trainingStates }).notNull().default('toBePublished'),
    version: integer('version').notNull().default(1),
    remarks: text('remarks'),
    cancellationReason: text('cancellation_reason'),
    cancelledOn: date('cancelled_on', { mode: 'string' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('trainings_state', sql`${t.state} in (${inList(trainingStates)})`),
    check('trainings_dates', sql`${t.endsAt} > ${t.startsAt}`),
    check('trainings_venue_or_link', sql`${t.venue} is not null or ${t.link} is not null`),
    check(
      'trainings_cancelled',
      sql`${t.state} <> 'cancelled' or (${t.cancellationReason} is not null and ${t.cancelledOn} is not null)`,
    ),
    index('trainings_state_idx').on(t.state, t.startsAt),
  ],
);
