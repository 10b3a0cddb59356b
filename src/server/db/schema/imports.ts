import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per completed import of an official file (src/server/importers): which kind, which
 * file (name and SHA-256) and what it changed. Demo start-up skips a file already loaded.
 */
export const importRuns = pgTable('import_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  fileName: text('file_name').notNull(),
  sha256: text('sha256').notNull(),
  rows: integer('rows').notNull(),
  inserted: integer('inserted').notNull(),
  updated: integer('updated').notNull(),
  unchanged: integer('unchanged').notNull(),
  rejected: integer('rejected').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
