import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database, Db } from '../db/client.ts';
import { auditLog, outboxMessages } from '../db/schema/index.ts';
import { createUser } from '../test/accounts.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { verifyAuditChain } from './audit.ts';
import { AppError } from './errors.ts';
import { allowedActions, defineItemType, systemActor, transition } from './workflow.ts';

/** An item type made for this test only: a draft that a creator sends and a publisher decides. */
const items = pgTable('workflow_test_items', {
  id: serial('id').primaryKey(),
  state: text('state').notNull(),
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by').notNull(),
  decidedBy: integer('decided_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const states = ['draft', 'sent', 'published', 'returned'] as const;
type State = (typeof states)[number];

const itemType = defineItemType<State>({
  name: 'test_item',
  table: items,
  columns: {
    id: items.id,
    state: items.state,
    version: items.version,
    creator: items.createdBy,
    updatedAt: items.updatedAt,
  },
  states,
  transitions: [
    { action: 'send', from: ['draft', 'returned'], to: 'sent', actor: 'creator' },
    { action: 'publish', from: ['sent'], to: 'published', roles: ['publisher'], actor: 'notCreator' },
    { action: 'return', from: ['sent'], to: 'returned', roles: ['publisher'], remarks: 'required' },
    // The portal's own step (docs/decisions/035): never offered, never a person's request.
    { action: 'archive', from: ['published'], to: 'draft', internal: true },
  ],
});

describe(`workflow transitions (${inject('engine')}): quality.md "Workflows", docs/decisions/014`, () => {
  let database: Database;
  let db: Db;
  let creator: number;
  let publisher: number;
  let otherPublisher: number;
  let bystander: number;
  const actor = (userId: number) => ({ userId, ip: '127.0.0.1', requestId: 'workflow-test' });

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await db.execute(sql`create table workflow_test_items (
      id serial primary key, state text not null, version integer not null default 1,
      created_by integer not null, decided_by integer, updated_at timestamptz not null default now())`);
    creator = (await createUser(db, { role: 'publisher' })).id;
    publisher = (await createUser(db, { role: 'publisher' })).id;
    otherPublisher = (await createUser(db, { role: 'publisher' })).id;
    bystander = (await createUser(db, { role: 'creator' })).id;
  });
  afterAll(() => database.close());

  const newItem = async (state: State = 'sent') =>
    (await db.insert(items).values({ state, createdBy: creator }).returning())[0]!;
  const row = async (id: number) => (await db.select().from(items).where(eq(items.id, id)))[0]!;
  const auditOf = async (id: number) =>
    (await db.select().from(auditLog).where(eq(auditLog.entity, 'test_item'))).filter(
      (a) => a.entityId === String(id),
    );
  const audited = (id: number) => () => ({ action: 'test_item.moved', entity: 'test_item', entityId: id });

  /** Runs a transition expected to fail; returns the AppError, proving nothing else was thrown. */
  async function refusal(work: Promise<unknown>): Promise<AppError> {
    const error = await work.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  it('moves the state, bumps the version and writes one audit row naming the transition', async () => {
    const item = await newItem();
    const done = await transition(db, itemType, {
      id: item.id,
      action: 'publish',
      version: 1,
      actor: actor(publisher),
      set: { decidedBy: publisher },
      audit: audited(item.id),
    });
    expect(done).toMatchObject({ from: 'sent', to: 'published', version: 2 });
    expect(await row(item.id)).toMatchObject({ state: 'published', version: 2, decidedBy: publisher });
    const audit = await auditOf(item.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'test_item.moved', actorUserId: publisher });
    expect(audit[0]!.detail).toMatchObject({
      transition: {
        itemType: 'test_item',
        itemId: item.id,
        action: 'publish',
        from: 'sent',
        to: 'published',
      },
    });
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it('refuses a step that does not exist from the current state with 409 INVALID_TRANSITION', async () => {
    const item = await newItem('draft');
    const error = await refusal(
      transition(db, itemType, {
        id: item.id,
        action: 'publish',
        version: 1,
        actor: actor(publisher),
        audit: audited(item.id),
      }),
    );
    expect(error.status).toBe(409);
    expect(error.code).toBe('INVALID_TRANSITION');
    expect(error.errors?.[0]?.message).toBe('validation.workflow.invalidTransition');
    expect(await row(item.id)).toMatchObject({ state: 'draft', version: 1 });
    expect(await auditOf(item.id)).toHaveLength(0);
  });

  it('refuses a stale version with 409 CONFLICT (optimistic lock)', async () => {
    const item = await newItem();
    const error = await refusal(
      transition(db, itemType, {
        id: item.id,
        action: 'publish',
        version: 7,
        actor: actor(publisher),
        audit: audited(item.id),
      }),
    );
    expect([error.status, error.code]).toEqual([409, 'CONFLICT']);
    expect(error.errors?.[0]?.message).toBe('validation.workflow.stale');
    expect(await row(item.id)).toMatchObject({ state: 'sent', version: 1 });
  });

  it('refuses a role the step does not allow with 403', async () => {
    const item = await newItem();
    const error = await refusal(
      transition(db, itemType, {
        id: item.id,
        action: 'publish',
        version: 1,
        actor: actor(bystander),
        audit: audited(item.id),
      }),
    );
    expect([error.status, error.errors?.[0]?.message]).toEqual([403, 'validation.workflow.role']);
    expect(await row(item.id)).toMatchObject({ state: 'sent', version: 1 });
  });

  it('four eyes: the creator cannot publish their own item even with the role; another publisher can', async () => {
    const item = await newItem();
    const error = await refusal(
      transition(db, itemType, {
        id: item.id,
        action: 'publish',
        version: 1,
        actor: actor(creator),
        audit: audited(item.id),
      }),
    );
    expect([error.status, error.errors?.[0]?.message]).toEqual([403, 'validation.workflow.fourEyes']);
    expect(
      allowedActions(itemType, { state: 'sent', creator }, { userId: creator, roles: ['publisher'] }),
    ).toEqual([{ action: 'return', remarksRequired: true }]);
    await transition(db, itemType, {
      id: item.id,
      action: 'publish',
      version: 1,
      actor: actor(otherPublisher),
      audit: audited(item.id),
    });
    expect((await row(item.id)).state).toBe('published');
  });

  it('a creator-only step refuses anyone else', async () => {
    const item = await newItem('returned');
    const error = await refusal(
      transition(db, itemType, {
        id: item.id,
        action: 'send',
        version: 1,
        actor: actor(publisher),
        audit: audited(item.id),
      }),
    );
    expect([error.status, error.errors?.[0]?.message]).toEqual([403, 'validation.workflow.creatorOnly']);
  });

  it('refuses blank remarks where the step requires them with 400 validation.remarks.required', async () => {
    const item = await newItem();
    const error = await refusal(
      transition(db, itemType, {
        id: item.id,
        action: 'return',
        version: 1,
        remarks: '   ',
        actor: actor(publisher),
        audit: audited(item.id),
      }),
    );
    expect([error.status, error.errors?.[0]]).toEqual([
      400,
      { path: 'body.remarks', message: 'validation.remarks.required' },
    ]);
    expect(await row(item.id)).toMatchObject({ state: 'sent', version: 1 });
  });

  it('writes the outbox message with the change, and nothing at all when a later step fails', async () => {
    const item = await newItem();
    const message = (body: string) => [
      { channel: 'email' as const, recipient: 'creator@example.in', body, purpose: 'workflow-test' },
    ];
    await transition(db, itemType, {
      id: item.id,
      action: 'return',
      version: 1,
      remarks: 'Add the NIT',
      actor: actor(publisher),
      audit: audited(item.id),
      outbox: () => message(`returned ${item.id}`),
    });
    const sent = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.body, `returned ${item.id}`));
    expect(sent).toHaveLength(1);

    // The effects and the audit row succeed, then the outbox insert breaks a NOT NULL constraint: the
    // state change, the effects and the audit row must all be gone (one transaction).
    const failing = await refusal(
      transition(db, itemType, {
        id: item.id,
        action: 'send',
        version: 2,
        actor: actor(creator),
        effects: async (tx) => {
          await tx.update(items).set({ decidedBy: bystander }).where(eq(items.id, item.id));
        },
        audit: audited(item.id),
        outbox: () => [{ ...message('x')[0]!, recipient: null as never }],
      }).catch((e: unknown) => {
        throw e instanceof AppError ? e : new AppError('INTERNAL_ERROR', undefined, { cause: e });
      }),
    );
    expect(failing.code).toBe('INTERNAL_ERROR');
    expect(await row(item.id)).toMatchObject({ state: 'returned', version: 2, decidedBy: null });
    expect(await auditOf(item.id)).toHaveLength(1);
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it('two actions on one item at once: one wins, the other gets 409', async () => {
    const item = await newItem();
    const results = await Promise.allSettled(
      [publisher, otherPublisher].map((userId) =>
        transition(db, itemType, {
          id: item.id,
          action: 'publish',
          version: 1,
          actor: actor(userId),
          audit: audited(item.id),
        }),
      ),
    );
    const statuses = results.map((r) => (r.status === 'fulfilled' ? 200 : (r.reason as AppError).status));
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await row(item.id)).toMatchObject({ state: 'published', version: 2 });
    expect(await auditOf(item.id)).toHaveLength(1);
  });

  it('joins an outer transaction: a throw after the step rolls back the step, its audit row and the outer writes', async () => {
    const item = await newItem();
    const other = await newItem('draft');
    const failed = await db
      .transaction(async (t) => {
        const tx = t as unknown as Db;
        await tx.update(items).set({ decidedBy: publisher }).where(eq(items.id, other.id));
        await transition(tx, itemType, {
          id: item.id,
          action: 'publish',
          version: 1,
          actor: actor(publisher),
          join: true,
          audit: audited(item.id),
        });
        // Seen inside the outer transaction before it fails …
        expect((await tx.select().from(items).where(eq(items.id, item.id)))[0]!.state).toBe('published');
        throw new Error('the outer work fails after the step');
      })
      .then(
        () => false,
        () => true,
      );
    expect(failed).toBe(true);
    // … and nothing of it is left after.
    expect(await row(item.id)).toMatchObject({ state: 'sent', version: 1 });
    expect(await row(other.id)).toMatchObject({ decidedBy: null });
    expect(await auditOf(item.id)).toHaveLength(0);
  });

  it('internal steps: never offered, refused to a request, taken by the portal with the system actor', async () => {
    const item = await newItem('published');
    expect(allowedActions(itemType, { state: 'published', creator }, { userId: creator })).toEqual([]);
    const asked = await refusal(
      transition(db, itemType, {
        id: item.id,
        action: 'archive',
        version: 1,
        actor: actor(publisher),
        audit: audited(item.id),
      }),
    );
    expect(asked.code).toBe('INVALID_TRANSITION');
    // The system actor takes no person's step.
    const sent = await newItem('sent');
    const noPerson = await refusal(
      transition(db, itemType, {
        id: sent.id,
        action: 'publish',
        version: 1,
        actor: systemActor,
        audit: audited(sent.id),
      }),
    );
    expect(noPerson.status).toBe(403);
    await transition(db, itemType, {
      id: item.id,
      action: 'archive',
      version: 1,
      actor: systemActor,
      internal: true,
      audit: audited(item.id),
    });
    expect(await row(item.id)).toMatchObject({ state: 'draft', version: 2 });
    const [entry] = await auditOf(item.id);
    expect(entry).toMatchObject({ actorUserId: null, ip: null });
    expect(entry!.detail).toMatchObject({
      transition: { action: 'archive', from: 'published', to: 'draft' },
    });
  });

  it('refuses a declaration naming an unknown state or two rules for one step', () => {
    const base = { name: 'bad', table: items, columns: itemType.columns, states };
    expect(() =>
      defineItemType<State>({
        ...base,
        transitions: [{ action: 'x', from: ['draft'], to: 'gone' as State }],
      }),
    ).toThrow(/unknown state gone/);
    expect(() =>
      defineItemType<State>({
        ...base,
        transitions: [
          { action: 'x', from: ['draft'], to: 'sent' },
          { action: 'x', from: ['draft'], to: 'returned' },
        ],
      }),
    ).toThrow(/two rules/);
  });
});
