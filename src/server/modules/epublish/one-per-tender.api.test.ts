import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { epublishAwards, epublishCorrigenda } from '../../db/schema/index.ts';
import { epublishWorld, messages } from '../../test/epublish-fixtures.ts';
import { ageTender } from './age-tender.ts';

/**
 * Issue #23 item 2: "one award per tender" and "one open corrigendum per tender" are held by
 * partial unique indexes, not by the check before the insert. 20 creates sent at once leave
 * exactly one row; the 19 others get a translated 409, never a 500. Run on PostgreSQL
 * (TEST_DATABASE_URL): PGlite runs one query at a time and cannot show a race.
 */
describe(`ePublish one per tender under a race (${inject('engine')}): issue #23 item 2`, () => {
  let world: Awaited<ReturnType<typeof epublishWorld>>;
  beforeAll(async () => {
    world = await epublishWorld();
  });
  afterAll(() => world.t.close());

  const race = (path: string, tenderId: number, values: object) =>
    Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        world.send('POST', path, { tenderId, values }, i % 2 ? world.creator2 : world.creator),
      ),
    );

  function expectOneWinner(responses: Awaited<ReturnType<typeof race>>, message: string) {
    const codes = responses.map((r) => r.statusCode);
    expect(
      codes.filter((c) => c === 201),
      responses.map((r) => r.body).join('\n'),
    ).toHaveLength(1);
    const losers = responses.filter((r) => r.statusCode !== 201);
    expect(losers.map((r) => r.statusCode)).toEqual(Array(19).fill(409));
    for (const loser of losers) {
      expect(loser.json()).toMatchObject({ code: 'ALREADY_EXISTS' });
      expect(messages(loser)).toEqual([`body.tenderId ${message}`]);
    }
  }

  it('20 parallel award creates for one tender: one award, 19 × 409', async () => {
    const tender = await world.publishedTender();
    await ageTender(world.t.database.db, tender.id, 30);
    const responses = await race('/api/v1/epublish/awards', tender.id, { bidderName: 'Race Builders' });
    expectOneWinner(responses, 'epublish:validation.awardExists');
    const rows = await world.t.database.db
      .select({ id: epublishAwards.id })
      .from(epublishAwards)
      .where(eq(epublishAwards.tenderId, tender.id));
    expect(rows).toHaveLength(1);
  });

  it('20 parallel corrigendum creates for one tender: one open corrigendum, 19 × 409', async () => {
    const tender = await world.publishedTender();
    const responses = await race('/api/v1/epublish/corrigenda', tender.id, { type: 'clarification' });
    expectOneWinner(responses, 'epublish:validation.openCorrigendum');
    const rows = await world.t.database.db
      .select({ id: epublishCorrigenda.id })
      .from(epublishCorrigenda)
      .where(eq(epublishCorrigenda.tenderId, tender.id));
    expect(rows).toHaveLength(1);
  });

  it('the indexes themselves refuse a second open row, and allow one after a discard', async () => {
    const tender = await world.publishedTender();
    await ageTender(world.t.database.db, tender.id, 30);
    const db = world.t.database.db;
    const row = { tenderId: tender.id, orgUnitId: world.units.unit, values: {}, createdBy: world.creator.id };
    const [first] = await db.insert(epublishAwards).values(row).returning({ id: epublishAwards.id });
    await expect(db.insert(epublishAwards).values(row)).rejects.toThrow();
    // A discarded award does not count: its creator withdrew it (spec §8 delete confirmation).
    await db.update(epublishAwards).set({ state: 'discarded' }).where(eq(epublishAwards.id, first!.id));
    await db.insert(epublishAwards).values(row);
    await db.insert(epublishCorrigenda).values(row);
    await expect(db.insert(epublishCorrigenda).values(row)).rejects.toThrow();
    // A published corrigendum is no longer open: the next one may be drafted.
    await db.execute(sql`update epublish_corrigenda set state = 'published' where tender_id = ${tender.id}`);
    await db.insert(epublishCorrigenda).values(row);
  });
});
