import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Module configuration (spec §3 "module, sub-module, field, priority, mandatory flag"; §2
 * sppmodule, sppsubmodule, sppmodulefield): which fields a form of a module shows, in which
 * order, and which are mandatory. The tender form reads it through the module-field status
 * call (§7). Rows are made inactive, never deleted.
 */
export const configModules = pgTable(
  'config_modules',
  {
    id: serial('id').primaryKey(),
    /** Stable key the forms ask for, e.g. EPUBLISH. */
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameAs: text('name_as').notNull(),
    priority: integer('priority').notNull().default(1),
    /** Spec §4 status codes: 0 inactive, 1 active. */
    status: smallint('status').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('config_modules_code_uq').on(sql`upper(${t.code})`)],
);

export const configSubModules = pgTable(
  'config_sub_modules',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => configModules.id),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameAs: text('name_as').notNull(),
    priority: integer('priority').notNull().default(1),
    status: smallint('status').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('config_sub_modules_code_uq').on(t.moduleId, sql`upper(${t.code})`)],
);

export const configFields = pgTable(
  'config_fields',
  {
    id: serial('id').primaryKey(),
    subModuleId: integer('sub_module_id')
      .notNull()
      .references(() => configSubModules.id),
    /** The form's field key, e.g. tenderReferenceNumber. */
    fieldName: text('field_name').notNull(),
    labelEn: text('label_en').notNull(),
    labelAs: text('label_as').notNull(),
    priority: integer('priority').notNull().default(1),
    mandatory: boolean('mandatory').notNull().default(false),
    /** 1: the form shows the field (module field status true), 0: hidden. */
    status: smallint('status').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('config_fields_name_uq').on(t.subModuleId, sql`lower(${t.fieldName})`),
    index('config_fields_sub_module_idx').on(t.subModuleId),
  ],
);
