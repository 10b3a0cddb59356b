import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orgUnits } from './organisation.ts';

/** Roles of spec §6, with the role master's flags (§3 Role master). */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAs: text('name_as').notNull(),
  paymentCapture: boolean('payment_capture').notNull().default(false),
  emdRequired: boolean('emd_required').notNull().default(false),
  tenderFeeRequired: boolean('tender_fee_required').notNull().default(false),
  status: smallint('status').notNull().default(1),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Users (spec §3 User). The login id is unique whatever its case. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    loginId: text('login_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth'),
    email: text('email'),
    mobile: text('mobile'),
    /** department, bidder, grievance, appeal, xml, gep (spec §6: gep hides some account pages). */
    category: text('category').notNull(),
    bidderType: text('bidder_type'),
    xmlUserId: text('xml_user_id'),
    premises: text('premises'),
    street: text('street'),
    taluk: text('taluk'),
    district: text('district'),
    subDistrict: text('sub_district'),
    state: text('state'),
    pincode: text('pincode'),
    country: text('country'),
    /** Spec §4 status codes: 0 inactive, 1 active. */
    status: smallint('status').notNull().default(1),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('users_login_id_uq').on(sql`lower(${t.loginId})`)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** The organisation chains a user belongs to: the unit at the chain's end (spec §3 User). */
export const userOrgUnits = pgTable(
  'user_org_units',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orgUnitId: integer('org_unit_id')
      .notNull()
      .references(() => orgUnits.id),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orgUnitId] })],
);

/** Sidebar menu groups and their items (spec §3 Menu group); an item opens a catalogue page. */
export const menuGroups = pgTable('menu_groups', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAs: text('name_as').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => menuGroups.id),
    /** The route catalogue id of the page this item opens. */
    routeId: text('route_id').notNull().unique(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menu_items_group_idx').on(t.groupId)],
);

/** Menu authorisation (spec §2 menuAuth): which items each role has. */
export const roleMenuItems = pgTable(
  'role_menu_items',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuItemId] })],
);

/**
 * Server-side sessions (docs/decisions/002). The id is the SHA-256 of the cookie's random
 * token, so a leaked table gives no usable cookie.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orgUnitId: integer('org_unit_id').references(() => orgUnits.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** SHA-256 of the CSRF token issued at login: writes in this session must carry it (issue #15 item 13). */
    csrfHash: text('csrf_hash'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Captchas (spec §5): single use, expiring; only a hash of the answer is kept. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed-login counters per account and per address (quality.md: limits against guessing). */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Whether the latest claim was let through (platform/attempts.ts reads it back atomically). */
  lastAllowed: boolean('last_allowed').notNull().default(true),
});

/**
 * One-time codes (issue: identity, item 8; quality.md "OTP"): 6 digits, single use, at most
 * 10 minutes, bound to a purpose and a target (the address or number it was sent to), with
 * limited attempts. Only a hash of the code is kept. Grants (a verified code's right to do the
 * next step) are rows of the same table with a random token instead of digits.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    userId: integer('user_id').references(() => users.id),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId)],
);
