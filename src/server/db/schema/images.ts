import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { imageCategories, imageLanguages, imageStates } from '../../../common/api/images.ts';
import { files } from './files.ts';
import { users } from './identity.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Images (issue #27 item 4; spec §3 Image; docs/decisions/054): banners, gallery photos and the
 * footer's logos. A workflow item (`modules/images/workflow.ts`): shown only approved and only
 * inside its validity window. The original is a file of the files module (kind by leading
 * bytes); the public sees only its resized copies (`image_variants`).
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    category: text('category', { enum: imageCategories }).notNull(),
    nameEn: text('name_en').notNull(),
    nameAs: text('name_as').notNull(),
    language: text('language', { enum: imageLanguages }).notNull(),
    displayDate: date('display_date', { mode: 'string' }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    location: text('location'),
    priority: integer('priority').notNull(),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => files.id),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    state: text('state', { enum: imageStates }).notNull().default('pending'),
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
    check('images_category', sql`${t.category} in (${inList(imageCategories)})`),
    check('images_language', sql`${t.language} in (${inList(imageLanguages)})`),
    check('images_state', sql`${t.state} in (${inList(imageStates)})`),
    check('images_window', sql`${t.validTo} >= ${t.validFrom}`),
    check('images_priority', sql`${t.priority} between 1 and 99`),
    check('images_size', sql`${t.width} > 0 and ${t.height} > 0`),
    index('images_public_idx').on(t.category, t.state, t.validFrom, t.validTo),
  ],
);

/** The resized WebP copies of an image, one per width (a file of the files module each). */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => files.id),
    sha256: text('sha256').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] }), index('image_variants_sha256_idx').on(t.sha256)],
);
