import { type SQL, sql } from 'drizzle-orm';
import type { TenderSearch, TenderSort } from '../../../common/api/tenders.ts';
import type { Db } from '../../db/client.ts';

/**
 * The SQL of public tender discovery (spec §5 Search, §9 due-date filters). Every list, count
 * and export is one WHERE clause built here, so the UI, the API and the downloads agree.
 * Times of day are India's (IST, UTC+5:30): "closing today" means before midnight in Assam.
 */

const ist = sql.raw(`'Asia/Kolkata'`);
/** Midnight IST at the start of today, plus whole days. */
const istDay = (days: number) =>
  sql`(date_trunc('day', now() at time zone ${ist}) + make_interval(days => ${days})) at time zone ${ist}`;

/**
 * Published to the public: scheduled tenders stay hidden until their publication time. Written
 * on the newest-first sort key (null = epoch = always published), so a newest-first page starts
 * its index walk at now() instead of stepping over every scheduled tender.
 */
const published = sql`coalesce(t.published_at, 'epoch'::timestamptz) <= now()`;

const biddingOpen = sql`(t.bid_submission_start_at is null or t.bid_submission_start_at <= now())`;

const statusFilter: Record<NonNullable<TenderSearch['status']>, SQL> = {
  open: sql`not t.cancelled and t.closing_at >= now()`,
  active: sql`not t.cancelled and t.closing_at >= now() and (t.bid_submission_start_at is null or t.bid_submission_start_at <= now())`,
  upcoming: sql`not t.cancelled and t.bid_submission_start_at > now()`,
  openingToday: sql`not t.cancelled and t.opening_at >= ${istDay(0)} and t.opening_at < ${istDay(1)}`,
  archived: sql`not t.cancelled and t.closing_at < now()`,
  awarded: sql`t.awarded`,
  cancelled: sql`t.cancelled`,
};

const closingFilter: Record<NonNullable<TenderSearch['closing']>, SQL> = {
  today: sql`t.closing_at >= now() and t.closing_at < ${istDay(1)}`,
  tomorrow: sql`t.closing_at >= ${istDay(1)} and t.closing_at < ${istDay(2)}`,
  '7': sql`t.closing_at >= now() and t.closing_at < now() + interval '7 days'`,
  '15': sql`t.closing_at >= now() and t.closing_at < now() + interval '15 days'`,
  '30': sql`t.closing_at >= now() and t.closing_at < now() + interval '30 days'`,
};

/**
 * Websearch syntax ("quoted phrases", -not, or) in English (stemmed; codes such as `unit/bldg`
 * whole) or as typed (any script) with joined words split the way the index splits them
 * (`tender_search_split`, migration 0011): `MMPPNA/24` finds `Maint/MMPPNA/24` and `bldg` finds
 * `unit/bldg` (issue 12). The function runs once, on the query, never per row.
 */
export const tsQuery = (q: string) =>
  sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', tender_search_split(${q})))`;

/**
 * The query is a tender's own id (`2023_PWD_34868_9`), its permalink id or its whole reference
 * number: each an index lookup on the lower-cased column (tenders_external_id_lower_idx,
 * tenders_reference_lower_idx, tenders_uid_uq). Such a tender ranks first and, when it is the
 * only one, the list goes straight to it (service.ts `exact`).
 */
export const exactMatch = (q: string) =>
  sql`(lower(t.external_id) = lower(${q}) or t.uid = ${q} or lower(t.reference_no) = lower(${q}))`;

/**
 * A query that looks like a code someone copied (no spaces, a digit or a joining character, at
 * least 4 characters: `MPPNA/01/2023`) may be a piece of a reference cut inside a word. When
 * the words find nothing, the search is asked again with the fragment matched inside reference
 * numbers on the trigram index (tenders_reference_trgm_idx; service.ts). Not in the first ask:
 * a common code fragment (`Maint/MMPPNA`) is in tens of thousands of references, and OR-ing
 * them into every code search tripled its cost (bench/README.md). Plain words never: `%road%`
 * would read every reference.
 */
export const looksLikeCode = (q: string) => q.length >= 4 && !/\s/.test(q) && /[0-9/_.-]/.test(q);

/** The value sort key: the estimated value, -1 when not disclosed (tenders_value_key_idx). */
const valueKey = sql`coalesce(t.value_inr, -1)`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The unit and every unit below it (the org filter's subtree). */
export async function orgSubtree(db: Db, orgId: number): Promise<number[]> {
  const result = (await db.execute(sql`
    with recursive sub as (
      select id from org_units where id = ${orgId}
      union select o.id from org_units o join sub on o.parent_id = sub.id)
    select id from sub`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

/**
 * The WHERE clause of a search. `orgIds`, the org filter's subtree read beforehand
 * (orgSubtree), lets the planner see which units, and so how many tenders, the filter keeps:
 * a subtree written as a subquery was guessed at 4 % of the table whether it held 0.1 % or a
 * third (bench/README.md), and a wrong guess picks a plan that reads every match.
 */
export function whereOf(
  search: Omit<TenderSearch, 'limit' | 'cursor' | 'sort'>,
  resolved: { orgIds?: number[]; referenceFragment?: boolean } = {},
): SQL {
  const parts: SQL[] = [published];
  if (search.q) {
    const q = search.q;
    const fragment = resolved.referenceFragment
      ? sql` or lower(t.reference_no) like ${`%${escapeLike(q.toLowerCase())}%`}`
      : sql``;
    parts.push(sql`(t.search @@ ${tsQuery(q)} or ${exactMatch(q)}${fragment})`);
  }
  if (search.source) parts.push(sql`t.source = ${search.source}`);
  if (search.org && resolved.orgIds)
    parts.push(sql`t.org_unit_id = any(${`{${resolved.orgIds.join(',')}}`}::int[])`);
  else if (search.org)
    parts.push(sql`t.org_unit_id = any(array(
      with recursive sub as (
        select id from org_units where id = ${search.org}
        union select o.id from org_units o join sub on o.parent_id = sub.id)
      select id from sub))`);
  if (search.productCategory) parts.push(sql`lower(t.product_category) = lower(${search.productCategory})`);
  if (search.tenderType) parts.push(sql`lower(t.tender_type) = lower(${search.tenderType})`);
  if (search.category) parts.push(sql`lower(t.category) = lower(${search.category})`);
  if (search.status) parts.push(statusFilter[search.status]);
  if (search.bidding === 'open') parts.push(biddingOpen);
  if (search.bidding === 'upcoming') parts.push(sql`t.bid_submission_start_at > now()`);
  if (search.closing) parts.push(sql`not t.cancelled and ${closingFilter[search.closing]}`);
  // On the indexed sort key (undisclosed = -1; amounts are never negative), so a value range
  // is an index range.
  if (search.minValue !== undefined) parts.push(sql`${valueKey} >= ${search.minValue}`);
  if (search.maxValue !== undefined) parts.push(sql`${valueKey} between 0 and ${search.maxValue}`);
  if (search.undisclosed === 'true') parts.push(sql`t.value_inr is null`);
  if (search.undisclosed === 'false') parts.push(sql`t.value_inr is not null`);
  if (search.district) parts.push(sql`lower(t.district) = lower(${search.district})`);
  if (search.location) parts.push(sql`t.location ilike ${`%${escapeLike(search.location)}%`}`);
  if (search.pincode) parts.push(sql`t.pincode = ${search.pincode}`);
  if (search.ref) parts.push(sql`lower(t.reference_no) like ${`%${escapeLike(search.ref.toLowerCase())}%`}`);
  return sql.join(parts, sql` and `);
}

/**
 * Sort keys: a column and its direction; the id breaks ties, so keyset paging is exact. Each
 * expression is exactly the one its btree index is built on (schema: tenders_published_key_idx,
 * tenders_value_key_idx, tenders_closing_idx), so a page is an index walk, not a sort.
 */
export const publishedKey = sql`coalesce(t.published_at, 'epoch'::timestamptz)`;
const sortKeys: Record<Exclude<TenderSort, 'relevance'>, { expr: SQL; desc: boolean }> = {
  closing: { expr: sql`t.closing_at`, desc: false },
  '-closing': { expr: sql`t.closing_at`, desc: true },
  published: { expr: publishedKey, desc: false },
  '-published': { expr: publishedKey, desc: true },
  value: { expr: valueKey, desc: false },
  '-value': { expr: valueKey, desc: true },
};

/**
 * Relevance ranks the newest matches, this many: ranking every match of a common word ("road"
 * matches half of all tenders) costs a read of each match's vector, seconds at a million
 * tenders. Pages past the window go on with the other matches, newest first, so paging still
 * lists every match exactly once. Below the window the order is the exact ts_rank order.
 */
export const relevanceWindow = 1_000;

/**
 * Totals are counted up to this many matches; past it the answer is "1,000+" (`totalCapped`).
 * Counting stops at the cap, so a broad filter over a million tenders costs about what a
 * narrow one does (bench/README.md: counting to 10,000 scattered matches took 50–300 ms). The
 * same as the relevance window, so a keyword search's window also gives its total.
 */
export const countCap = relevanceWindow;

export const summaryColumns = sql`t.id, t.uid, t.source, t.external_id, t.reference_no, t.title, t.organisation_chain, t.org_unit_id,
  t.tender_type, t.category, t.product_category, t.value_inr, t.emd_inr, t.fee_inr, t.published_at, t.closing_at,
  t.opening_at, t.location, t.pincode, t.district, t.district_basis, t.district_basis_name, t.office_district, t.awarded,
  case when t.cancelled then 'cancelled' when t.closing_at < now() then 'archived'
       when t.bid_submission_start_at > now() then 'upcoming' else 'active' end as status`;

export type Cursor = { k: string | number; id: number } | { o: number };

type Rows = { rows: Record<string, unknown>[] };

/** One page of tenders, `limit + 1` rows so the caller knows whether there is a next page. */
export async function searchTenders(
  db: Db,
  options: {
    where: SQL;
    sort: TenderSort;
    cursor: Cursor | null;
    limit: number;
    q?: string;
    window?: number;
  },
) {
  const { where, sort, cursor, limit } = options;
  if (sort === 'relevance' && options.q) {
    const window = options.window ?? relevanceWindow;
    const offset = cursor && 'o' in cursor ? cursor.o : 0;
    const newestFirst = sql`order by ${publishedKey} desc, t.id desc`;
    let rows: Record<string, unknown>[] = [];
    if (offset < window) {
      // The newest `window` matches (an index walk for common words, a bitmap for rare ones),
      // ranked among themselves; one more is read so that `matched` (on every row: how many of
      // the window + 1 exist) also answers the total, with no second pass over the matches.
      rows = (
        (await db.execute(sql`
          select * from (
            select w.*, count(*) over () as matched,
              row_number() over (order by w.newest_key desc, w.id desc) as newest
            from (
              select ${summaryColumns},
                ts_rank(t.search, ${tsQuery(options.q)}) + case when ${exactMatch(options.q)} then 100 else 0 end as rank,
                ${publishedKey} as newest_key
              from tenders t where ${where} ${newestFirst} limit ${window + 1}) w) x
          where newest <= ${window}
          order by rank desc, id desc
          limit ${Math.min(limit + 1, window - offset)} offset ${offset}`)) as unknown as Rows
      ).rows;
      // A full page, or no match past the window: done.
      if (rows.length === 0 || rows.length > limit || Number(rows[0]!.matched) <= window) return rows;
    }
    // Past the window: the other matches, newest first (the window is the newest `window`).
    const from = Math.max(offset, window);
    const rest = (
      (await db.execute(sql`
        select ${summaryColumns} from tenders t where ${where} ${newestFirst}
        limit ${limit + 1 - rows.length} offset ${from}`)) as unknown as Rows
    ).rows;
    return [...rows, ...rest];
  }
  const key = sortKeys[sort === 'relevance' ? '-published' : sort];
  const after =
    cursor && 'k' in cursor
      ? key.desc
        ? sql`and (${key.expr}, t.id) < (${cursor.k}, ${cursor.id})`
        : sql`and (${key.expr}, t.id) > (${cursor.k}, ${cursor.id})`
      : sql``;
  const direction = key.desc ? sql.raw('desc') : sql.raw('asc');
  const result = (await db.execute(sql`
    select ${summaryColumns}, ${key.expr} as sort_key
    from tenders t where ${where} ${after}
    order by ${key.expr} ${direction}, t.id ${direction}
    limit ${limit + 1}`)) as unknown as Rows;
  return result.rows;
}

/**
 * The tender a query names exactly (its id, permalink id or whole reference), among those the
 * search's filters keep; null when none or several (a reference shared by a batch of tenders).
 */
export async function exactTender(db: Db, where: SQL, q: string): Promise<string | null> {
  const result = (await db.execute(
    sql`select t.uid from tenders t where ${where} and ${exactMatch(q)} limit 2`,
  )) as unknown as { rows: { uid: string }[] };
  return result.rows.length === 1 ? String(result.rows[0]!.uid) : null;
}

/** ts_headline's markers around a matched word: control characters, never in a title. */
export const markStart = '\u0001';
export const markStop = '\u0002';

/**
 * The titles of a page's tenders with the query's words marked (issue 12 item 4), twice: as
 * English (so `road` marks `Roads`) and as typed (so `bldg` marks a part of `unit/bldg`). Each
 * title has `/ _ - .` turned into spaces first, the same length, so the parts of joined words
 * are words to ts_headline and the marks' places are places in the real title. A page is at
 * most 100 rows: this runs on them only, never on the matches.
 */
export async function titleHeadlines(
  db: Db,
  ids: number[],
  q: string,
): Promise<Map<number, [string, string]>> {
  if (ids.length === 0) return new Map();
  const options = sql.raw(`'HighlightAll=true, StartSel=' || chr(1) || ', StopSel=' || chr(2)`);
  const spaced = sql`translate(t.title, '/_.-', '    ')`;
  const result = (await db.execute(sql`
    select t.id,
      ts_headline('english', ${spaced}, ${tsQuery(q)}, ${options}) as english,
      ts_headline('simple', ${spaced}, ${tsQuery(q)}, ${options}) as simple
    from tenders t where t.id = any(${`{${ids.join(',')}}`}::bigint[])`)) as unknown as {
    rows: { id: number; english: string; simple: string }[];
  };
  return new Map(result.rows.map((r) => [Number(r.id), [String(r.english), String(r.simple)]]));
}

/**
 * How many tenders match, counted up to `cap` (the count stops at the cap + 1st match, so a
 * broad filter over a million tenders costs no more than a narrow one): `capped` says there are
 * more than `cap`, and `n` is then `cap`.
 */
export async function countTenders(
  db: Db,
  where: SQL,
  cap = countCap,
): Promise<{ n: number; capped: boolean }> {
  const result = (await db.execute(
    sql`select count(*)::int as n from (select 1 from tenders t where ${where} limit ${cap + 1}) m`,
  )) as unknown as {
    rows: { n: number }[];
  };
  const n = Number(result.rows[0]?.n ?? 0);
  return n > cap ? { n: cap, capped: true } : { n, capped: false };
}

/** Whether any tender matches (the first match ends the read). */
export async function anyTender(db: Db, where: SQL): Promise<boolean> {
  const result = (await db.execute(sql`select 1 from tenders t where ${where} limit 1`)) as unknown as {
    rows: unknown[];
  };
  return result.rows.length > 0;
}

export async function tenderByUid(db: Db, uid: string) {
  const result = (await db.execute(sql`
    select ${summaryColumns}, t.description, t.form_of_contract, t.covers, t.payment_mode, t.contract_type,
      t.sub_category, t.bid_submission_start_at, t.financial_bid_opening_at, t.bid_validity_days,
      t.period_of_work_days, t.inviting_authority, t.inviting_authority_address, t.contract_date,
      t.contract_value_inr, t.work_completion_days, t.extra
    from tenders t where t.uid = ${uid} and ${published}`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows[0];
}

export async function awardsOf(db: Db, tenderId: number) {
  const result = (await db.execute(sql`
    select bid_number, bidder_name, currency, value_inr from tender_awards where tender_id = ${tenderId} order by id`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows;
}

/**
 * The awards of many tenders at once (issue #14 item 8: the bidawards list shows the winner and
 * the awarded value): one indexed read for a page of results, in the order they were recorded.
 */
export async function awardsOfMany(db: Db, tenderIds: number[]) {
  if (tenderIds.length === 0) return [];
  const result = (await db.execute(sql`
    select tender_id, bidder_name, value_inr from tender_awards
    where tender_id in (${sql.join(
      tenderIds.map((id) => sql`${id}`),
      sql`, `,
    )}) order by tender_id, id`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

export async function bidsOf(db: Db, tenderId: number) {
  const result = (await db.execute(sql`
    select bid_number, bidder_name, submitted_at, status from tender_bids where tender_id = ${tenderId}
    order by submitted_at nulls last, id`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** Spec §7 counts (upcoming, active, aoc, opening, closing today/tomorrow/7/15/30 days). */
export async function tenderCounts(db: Db) {
  const c = (name: string, filter: SQL) =>
    sql`count(*) filter (where ${filter})::int as ${sql.identifier(name)}`;
  const result = (await db.execute(sql`
    select ${c('active', statusFilter.active)}, ${c('upcoming', statusFilter.upcoming)},
      ${c('opening_today', statusFilter.openingToday)}, ${c('awarded', statusFilter.awarded)},
      ${c('closing_today', sql`not t.cancelled and ${closingFilter.today}`)},
      ${c('closing_tomorrow', sql`not t.cancelled and ${closingFilter.tomorrow}`)},
      ${c('closing_7', sql`not t.cancelled and ${closingFilter['7']}`)},
      ${c('closing_15', sql`not t.cancelled and ${closingFilter['15']}`)},
      ${c('closing_30', sql`not t.cancelled and ${closingFilter['30']}`)}
    from tenders t where ${published}`)) as unknown as { rows: Record<string, number>[] };
  return result.rows[0]!;
}

/** Active tenders per product category, most first. */
export async function productCategoryCounts(db: Db) {
  const result = (await db.execute(sql`
    select t.product_category as name, count(*)::int as count from tenders t
    where ${published} and ${statusFilter.active} and t.product_category is not null
    group by t.product_category order by count desc, name`)) as unknown as {
    rows: { name: string; count: number }[];
  };
  return result.rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}

/** Tenders closing on each day of a month, by the day in IST. */
export async function closingCalendar(db: Db, month: string) {
  const start = `${month}-01`;
  const result = (await db.execute(sql`
    select to_char(t.closing_at at time zone ${ist}, 'YYYY-MM-DD') as date, count(*)::int as count
    from tenders t
    where ${published} and not t.cancelled
      and t.closing_at >= (${start}::date)::timestamp at time zone ${ist}
      and t.closing_at < ((${start}::date + interval '1 month'))::timestamp at time zone ${ist}
    group by 1 order by 1`)) as unknown as { rows: { date: string; count: number }[] };
  return result.rows.map((r) => ({ date: r.date, count: Number(r.count) }));
}
