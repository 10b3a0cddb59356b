import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The eight-level organisation hierarchy (spec §3): ministry (1), organisation type (2),
 * organisation (3), department (4), division (5), sub-division (6), branch (7), block (8).
 * Each unit's parent is one level up. Users belong to units (their organisation chains);
 * the master data issue adds the approval workflow and the screens.
 */
export const orgUnits = pgTable(
  'org_units',
  {
    id: serial('id').primaryKey(),
    level: smallint('level').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => orgUnits.id),
    name: text('name').notNull(),
    description: text('description'),
    /** Spec §5: unique, at most 6 characters. */
    shortCode: varchar('short_code', { length: 6 }),
    /** Spec §4 status codes: 0 inactive, 1 active. */
    status: smallint('status').notNull().default(1),
    visible: boolean('visible').notNull().default(true),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('org_units_level_range', sql`${t.level} between 1 and 8`),
    uniqueIndex('org_units_short_code_uq').on(sql`upper(${t.shortCode})`),
    index('org_units_parent_idx').on(t.parentId),
  ],
);
