import { parseFeed } from '@rowanmanning/feed-parser';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tenderCorrigenda, tenders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue #32 item 5 (docs/decisions/050): the Atom feed of a public search and the iCalendar
 * files of a tender and of a search, read by real parsers (@rowanmanning/feed-parser, Mozilla's
 * ical.js) as a feed reader and a calendar would read them.
 */

const day = 86_400_000;
/** A whole minute `days` from now, so IST wall times are exact. */
const at = (days: number) => new Date(Math.round((Date.now() + days * day) / 60_000) * 60_000);
/** The IST wall-clock time of an instant, as `YYYYMMDDTHHMMSS`. */
const istWall = (d: Date) =>
  new Date(d.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 19).replace(/[-:]/g, '');

describe(`feeds and calendars (${inject('engine')}): issue #32 item 5`, () => {
  let t: TestApp;
  const times = {
    bridgePublished: at(-3),
    bridgeClosing: at(9),
    bridgeOpening: at(10),
    preBid: at(4),
    culvertPublished: at(-1),
  };
  const longTitle =
    'নদীৰ ওপৰত দলং নিৰ্মাণ, যোৰহাট জিলা: Construction of an RCC bridge over the river at Jorhat, with approaches & protection works';
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '10000' });
    const db = t.database.db;
    const base = {
      source: 'eprocure',
      organisationChain: 'Public Works Roads Department||Chief Engineer PWD Roads',
      tenderType: 'Open Tender',
      category: 'Works',
      contentHash: 'x',
    };
    const [bridge] = await db
      .insert(tenders)
      .values([
        {
          ...base,
          uid: 'eprocure-FEED_BRIDGE_1',
          externalId: 'FEED_BRIDGE_1',
          referenceNo: 'PWD/BR/1',
          title: longTitle,
          location: 'Jorhat',
          valueInr: 25_000_000,
          publishedAt: times.bridgePublished,
          closingAt: times.bridgeClosing,
          openingAt: times.bridgeOpening,
          extra: {
            preBidMeeting: { at: times.preBid.toISOString(), place: 'Office of the EE', address: 'Jorhat' },
          },
        },
        {
          ...base,
          uid: 'eprocure-FEED_CULVERT_1',
          externalId: 'FEED_CULVERT_1',
          referenceNo: 'PWD/CV/1',
          title: 'Construction of a culvert & bridge approach <phase 2>',
          publishedAt: times.culvertPublished,
          closingAt: at(5),
          openingAt: at(6),
        },
        {
          ...base,
          uid: 'eprocure-FEED_FURNITURE_1',
          externalId: 'FEED_FURNITURE_1',
          referenceNo: 'EDU/F/1',
          title: 'Supply of school furniture',
          category: 'Goods',
          publishedAt: at(-2),
          closingAt: at(7),
        },
        {
          // Scheduled: not public yet, so in no feed or calendar.
          ...base,
          uid: 'eprocure-FEED_LATER_1',
          externalId: 'FEED_LATER_1',
          referenceNo: 'PWD/BR/9',
          title: 'Bridge repair published tomorrow',
          publishedAt: at(1),
          closingAt: at(20),
        },
      ])
      .returning({ id: tenders.id });
    await db.insert(tenderCorrigenda).values({
      uid: 'eprocure-FEED_BRIDGE_1-c1',
      tenderId: bridge!.id,
      number: 1,
      type: 'date-extension',
      publishedAt: at(-1),
      details: 'Bid submission extended',
      newClosingAt: times.bridgeClosing,
    });
  });
  afterAll(() => t.close());

  it('gives any public search as an Atom feed of its new tenders, newest first', async () => {
    const res = await t.app.inject({ url: '/api/v1/feeds/tenders.atom?q=bridge&source=eprocure' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = parseFeed(res.body);
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toMatch(/bridge/);
    expect(feed.self).toMatch(/\/api\/v1\/feeds\/tenders\.atom\?q=bridge&source=eprocure$/);
    // Matching, published, newest first; the scheduled one and the furniture are not there.
    expect(feed.items.map((i) => i.title)).toEqual([
      'Construction of a culvert & bridge approach <phase 2>',
      longTitle,
    ]);
    expect(feed.items[0]!.published?.toISOString()).toBe(times.culvertPublished.toISOString());
    expect(feed.items[1]!.url).toMatch(/\/en\/activetendersfullview\?id=eprocure-FEED_BRIDGE_1$/);
    expect(feed.items[1]!.description).toMatch(/Bid submission ends: .* IST/);
    expect(feed.updated?.toISOString()).toBe(times.culvertPublished.toISOString());
  });

  it('gives a feed of every public tender without filters, and refuses a bad filter with a problem', async () => {
    const feed = parseFeed((await t.app.inject({ url: '/api/v1/feeds/tenders.atom' })).body);
    expect(feed.items).toHaveLength(3);
    const bad = await t.app.inject({ url: '/api/v1/feeds/tenders.atom?status=soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('gives one tender its deadlines as an iCalendar file in IST that a calendar reads', async () => {
    const res = await t.app.inject({ url: '/api/v1/calendar/tenders/eprocure-FEED_BRIDGE_1.ics' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="eprocure-FEED_BRIDGE_1.ics"');
    // RFC 5545: CRLF lines of at most 75 octets.
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual([
      `Bid submission ends: ${longTitle}`,
      `Bid opening: ${longTitle}`,
      `Pre-bid meeting: ${longTitle}`,
    ]);
    const expected = [times.bridgeClosing, times.bridgeOpening, times.preBid];
    events.forEach((e, i) => {
      expect(e.startDate.zone?.tzid).toBe('Asia/Kolkata');
      expect(e.startDate.toJSDate().getTime()).toBe(expected[i]!.getTime());
      // The wall-clock time written is India's.
      expect(e.startDate.toString().replace(/[-:]/g, '')).toBe(istWall(expected[i]!));
      // One corrigendum: a calendar that imported the file before moves the event.
      expect(e.sequence).toBe(1);
      expect(e.uid).toMatch(/^eprocure-FEED_BRIDGE_1-/);
    });
    expect(events[0]!.description).toContain('Tender ID: FEED_BRIDGE_1');
    expect(events[2]!.location).toBe('Office of the EE, Jorhat');
    // The submission deadline reminds the day before.
    const alarm = events[0]!.component.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('trigger')!.toString()).toBe('-P1D');
  });

  it('gives a search its tenders’ deadlines in one calendar', async () => {
    const res = await t.app.inject({ url: '/api/v1/calendar/tenders.ics?q=bridge' });
    expect(res.statusCode, res.body).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid.split('@')[0]).sort()).toEqual([
      'eprocure-FEED_BRIDGE_1-bid-opening',
      'eprocure-FEED_BRIDGE_1-bid-submission-end',
      'eprocure-FEED_CULVERT_1-bid-opening',
      'eprocure-FEED_CULVERT_1-bid-submission-end',
    ]);
  });

  it('answers an unknown tender with 404 and a name that is not a calendar file with 400', async () => {
    const unknown = await t.app.inject({ url: '/api/v1/calendar/tenders/eprocure-NOPE.ics' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    // Scheduled tenders are not public yet.
    expect(
      (await t.app.inject({ url: '/api/v1/calendar/tenders/eprocure-FEED_LATER_1.ics' })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ url: '/api/v1/calendar/tenders/eprocure-FEED_BRIDGE_1.txt' });
    expect(bad.statusCode).toBe(400);
  });
});
