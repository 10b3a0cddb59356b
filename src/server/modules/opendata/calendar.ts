import type { FeedSearch } from '../../../common/api/opendata.ts';
import type { TenderDetail, TenderSummary } from '../../../common/api/tenders.ts';
import { formatRupees } from '../../../common/format.ts';
import type { Db } from '../../db/client.ts';
import { findTenders, tenderDetail } from '../tenders/index.ts';
import { atomFeed, tenderPageUrl } from './feed.ts';
import { type CalendarEvent, icsCalendar } from './ics.ts';

/**
 * Feeds and calendars of the public tenders (issue #32 item 5, docs/decisions/050): what the
 * routes send, built from the tenders module's own search and full view.
 */

const epoch = '1970-01-01T00:00:00Z';

/** The tender's last change: its newest corrigendum, else its publication. */
function lastChange(t: TenderSummary, corrigenda: TenderDetail['corrigenda'] = []): string {
  return [t.publishedAt ?? epoch, ...corrigenda.map((c) => c.publishedAt)].sort().at(-1)!;
}

function eventsOf(origin: string, t: TenderSummary, detail?: TenderDetail): CalendarEvent[] {
  const url = tenderPageUrl(origin, 'en', t);
  const sequence = detail?.corrigenda.length ?? 0;
  const stamp = lastChange(t, detail?.corrigenda);
  const about = [
    t.title,
    `Tender ID: ${t.tenderId}`,
    `Reference: ${t.referenceNo}`,
    t.organisation.join(' / '),
    t.valueInr !== null ? `Value: ₹${formatRupees(t.valueInr)}` : '',
    url,
  ]
    .filter(Boolean)
    .join('\n');
  const host = new URL(origin).host;
  const events: CalendarEvent[] = [];
  if (t.closingAt && !(t.status === 'cancelled'))
    events.push({
      uid: `${t.uid}-bid-submission-end@${host}`,
      at: t.closingAt,
      summary: `Bid submission ends: ${t.title}`,
      description: about,
      location: t.location,
      url,
      sequence,
      stamp,
      alarm: true,
    });
  if (t.openingAt && !(t.status === 'cancelled'))
    events.push({
      uid: `${t.uid}-bid-opening@${host}`,
      at: t.openingAt,
      summary: `Bid opening: ${t.title}`,
      description: about,
      location: detail?.extra.bidOpeningPlace ?? null,
      url,
      sequence,
      stamp,
    });
  const preBid = detail?.extra.preBidMeeting;
  if (preBid?.at && !(t.status === 'cancelled'))
    events.push({
      uid: `${t.uid}-pre-bid-meeting@${host}`,
      at: preBid.at,
      summary: `Pre-bid meeting: ${t.title}`,
      description: about,
      location: [preBid.place, preBid.address].filter(Boolean).join(', ') || null,
      url,
      sequence,
      stamp,
    });
  return events;
}

/** One tender's .ics (spec §3 critical dates). */
export async function tenderCalendar(db: Db, origin: string, uid: string): Promise<string> {
  const detail = await tenderDetail(db, uid);
  return icsCalendar(`${detail.title} (${detail.tenderId})`, eventsOf(origin, detail, detail));
}

/** A search's .ics: the deadlines of its tenders, soonest first (at most `limit` tenders). */
export async function searchCalendar(db: Db, origin: string, search: FeedSearch): Promise<string> {
  const page = await findTenders(db, { ...search, sort: 'closing' }, { count: false });
  return icsCalendar(
    'Tender deadlines: State Public Procurement Portal, Assam',
    page.items.flatMap((t) => eventsOf(origin, t)),
  );
}

/**
 * The newest tenders of a public search, newest publication first: what a feed shows and what
 * an e-mail alert of the same search looks through (issue #32 items 5 and 6), one search for both.
 */
export async function newestMatching(db: Db, search: FeedSearch): Promise<TenderSummary[]> {
  return (await findTenders(db, { ...search, sort: '-published' }, { count: false })).items;
}

/** A search's Atom feed: its newest tenders first. */
export async function searchFeed(
  db: Db,
  origin: string,
  search: FeedSearch,
  urls: { self: string; listing: string },
): Promise<string> {
  const items = await newestMatching(db, search);
  const what = search.q ? `“${search.q}”` : 'all tenders';
  return atomFeed({
    origin,
    selfUrl: urls.self,
    listingUrl: urls.listing,
    title: `New tenders: ${what} (State Public Procurement Portal, Assam)`,
    tenders: items,
  });
}
