import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { tenders } from './tenders.ts';

/**
 * Push API of XML users (issue #32 item 1; spec §1 XML users, §6 XML user roles; decision 049's
 * companion notes in docs/decisions/050). Owned by modules/opendata.
 */

/**
 * Bearer tokens of REST-type XML users (never a browser session). Only the SHA-256 of a token is
 * kept. `password_fingerprint` is a hash of the user's password hash when the token was issued:
 * a password reset (users/reset-xml-password.ts) or change makes every earlier token stop
 * working, which is the rotation the issue asks for, without the users module knowing of tokens.
 */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    passwordFingerprint: text('password_fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('push_tokens_hash_uq').on(t.tokenHash), index('push_tokens_user_idx').on(t.userId)],
);

export const pushItemKinds = ['tender', 'corrigendum', 'award'] as const;

/**
 * Every accepted push: what it was (kind, source portal, the source's id and version), the
 * `Idempotency-Key` it came with, a hash of its body, and the answer given, so that the same
 * push again gets the same answer and changes nothing. The unique indexes hold idempotency
 * under parallel requests: one row per (kind, source, source id, version), one per key and user.
 */
export const pushItems = pgTable(
  'push_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: pushItemKinds }).notNull(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    version: integer('version').notNull(),
    idempotencyKey: text('idempotency_key'),
    contentHash: text('content_hash').notNull(),
    tenderId: bigint('tender_id', { mode: 'number' }).references(() => tenders.id),
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_items_version_uq').on(t.kind, t.source, t.sourceId, t.version),
    uniqueIndex('push_items_key_uq')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('push_items_tender_idx').on(t.tenderId),
    check('push_items_kind', sql`${t.kind} in ('tender', 'corrigendum', 'award')`),
  ],
);

export const searchAlertStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;

/**
 * E-mail alerts of a public search (issue #32 item 6, docs/decisions/055). `search` is the
 * search's canonical query string, read at each digest by the same schema and search as the
 * Atom feed. Double opt-in: only the SHA-256 of the confirmation token is kept, it expires and
 * is cleared when used. `unsubscribe_token` is in every mail (it can only stop this alert).
 * At most one live alert per address and search.
 */
export const searchAlerts = pgTable(
  'search_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    lang: text('lang', { enum: ['en', 'as'] }).notNull(),
    search: text('search').notNull(),
    status: text('status', { enum: searchAlertStatuses }).notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }).notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Tenders published after this are new to the next digest (the confirmation, then each run). */
    digestFrom: timestamp('digest_from', { withTimezone: true }),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('search_alerts_confirm_uq')
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
    uniqueIndex('search_alerts_unsubscribe_uq').on(t.unsubscribeToken),
    uniqueIndex('search_alerts_live_uq').on(t.email, t.search).where(sql`${t.status} <> 'unsubscribed'`),
    index('search_alerts_due_idx').on(t.status, t.lastDigestAt),
    check('search_alerts_lang', sql`${t.lang} in ('en', 'as')`),
    check('search_alerts_status', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

/**
 * What each alert has been sent: a tender (`corrigendum_uid` empty) or a corrigendum of a tender
 * it was sent. The unique index is the "never twice" rule: a digest sends only the rows its own
 * insert added.
 */
export const searchAlertItems = pgTable(
  'search_alert_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => searchAlerts.id, { onDelete: 'cascade' }),
    tenderUid: text('tender_uid').notNull(),
    corrigendumUid: text('corrigendum_uid').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_alert_items_uq').on(t.alertId, t.tenderUid, t.corrigendumUid)],
);
