import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Platform tables: visit counter, audit log. */

/** The footer's visit counter (spec §2 Layout, §7 visitor count): a single row. */
export const visitCounter = pgTable('visit_counter', {
  id: smallint('id').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The audit log (quality.md: append-only and hash-chained). Each row's hash covers its own
 * fields and the previous row's hash, so editing or deleting any row breaks the chain from
 * there on; `npm run audit:verify` names the first broken row. A trigger refuses UPDATE and
 * DELETE (migration 0001).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    ip: text('ip'),
    requestId: text('request_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('audit_log_actor_idx').on(t.actorUserId), index('audit_log_action_idx').on(t.action)],
);

/**
 * Mail and SMS leave through this table (issue: identity, item 8): a message is written in the
 * same transaction as what caused it, and a worker sends it later, so it survives a restart and
 * a provider outage. Status: pending → sending → sent, or failed after the last attempt.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** Extra mail headers (`List-Unsubscribe`, issue #32 item 6); SMS ignores them. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    purpose: text('purpose').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
