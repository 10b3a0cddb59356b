import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { outboxMessages, users } from '../../db/schema/index.ts';
import { epublishWorld, type Who } from '../../test/epublish-fixtures.ts';

/**
 * Issue #24 item 7, "Nobody is told": sending, returning, publishing and cancelling tell the
 * other party by e-mail through the outbox, committed with the step, in English and Assamese
 * (users keep no language of their own). Send tells the publishers of the item's chain, never
 * the sender nor a publisher of another chain; the decisions tell the item's creator.
 */
describe(`ePublish notices (${inject('engine')}): issue #24 item 7`, () => {
  let world: Awaited<ReturnType<typeof epublishWorld>>;
  const address = new Map<Who, string>();
  beforeAll(async () => {
    world = await epublishWorld();
    const db = world.t.database.db;
    for (const [who, email] of [
      [world.creator, 'creator@pwd.example'],
      [world.publisher, 'publisher.top@pwd.example'],
      [world.publisher2, 'publisher.unit@pwd.example'],
      [world.outsider, 'publisher@health.example'],
    ] as const) {
      await db.update(users).set({ email }).where(eq(users.id, who.id));
      address.set(who, email);
    }
  });
  afterAll(() => world.t.close());

  const mails = (purpose: string, reference: string) =>
    world.t.database.db
      .select({
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
        body: outboxMessages.body,
      })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.purpose, purpose), inArray(outboxMessages.channel, ['email'])))
      .then((rows) => rows.filter((r) => (r.subject ?? '').includes(reference)));

  it('tells the chain’s publishers of a sent tender, the creator of Modification Required (with the remarks) and of publishing (with the public page), in both languages', async () => {
    const values = await world.complete(world.creator);
    const reference = values.tenderReferenceNumber as string;
    const item = await world.draft(world.creator, values);
    expect((await world.act('tenders', item.id, 'send', 1, world.creator)).statusCode).toBe(200);

    const sent = await mails('epublish.tender.send', reference);
    expect(sent.map((m) => m.recipient).sort()).toEqual(
      [address.get(world.publisher), address.get(world.publisher2)].sort(),
    );
    const [first] = sent;
    expect(first!.subject).toContain(`For your decision: tender ${reference}`);
    expect(first!.subject).toContain('আপোনাৰ সিদ্ধান্তৰ বাবে');
    expect(first!.body).toContain('/en/directpurchasestatusappruval');
    expect(first!.body).toContain('/asm/directpurchasestatusappruval');

    const back = await world.act('tenders', item.id, 'return', 2, world.publisher, 'Attach the drawings');
    expect(back.statusCode, back.body).toBe(200);
    const returned = await mails('epublish.tender.return', reference);
    expect(returned.map((m) => m.recipient)).toEqual([address.get(world.creator)]);
    expect(returned[0]!.body).toContain('Attach the drawings');
    expect(returned[0]!.body).toContain('সংশোধনৰ বাবে ঘূৰাই পঠিয়াইছে');

    expect((await world.act('tenders', item.id, 'send', 3, world.creator)).statusCode).toBe(200);
    const published = await world.act('tenders', item.id, 'publish', 4, world.publisher2);
    expect(published.statusCode, published.body).toBe(200);
    const uid = (published.json() as { publishedUid: string }).publishedUid;
    const told = await mails('epublish.tender.publish', reference);
    expect(told.map((m) => m.recipient)).toEqual([address.get(world.creator)]);
    expect(told[0]!.body).toContain(`/en/DirectPurchasefullview?id=${encodeURIComponent(uid)}`);
    expect(told[0]!.body).toContain(`/asm/DirectPurchasefullview?id=${encodeURIComponent(uid)}`);
  });

  it('tells the creator of the cancellation of their tender when the cancel corrigendum is published', async () => {
    const tender = await world.publishedTender();
    const reference = tender.values.tenderReferenceNumber as string;
    const created = await world.send(
      'POST',
      '/api/v1/epublish/corrigenda',
      { tenderId: tender.id, values: { type: 'cancel', details: 'Scope of work revised' } },
      world.creator,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    expect((await world.act('corrigenda', id, 'send', 1, world.creator)).statusCode).toBe(200);
    expect((await mails('epublish.corrigendum.send', reference)).length).toBe(2);
    expect((await world.act('corrigenda', id, 'publish', 2, world.publisher)).statusCode).toBe(200);
    const told = await mails('epublish.corrigendum.cancel', reference);
    expect(told.map((m) => m.recipient)).toEqual([address.get(world.creator)]);
    expect(told[0]!.subject).toContain(`Cancelled: tender ${reference}`);
    expect(told[0]!.body).toContain('বাতিলৰ ঘোষণা প্ৰকাশ কৰিছে');
  });

  it('sends nothing when the step is refused, and nothing for approve', async () => {
    const values = await world.complete(world.creator);
    const reference = values.tenderReferenceNumber as string;
    const item = await world.draft(world.creator, values);
    // A stale version: refused, so no mail either (the outbox commits with the step).
    expect((await world.act('tenders', item.id, 'send', 9, world.creator)).statusCode).toBe(409);
    expect(await mails('epublish.tender.send', reference)).toEqual([]);
    expect((await world.act('tenders', item.id, 'send', 1, world.creator)).statusCode).toBe(200);
    expect((await world.act('tenders', item.id, 'approve', 2, world.publisher)).statusCode).toBe(200);
    const all = await world.t.database.db
      .select({ purpose: outboxMessages.purpose, subject: outboxMessages.subject })
      .from(outboxMessages);
    expect(all.filter((m) => (m.subject ?? '').includes(reference)).map((m) => m.purpose)).toEqual([
      'epublish.tender.send',
      'epublish.tender.send',
    ]);
  });
});
