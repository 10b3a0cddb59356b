import { sql } from 'drizzle-orm';
import { char, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Locations (spec §3 User address, §5 "Pincode entry auto-fills state and district", §7 login
 * lists): the Local Government Directory's states, districts, sub-districts and blocks, keyed by
 * their LGD codes, and the India Post pincode directory. Loaded by the importers
 * (src/server/importers); names are kept as the official files spell them, and `display_name`
 * holds a curated spelling where one is known (admin/assam_districts.csv).
 */
export const lgdStates = pgTable('lgd_states', {
  stateCode: integer('state_code').primaryKey(),
  name: text('name').notNull(),
  nameLocal: text('name_local'),
  /** Upper case, letters and digits only: how pincode rows find their state. */
  nameKey: text('name_key').notNull(),
  /** S state, U union territory. */
  stateOrUt: text('state_or_ut'),
  census2011Code: text('census2011_code'),
  lgdVersion: integer('lgd_version'),
  status: smallint('status').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const lgdDistricts = pgTable(
  'lgd_districts',
  {
    districtCode: integer('district_code').primaryKey(),
    stateCode: integer('state_code')
      .notNull()
      .references(() => lgdStates.stateCode),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    /** A curated spelling ("Kamrup Metro" for LGD's "KAMRUP METRO"); null: derived from `name`. */
    displayName: text('display_name'),
    /** The district's spelling in the India Post directory, where it differs (as a key). */
    postNameKey: text('post_name_key'),
    census2011Code: text('census2011_code'),
    status: smallint('status').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lgd_districts_state_idx').on(t.stateCode, t.nameKey)],
);

export const lgdSubdistricts = pgTable(
  'lgd_subdistricts',
  {
    subdistrictCode: integer('subdistrict_code').primaryKey(),
    districtCode: integer('district_code')
      .notNull()
      .references(() => lgdDistricts.districtCode),
    stateCode: integer('state_code').notNull(),
    name: text('name').notNull(),
    census2011Code: text('census2011_code'),
    lgdVersion: integer('lgd_version'),
    status: smallint('status').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lgd_subdistricts_district_idx').on(t.districtCode)],
);

/** LGD lists a block under every district it spans, so a block is keyed by code and district. */
export const lgdBlocks = pgTable(
  'lgd_blocks',
  {
    blockCode: integer('block_code').notNull(),
    districtCode: integer('district_code')
      .notNull()
      .references(() => lgdDistricts.districtCode),
    stateCode: integer('state_code').notNull(),
    name: text('name').notNull(),
    nameLocal: text('name_local'),
    lgdVersion: integer('lgd_version'),
    status: smallint('status').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockCode, t.districtCode] }),
    index('lgd_blocks_district_idx').on(t.districtCode),
  ],
);

/**
 * The India Post directory folded to one row per pincode and district (a pincode can span
 * districts; `is_primary` marks the one with most post offices). District and state are kept as
 * India Post spells them; lookups find the LGD district through `name_key`/`post_name_key`.
 */
export const pincodeDistricts = pgTable(
  'pincode_districts',
  {
    pincode: char('pincode', { length: 6 }).notNull(),
    districtKey: text('district_key').notNull(),
    stateKey: text('state_key').notNull(),
    districtName: text('district_name').notNull(),
    stateName: text('state_name').notNull(),
    officeCount: integer('office_count').notNull(),
    isPrimary: smallint('is_primary').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.pincode, t.districtKey, t.stateKey] }),
    index('pincode_districts_pincode_idx').on(t.pincode, sql`${t.isPrimary} desc`),
  ],
);
