import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { epublishTenderSchema } from '../../../common/api/epublish.ts';
import { tenderDetailSchema } from '../../../common/api/tenders.ts';
import { epublishWorld, ist, messages } from '../../test/epublish-fixtures.ts';

/**
 * Issue #24 item 5, the checks a procurement officer expects (decision 056), each an API rule
 * with a translated message on its field: EMD and fee within bounds of the estimated value, the
 * reference number once per organisation unit among sent tenders (held by the database under a
 * race), a pincode in Assam, and the published date set by the server when it publishes.
 */
describe(`ePublish procurement checks (${inject('engine')}): issue #24 item 5`, () => {
  let world: Awaited<ReturnType<typeof epublishWorld>>;
  beforeAll(async () => {
    world = await epublishWorld();
  });
  afterAll(() => world.t.close());

  const sendDraft = async (over: Parameters<typeof world.complete>[1]) => {
    const item = await world.draft(world.creator, await world.complete(world.creator, over));
    return world.act('tenders', item.id, 'send', 1, world.creator);
  };

  it('refuses an EMD above 5% and a fee above 1% (₹2,000 always allowed) of the estimated value, unless exempted', async () => {
    // The walk of issue #24: an EMD of ₹5 crore on a ₹1 lakh tender.
    const absurd = await sendDraft({
      estimatedValue: 100000,
      emdAmount: 50000000,
      tenderFee: 2500,
      tenderFeeExemption: false,
    });
    expect(absurd.statusCode).toBe(400);
    expect(messages(absurd).sort()).toEqual([
      'body.values.emdAmount epublish:validation.emdTooHigh',
      'body.values.tenderFee epublish:validation.feeTooHigh',
    ]);
    // At the bounds: 5% EMD, and ₹2,000 fee on a small value.
    const bounds = await sendDraft({
      estimatedValue: 100000,
      emdAmount: 5000,
      tenderFee: 2000,
      tenderFeeExemption: false,
    });
    expect(bounds.statusCode, bounds.body).toBe(200);
    // Exempted from EMD: its amount is not judged.
    const exempt = await sendDraft({ estimatedValue: 100000, emdAmount: 50000000, emdExemption: true });
    expect(exempt.statusCode, exempt.body).toBe(200);
  });

  it('refuses a pincode outside Assam (a Delhi office) when sending; a draft keeps it', async () => {
    const item = await world.draft(world.creator, await world.complete(world.creator, { pincode: '110001' }));
    expect(item.values.pincode).toBe('110001');
    const res = await world.act('tenders', item.id, 'send', 1, world.creator);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual(['body.values.pincode epublish:validation.pincodeNotAssam']);
  });

  it('refuses a reference number another sent tender of the unit has (any case, spaces around), on sending', async () => {
    const first = await world.publishedTender();
    const taken = first.values.tenderReferenceNumber as string;
    // A draft may hold it (Save as Draft keeps whatever is filled) …
    const copy = await world.draft(
      world.creator,
      await world.complete(world.creator, { tenderReferenceNumber: ` ${taken.toLowerCase()} ` }),
    );
    // … but cannot be sent with it.
    const res = await world.act('tenders', copy.id, 'send', 1, world.creator);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual(['body.values.tenderReferenceNumber epublish:validation.referenceTaken']);
  });

  it('20 parallel sends of drafts with one new reference number: one is sent, the rest refused with the message (the index holds it)', async () => {
    const reference = `PWRD/RACE/${Math.random().toString(36).slice(2, 8)}/2026-27`;
    const values = await world.complete(world.creator, { tenderReferenceNumber: reference });
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await world.draft(world.creator, values));
    const answers = await Promise.all(
      drafts.map((d) => world.act('tenders', d.id, 'send', 1, world.creator)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 400))
      expect(messages(a)).toEqual(['body.values.tenderReferenceNumber epublish:validation.referenceTaken']);
  });

  it('sets the published date to the moment of publishing when the one typed is earlier; a later one stays', async () => {
    const before = Date.now();
    const past = await world.publishedTender({ publishedDate: ist(-2, 10, 0) });
    const after = Date.now();
    const publishedPast = Date.parse(past.values.publishedDate as string);
    expect(publishedPast).toBeGreaterThanOrEqual(before - 1000);
    expect(publishedPast).toBeLessThanOrEqual(after + 1000);
    // The public tender says the same.
    const uid = past.publishedUid as string;
    const detail = tenderDetailSchema.parse(
      (await world.t.app.inject({ url: `/api/v1/public/tenders/${uid}` })).json(),
    );
    expect(Date.parse(detail.publishedAt as string)).toBe(publishedPast);

    const later = ist(1, 9, 0);
    const future = epublishTenderSchema.parse(
      await world.publishedTender({
        publishedDate: later,
        documentDownloadStart: later,
        bidSubmissionStart: ist(1, 10, 0),
        clarificationStart: ist(2, 10, 0),
      }),
    );
    expect(future.values.publishedDate).toBe(later);
  });
});
