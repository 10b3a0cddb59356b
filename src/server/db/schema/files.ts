import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { fileKinds, filePurposeNames } from '../../../common/files.ts';
import { users } from './identity.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Uploaded files (spec §5 Files; docs/decisions/015). One row per upload; the content is kept
 * once per SHA-256 in the file store, so two uploads of the same bytes share it. The name is
 * the uploader's, cleaned; downloads get it as an attachment with the detected kind's extension.
 */
export const files = pgTable(
  'files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sha256: char('sha256', { length: 64 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: fileKinds }).notNull(),
    mediaType: text('media_type').notNull(),
    name: text('name').notNull(),
    purpose: text('purpose', { enum: filePurposeNames }).notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('files_kind', sql`${t.kind} in (${inList(fileKinds)})`),
    check('files_size', sql`${t.size} > 0`),
    index('files_sha256_idx').on(t.sha256),
    index('files_uploaded_by_idx').on(t.uploadedBy),
  ],
);
