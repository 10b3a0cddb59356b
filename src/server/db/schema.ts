import { bigint, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * The database schema, one PostgreSQL dialect for PGlite and PostgreSQL
 * (docs/decisions/001). Modules add their tables here; `npm run db:generate` writes the
 * migration that start-up applies.
 */

/** The footer's visit counter (spec §2 Layout, §7 visitor count): a single row. */
export const visitCounter = pgTable('visit_counter', {
  id: smallint('id').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
