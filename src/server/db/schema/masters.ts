import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { masterKinds } from '../../../common/masters/kinds.ts';

/**
 * The simple masters of spec §2/§7 (form of contract, tender category, tender type, funding
 * agencies, tenderer classes, sectors, the portal master, the status list, submission
 * declarations, offline instruments) share one table with a `kind` (docs/decisions/011).
 * Entries are never deleted: status 0 (inactive) or 1 (active), spec §4.
 */
export const masterEntries = pgTable(
  'master_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameAs: text('name_as').notNull(),
    description: text('description'),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('master_entries_kind', sql.raw(`kind in (${masterKinds.map((k) => `'${k}'`).join(', ')})`)),
    check('master_entries_status', sql`${t.status} in (0, 1)`),
    uniqueIndex('master_entries_kind_code_uq').on(t.kind, sql`upper(${t.code})`),
    uniqueIndex('master_entries_kind_name_uq').on(t.kind, sql`lower(${t.nameEn})`),
  ],
);

/** ISO 4217 currencies (tender fee and EMD may be in several currencies, spec §3 Tender). */
export const currencies = pgTable('currencies', {
  code: char('code', { length: 3 }).primaryKey(),
  number: char('number', { length: 3 }),
  minorUnit: smallint('minor_unit'),
  name: text('name').notNull(),
  countries: text('countries'),
  status: smallint('status').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Product categories at four levels (spec §3 Tender "UNSPSC names and codes at four levels":
 * 1 segment, 2 family, 3 class, 4 commodity), per classification scheme: `unspsc`, `cpv`
 * (EU Common Procurement Vocabulary) or `gepnic` (the state's e-procurement categories).
 */
export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    scheme: text('scheme').notNull(),
    code: text('code').notNull(),
    level: smallint('level').notNull(),
    parentCode: text('parent_code'),
    name: text('name').notNull(),
    /** The level as the source names it (CPV: division, group, class, category, subcategory). */
    sourceLevel: text('source_level'),
    status: smallint('status').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_categories_level', sql`${t.level} between 1 and 4`),
    uniqueIndex('product_categories_scheme_code_uq').on(t.scheme, t.code),
    index('product_categories_parent_idx').on(t.scheme, t.parentCode),
  ],
);
