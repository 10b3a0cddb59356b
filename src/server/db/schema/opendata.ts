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
