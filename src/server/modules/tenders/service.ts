import type {
  TenderCounts,
  TenderDetail,
  TenderExtra,
  TenderPage,
  TenderSearch,
  TenderSort,
  TenderSource,
} from '../../../common/api/tenders.ts';
import { tenderExtraSchema } from '../../../common/api/tenders.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { planItemsOfTender } from '../plans/index.ts';
import { corrigendaOfTender } from './corrigenda.ts';
import { decodeCursor, encodeCursor, iso } from './cursor.ts';
import { titleSegments } from './headline.ts';
import {
  anyTender,
  awardsOf,
  awardsOfMany,
  bidsOf,
  type Cursor,
  closingCalendar,
  countCap,
  countTenders,
  exactTender,
  looksLikeCode,
  orgSubtree,
  productCategoryCounts,
  relevanceWindow,
  searchTenders,
  tenderByUid,
  tenderCounts,
  titleHeadlines,
  whereOf,
} from './queries.ts';
import { suggestQuery } from './search-words.ts';
import { sourceRecordOf } from './source-record.ts';
import { num, text, toSummary } from './summary.ts';

/** The stored §3 extras, read through the shared schema: anything it does not know is dropped. */
function tenderExtraOf(value: unknown): TenderExtra {
  const parsed = tenderExtraSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}

/** The default order of a list: soonest closing for open tenders, newest first otherwise. */
export function defaultSort(search: TenderSearch): TenderSort {
  if (search.q) return 'relevance';
  if (
    search.status === 'open' ||
    search.status === 'active' ||
    search.status === 'upcoming' ||
    search.closing
  )
    return 'closing';
  return '-published';
}

/** A tender list cursor: an offset in the relevance window, or the last row's sort key and id. */
function acceptCursor(parsed: Record<string, unknown>): Cursor | undefined {
  if (typeof parsed.o === 'number' && Number.isInteger(parsed.o) && parsed.o >= 0 && parsed.o <= 100_000)
    return { o: parsed.o };
  if (
    (typeof parsed.k === 'string' || typeof parsed.k === 'number') &&
    typeof parsed.id === 'number' &&
    Number.isInteger(parsed.id)
  )
    return { k: parsed.k, id: parsed.id };
  return undefined;
}

/**
 * GET /public/tenders: one page, the total (exact up to 1,000, then `totalCapped`), and the
 * cursor of the next page.
 */
/**
 * `count: false` (the downloads, which page through every match) skips the total: `total` is
 * then 0 and means nothing.
 */
export async function findTenders(
  db: Db,
  search: TenderSearch,
  options: { count?: boolean } = {},
): Promise<TenderPage> {
  const counting = options.count !== false;
  const sort = search.sort ?? defaultSort(search);
  const orgIds = search.org ? await orgSubtree(db, search.org) : undefined;
  let where = whereOf(search, { orgIds });
  // A code that no word matches may be a piece of a reference cut mid-word (queries.ts
  // looksLikeCode): asked again with reference fragments, only then (issue 12).
  if (search.q && looksLikeCode(search.q) && !(await anyTender(db, where)))
    where = whereOf(search, { orgIds, referenceFragment: true });
  const cursor = decodeCursor(search.cursor, acceptCursor);
  // A keyword search's first pages read the newest matches up to the cap anyway (the relevance
  // window): its rows carry the total, and no separate count runs.
  const windowed =
    sort === 'relevance' && !!search.q && (!cursor || ('o' in cursor && cursor.o < relevanceWindow));
  const [rows, counted] = await Promise.all([
    searchTenders(db, { where, sort, cursor, limit: search.limit, q: search.q }),
    windowed || !counting ? null : countTenders(db, where),
  ]);
  const matched = rows[0]?.matched;
  const total = !counting
    ? { n: 0, capped: false }
    : (counted ??
      (matched === undefined
        ? await countTenders(db, where)
        : { n: Math.min(Number(matched), countCap), capped: Number(matched) > countCap }));
  const page = rows.slice(0, search.limit);
  let nextCursor: string | null = null;
  if (rows.length > search.limit) {
    const last = page[page.length - 1]!;
    if (sort === 'relevance' && search.q) {
      nextCursor = encodeCursor({ o: (cursor && 'o' in cursor ? cursor.o : 0) + search.limit });
    } else {
      const k =
        last.sort_key instanceof Date ? last.sort_key.toISOString() : (last.sort_key as string | number);
      nextCursor = encodeCursor({ k, id: Number(last.id) });
    }
  }
  const items = await withAwards(db, page);
  if (!counting || !search.q) return { items, total: total.n, totalCapped: total.capped, nextCursor };
  const explained = await explainSearch(db, search.q, where, page, total.n, !search.cursor, !search.exact);
  // Typos answered with results (issue #30 item 2, decision 058): typed words that find nothing
  // and a confident correction give the corrected search's page at once, on every page of it
  // (the next page's link keeps the typed words), saying so; `exact=1` keeps the words as typed.
  if (total.n < correctBelow && explained.suggestion) {
    const corrected = await findTenders(db, { ...search, q: explained.suggestion, exact: '1' });
    if (corrected.total > total.n)
      return {
        ...corrected,
        suggestion: null,
        correctedFrom: search.q,
        correctedQuery: explained.suggestion,
      };
  }
  return { items, total: total.n, totalCapped: total.capped, nextCursor, ...explained };
}

/**
 * The page's summaries, awarded tenders with their awardees and awarded value (issue #14 item 8,
 * spec §2 bidawards "results of tenders"): read for the page's awarded rows only.
 */
async function withAwards(db: Db, page: Record<string, unknown>[]): Promise<TenderPage['items']> {
  const items = page.map(toSummary);
  const awardedIds = page.filter((_, i) => items[i]!.awarded).map((r) => Number(r.id));
  if (awardedIds.length === 0) return items;
  const byTender = new Map<number, Record<string, unknown>[]>();
  for (const a of await awardsOfMany(db, awardedIds)) {
    const id = Number(a.tender_id);
    byTender.set(id, [...(byTender.get(id) ?? []), a]);
  }
  return items.map((item, i) => {
    const awards = item.awarded ? byTender.get(Number(page[i]!.id)) : undefined;
    return awards ? { ...item, ...awardSummary(awards) } : item;
  });
}

/** Who won and for how much, from a tender's award rows (the list and the full view agree). */
function awardSummary(awards: Record<string, unknown>[]) {
  let value: number | null = null;
  for (const a of awards) {
    const v = num(a.value_inr);
    if (v !== null) value = (value ?? 0) + v;
  }
  return { awardedTo: awards.map((a) => String(a.bidder_name)), awardedValueInr: value };
}

/** Fewer matches than this and the answer offers a corrected spelling (issue 12 item 3). */
export const suggestBelow = 3;
/**
 * Fewer matches than this and a confident correction replaces the page (issue #30 item 2):
 * only when the typed words find nothing, as measured in decision 058: a word that finds one
 * or two tenders is a word those titles use, and the list keeps them, offering "Did you mean".
 */
export const correctBelow = 1;

/**
 * Why a keyword search's page is what it is (issue 12): the titles' matched words, the one
 * tender the query names exactly (first page only), and "Did you mean …?" when little matched.
 * A few indexed queries on the page's rows, never on all the matches.
 */
async function explainSearch(
  db: Db,
  q: string,
  where: Awaited<ReturnType<typeof whereOf>>,
  page: Record<string, unknown>[],
  total: number,
  firstPage: boolean,
  /** False with `exact=1`: the words as typed, no suggestion. */
  correcting: boolean,
) {
  const [headlines, exact] = await Promise.all([
    titleHeadlines(
      db,
      page.map((r) => Number(r.id)),
      q,
    ),
    // Ids and references have a digit or a joining character; a plain word ("road") is never
    // one, and skips the look-up (with a filter it cost a read of the word's matches).
    firstPage && /[0-9/_.-]/.test(q) ? exactTender(db, where, q) : null,
  ]);
  // A query naming a tender exactly is not misspelt.
  const suggestion = correcting && total < suggestBelow && !exact ? await suggestQuery(db, q) : null;
  const titleMatches: Record<string, ReturnType<typeof titleSegments>> = {};
  for (const r of page) {
    const h = headlines.get(Number(r.id));
    if (h) titleMatches[String(r.uid)] = titleSegments(String(r.title), h);
  }
  return { exact, suggestion, titleMatches };
}

/** GET /public/tenders/{uid}: the full view (spec §2 Tender full view). */
export async function tenderDetail(
  db: Db,
  uid: string,
  sourceUrls: Partial<Record<TenderSource, string>> = {},
): Promise<TenderDetail> {
  const row = await tenderByUid(db, uid);
  if (!row) throw new AppError('NOT_FOUND', 'No tender has this id.');
  const id = Number(row.id);
  const [awards, bids, corrigenda, planItems] = await Promise.all([
    awardsOf(db, id),
    bidsOf(db, id),
    corrigendaOfTender(db, id),
    planItemsOfTender(db, id),
  ]);
  return composeTenderDetail(row, { awards, bids, corrigenda, planItems }, sourceUrls);
}

/**
 * The full view from a tender row (snake_case, as `tenderByUid` reads it) and what hangs off it.
 * Shared with the ePublish preview (issue #11: "exactly as the public will see it").
 */
export function composeTenderDetail(
  row: Record<string, unknown>,
  related: {
    awards: Record<string, unknown>[];
    bids: Record<string, unknown>[];
    corrigenda: TenderDetail['corrigenda'];
    /** The approved plan item it carries out (the public view); none in an ePublish preview. */
    planItems?: TenderDetail['planItems'];
  },
  sourceUrls: Partial<Record<TenderSource, string>> = {},
): TenderDetail {
  const { awards, bids, corrigenda } = related;
  const awarded = awards.length > 0;
  const summary = toSummary(row);
  const extra = tenderExtraOf(row.extra);
  return {
    ...summary,
    ...(summary.awarded && awarded ? awardSummary(awards) : {}),
    sourceRecord: sourceRecordOf(sourceUrls, summary.source, summary.tenderId, extra.gem?.bidUrl),
    extra,
    description: text(row.description),
    formOfContract: text(row.form_of_contract),
    covers: num(row.covers),
    paymentMode: text(row.payment_mode),
    contractType: text(row.contract_type),
    subCategory: text(row.sub_category),
    bidSubmissionStartAt: iso(row.bid_submission_start_at),
    financialBidOpeningAt: iso(row.financial_bid_opening_at),
    bidValidityDays: num(row.bid_validity_days),
    periodOfWorkDays: num(row.period_of_work_days),
    invitingAuthority: { name: text(row.inviting_authority), address: text(row.inviting_authority_address) },
    contract:
      awarded && (row.contract_date || row.contract_value_inr)
        ? {
            date: row.contract_date ? iso(row.contract_date)!.slice(0, 10) : null,
            valueInr: num(row.contract_value_inr),
            completionDays: num(row.work_completion_days),
          }
        : null,
    awards: awards.map((a) => ({
      bidNumber: text(a.bid_number),
      bidderName: String(a.bidder_name),
      currency: String(a.currency),
      valueInr: num(a.value_inr),
    })),
    // Bids are public once opened: shown with the award, never for a tender still open.
    bids: awarded
      ? bids.map((b) => ({
          bidNumber: text(b.bid_number),
          bidderName: String(b.bidder_name),
          submittedAt: iso(b.submitted_at),
          status: text(b.status),
        }))
      : [],
    corrigenda,
    planItems: related.planItems ?? [],
  };
}

/**
 * A value recomputed at most every `ttlMs`: the first call waits for it; later calls get the
 * last value at once, and one past its time starts a single refresh in the background (stale
 * while revalidating), so a burst of visitors costs one query. A value older than ten times its
 * time is waited for, so a database outage does not hide behind it for long. 0: no caching.
 */
export function cached<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let value: { at: number; data: T } | null = null;
  let pending: Promise<T> | null = null;
  const refresh = () => {
    pending ??= load()
      .then((data) => {
        value = { at: Date.now(), data };
        return data;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  return async () => {
    if (ttlMs <= 0) return load();
    const age = value ? Date.now() - value.at : Number.POSITIVE_INFINITY;
    if (!value || age > 10 * ttlMs) return refresh();
    if (age > ttlMs) refresh().catch(() => {}); // the next call after a failure tries again
    return value.data;
  };
}

export async function counts(db: Db): Promise<TenderCounts> {
  const c = await tenderCounts(db);
  return {
    active: Number(c.active),
    upcoming: Number(c.upcoming),
    openingToday: Number(c.opening_today),
    awarded: Number(c.awarded),
    closing: {
      today: Number(c.closing_today),
      tomorrow: Number(c.closing_tomorrow),
      '7': Number(c.closing_7),
      '15': Number(c.closing_15),
      '30': Number(c.closing_30),
    },
  };
}

export const productCategories = async (db: Db) => ({ items: await productCategoryCounts(db) });

export async function calendar(db: Db, month: string) {
  return { month, days: await closingCalendar(db, month) };
}
