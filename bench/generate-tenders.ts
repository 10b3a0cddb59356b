/**
 * Synthetic tenders for the search benchmark (issue #5 item 6), with a fixed seed and
 * distributions learned from the real GePNIC export (../shared/data/assam_tenders/tenders.csv).
 *
 *   node bench/generate-tenders.ts <count> [--seed 2026]
 *     DATABASE_URL=postgres://root@127.0.0.1:5432/spp_bench_1m   (PostgreSQL), or
 *     DATA_DIR=/tmp/spp-bench-100k                                 (PGlite in DATA_DIR/db)
 *     TENDERS_CSV=../shared/data/assam_tenders/tenders.csv         (the file to learn from)
 *
 * What it does, in order:
 * 1. migrates the database and runs the real org-chains importer on the real file, so every
 *    synthetic tender links (org_unit_id) to a real unit of the eight-level hierarchy and the
 *    org filter walks real subtrees;
 * 2. learns from the real file: whole "profiles" of correlated fields (organisation chain,
 *    tender type, form of contract, category, covers, product and sub category, inviting
 *    authority, location, pincode) sampled by their frequency; the share of undisclosed values
 *    and the value distribution per category; the gaps publish → submission start → closing →
 *    opening; a word-bigram model of the titles and of the descriptions (titles are new
 *    sentences made of the real titles' word pairs); reference-number shapes (digits redrawn);
 * 3. deletes every tender (and its bids and awards) and inserts `count` new ones in batches of
 *    5,000 (one `insert … select from jsonb_to_recordset($1)` per batch, the same on both
 *    engines), with the secondary indexes dropped during the load and rebuilt after, then
 *    ANALYZE.
 *
 * Dates: publication uniform over the two years before today plus a few (0.02 %) scheduled for
 * the next days, with the real file's durations, so a realistic share (~2 %) is open today, as on
 * a live portal with two years of history; rows are inserted in publication order, as a live
 * table grows, so recent tenders sit together at the end of the table. Districts come from the pincode directory
 * (primary district, as the importer does). Sources: the real file is all e-procure; the
 * synthetic set mixes in the other portals (GeM 15 %, PMGSY 5 %, ePublish 5 %, e-auction 2 %,
 * direct purchase 2 %) so the source filter has something to do.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { silentProgress } from '../src/server/importers/progress.ts';
import { displayName } from '../src/server/modules/locations/index.ts';
import { ChainRejected, mapChain, orgChainsImporter } from '../src/server/modules/organisation/index.ts';
import { refreshSearchWords } from '../src/server/modules/tenders/index.ts';

const args = process.argv.slice(2);
const count = Number(args.find((a) => /^\d+$/.test(a)) ?? 10_000);
const seedArg = args.indexOf('--seed');
const seed = seedArg >= 0 ? Number(args[seedArg + 1]) : 2026;
const realFile = process.env.TENDERS_CSV ?? '../shared/data/assam_tenders/tenders.csv';
const pincodeFile = path.join(
  path.dirname(path.dirname(realFile)),
  'pincodes/pincode_district_state_lookup.csv',
);
const batchSize = Number(process.env.BATCH_SIZE ?? 5_000);

/** sfc32: small, fast, good enough, and the same numbers on every machine for a seed. */
function sfc32(a: number, b: number, c: number, d: number) {
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}
const random = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, seed);
for (let i = 0; i < 20; i++) random();
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
const gauss = () => {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
};

// ---------------------------------------------------------------- learning from the real file
type Row = Record<string, string>;
const real: Row[] = parse(readFileSync(realFile), { columns: true, bom: true, skip_empty_lines: true });
const nul = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());

// Primary district of each pincode (what the importer fills), when the directory is there.
const districtOf = new Map<string, string>();
try {
  const pins: Row[] = parse(readFileSync(pincodeFile), { columns: true, bom: true });
  for (const p of pins) if (p.is_primary === '1') districtOf.set(p.pincode!, displayName(p.district!));
} catch {
  console.warn(`no pincode directory at ${pincodeFile}: districts left empty`);
}

/** Word-bigram model: start words and each word's followers (with repeats = frequency). */
function bigramModel(texts: string[]) {
  const starts: string[] = [];
  const next = new Map<string, string[]>();
  const lengths: number[] = [];
  for (const text of texts) {
    const words = text.split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    lengths.push(words.length);
    starts.push(words[0]!);
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      const f = next.get(w) ?? [];
      f.push(words[i + 1] ?? '\u0000');
      next.set(w, f);
    }
  }
  return {
    sentence(maxWords = 40): string {
      const target = pick(lengths);
      const out = [pick(starts)];
      while (out.length < maxWords) {
        const followers = next.get(out[out.length - 1]!);
        if (!followers) break;
        let w = pick(followers);
        // End where the real text ends, but not far short of a real length.
        if (w === '\u0000') {
          if (out.length >= target * 0.6) break;
          w = pick(starts);
        }
        out.push(w);
      }
      return out.join(' ');
    },
  };
}

const titles = bigramModel(real.map((r) => r.title ?? ''));
const descriptions = bigramModel(real.map((r) => r.work_description ?? '').filter((d) => d.length > 0));
const sameDescription =
  real.filter((r) => nul(r.work_description) === null || r.work_description === r.title).length / real.length;

const profileColumns = [
  'organisation_chain',
  'tender_type',
  'form_of_contract',
  'tender_category',
  'no_of_covers',
  'payment_mode',
  'product_category',
  'sub_category',
  'contract_type',
  'tender_inviting_authority',
  'tender_inviting_authority_address',
  'location',
  'pincode',
  'bid_validity_days',
  'period_of_work_days',
] as const;
const profiles = real.map((r) => Object.fromEntries(profileColumns.map((c) => [c, nul(r[c])])));

const hours = (a: string | undefined, b: string | undefined) =>
  nul(a) && nul(b) ? (Date.parse(b!) - Date.parse(a!)) / 3_600_000 : null;
const gaps = real.map((r) => ({
  start: hours(r.publish_date, r.bid_submission_start) ?? 0,
  close: hours(r.publish_date, r.bid_submission_end) ?? 14 * 24,
  open: hours(r.bid_submission_end, r.bid_opening_date),
  financial: hours(r.bid_submission_end, r.financial_bid_opening_date),
}));
const realValues = real
  .map((r) => nul(r.tender_value_inr)?.replace(/,/g, ''))
  .map((v) => (v ? Number(v) : null));
const undisclosedShare = realValues.filter((v) => v === null).length / real.length;
const disclosed = realValues.filter((v): v is number => v !== null && v > 0);
const references = real.map((r) => r.tender_ref_no ?? '').filter(Boolean);
const awardedShare = (() => {
  try {
    const awards: Row[] = parse(readFileSync(path.join(path.dirname(realFile), 'awards.csv')), {
      columns: true,
      bom: true,
    });
    return new Set(awards.map((a) => a.tender_id)).size / real.length;
  } catch {
    return 0.3;
  }
})();

const sources: [string, number][] = [
  ['gem', 0.15],
  ['pmgsy', 0.05],
  ['epublish', 0.05],
  ['eauction', 0.02],
  ['directpurchase', 0.02],
];
function sourceOf(): string {
  let r = random();
  for (const [s, p] of sources) {
    if (r < p) return s;
    r -= p;
  }
  return 'eprocure';
}

const redigit = (ref: string) => ref.replace(/\d/g, () => String(Math.floor(random() * 10)));
const round2 = (x: number) => Math.round(x * 100) / 100;

// ---------------------------------------------------------------- the database
const database = process.env.DATABASE_URL
  ? await openDatabase({ engine: 'postgresql', url: process.env.DATABASE_URL, poolSize: 1 })
  : await openDatabase({ engine: 'pglite', dataDir: path.join(process.env.DATA_DIR ?? './data', 'db') });
const { db } = database;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

const t0 = performance.now();
const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
await database.migrate();
await orgChainsImporter.run(db, realFile, silentProgress);

// The unit at the end of each real chain (the importer's own lookup).
const unitOfChain = new Map<string, number | null>();
for (const p of profiles) {
  const chain = (p.organisation_chain ?? '')
    .split('||')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .join('||');
  p.organisation_chain = chain;
  if (unitOfChain.has(chain)) continue;
  let parentId: number | null = null;
  try {
    for (const unit of mapChain(chain)) {
      const found: { id: number }[] = await rows(sql`
        select id from org_units where level = ${unit.level} and parent_id is not distinct from ${parentId}
          and lower(name) = ${unit.name.toLowerCase()} and approval_state <> 'removed' order by id limit 1`);
      parentId = found[0] ? Number(found[0].id) : null;
      if (parentId === null) break;
    }
  } catch (error) {
    if (!(error instanceof ChainRejected)) throw error;
  }
  unitOfChain.set(chain, parentId);
}
console.log(
  `learned from ${real.length} real tenders: ${unitOfChain.size} chains (${[...unitOfChain.values()].filter((v) => v !== null).length} linked), ` +
    `undisclosed value ${(undisclosedShare * 100).toFixed(1)} %, description = title ${(sameDescription * 100).toFixed(0)} %, awarded ${(awardedShare * 100).toFixed(0)} %; ${elapsed()}`,
);

await db.execute(sql`delete from tender_bids`);
await db.execute(sql`delete from tender_awards`);
await db.execute(sql`delete from tenders`);
const secondary: { indexname: string; indexdef: string }[] = await rows(sql`
  select indexname, indexdef from pg_indexes
  where schemaname = 'public' and tablename = 'tenders' and indexname not in ('tenders_pkey', 'tenders_uid_uq', 'tenders_source_external_uq')`);
for (const i of secondary) await db.execute(sql.raw(`drop index ${i.indexname}`));

const now = Date.now();
const dayMs = 86_400_000;
const historyDays = 730;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

// Publication times, in the order a live portal stores them: a table is appended to as tenders
// are published, so the newest (and the open ones) sit together at its end, as in production.
// 0.02 % are scheduled for the coming three days.
const publishedTimes = Float64Array.from({ length: count }, () =>
  random() < 0.0002
    ? now + random() * 3 * dayMs
    : now - random() * historyDays * dayMs + Math.floor(gauss() * 3_600_000),
).sort();

function tender(i: number) {
  const p = pick(profiles);
  const g = pick(gaps);
  const source = sourceOf();
  const title = titles.sentence();
  const description = random() < sameDescription ? title : descriptions.sentence(120);
  const published = publishedTimes[i]!;
  const closing = published + g.close * 3_600_000;
  let value: number | null = null;
  if (random() >= undisclosedShare) value = round2(pick(disclosed) * Math.exp(gauss() * 0.25));
  const closed = closing < now;
  const cancelled = random() < 0.01;
  const pincode = p.pincode && /^[1-9]\d{5}$/.test(p.pincode) ? p.pincode : null;
  return {
    uid: `${source}-B${i}`,
    source,
    external_id: `B${i}`,
    reference_no: redigit(pick(references)),
    title,
    description,
    organisation_chain: p.organisation_chain ?? '',
    org_unit_id: unitOfChain.get(p.organisation_chain ?? '') ?? null,
    tender_type: p.tender_type,
    form_of_contract: p.form_of_contract,
    category: p.tender_category,
    covers: p.no_of_covers ? Number(p.no_of_covers) : null,
    payment_mode: p.payment_mode,
    contract_type: p.contract_type,
    product_category: p.product_category,
    sub_category: p.sub_category,
    published_at: iso(published),
    bid_submission_start_at: iso(published + g.start * 3_600_000),
    closing_at: iso(closing),
    opening_at: iso(g.open === null ? null : closing + g.open * 3_600_000),
    financial_bid_opening_at: iso(g.financial === null ? null : closing + g.financial * 3_600_000),
    emd_inr: value === null ? null : round2(value * 0.02),
    fee_inr: value === null ? null : pick([1000, 2000, 5000, 10000]),
    value_inr: value,
    inviting_authority: p.tender_inviting_authority,
    inviting_authority_address: p.tender_inviting_authority_address,
    bid_validity_days: p.bid_validity_days ? Number(p.bid_validity_days) : null,
    period_of_work_days: p.period_of_work_days ? Number(p.period_of_work_days) : null,
    location: p.location,
    pincode,
    district: pincode ? (districtOf.get(pincode) ?? null) : null,
    // The bench keeps the pincode's district as the work district, said so (docs/decisions/028),
    // so its district filter figures stay comparable and the start-up step finds nothing to derive.
    office_district: pincode ? (districtOf.get(pincode) ?? null) : null,
    district_basis: pincode && districtOf.has(pincode) ? 'pincode' : 'unknown',
    cancelled,
    awarded: closed && !cancelled && random() < awardedShare,
    content_hash: 'bench',
  };
}

const recordType = sql.raw(`uid text, source text, external_id text, reference_no text, title text,
  description text, organisation_chain text, org_unit_id int, tender_type text, form_of_contract text,
  category text, covers smallint, payment_mode text, contract_type text, product_category text,
  sub_category text, published_at timestamptz, bid_submission_start_at timestamptz, closing_at timestamptz,
  opening_at timestamptz, financial_bid_opening_at timestamptz, emd_inr numeric, fee_inr numeric,
  value_inr numeric, inviting_authority text, inviting_authority_address text, bid_validity_days int,
  period_of_work_days int, location text, pincode text, district text, office_district text,
  district_basis text, cancelled boolean, awarded boolean, content_hash text`);
const columns = sql.raw(`uid, source, external_id, reference_no, title, description, organisation_chain,
  org_unit_id, tender_type, form_of_contract, category, covers, payment_mode, contract_type, product_category,
  sub_category, published_at, bid_submission_start_at, closing_at, opening_at, financial_bid_opening_at,
  emd_inr, fee_inr, value_inr, inviting_authority, inviting_authority_address, bid_validity_days,
  period_of_work_days, location, pincode, district, office_district, district_basis, cancelled, awarded,
  content_hash`);

for (let from = 0; from < count; from += batchSize) {
  const batch = [];
  for (let i = from; i < Math.min(count, from + batchSize); i++) batch.push(tender(i));
  await db.execute(sql`insert into tenders (${columns})
    select ${columns} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(${recordType})`);
  if ((from / batchSize) % 20 === 0 || from + batchSize >= count)
    console.log(`${Math.min(count, from + batchSize)} / ${count} tenders; ${elapsed()}`);
}
if (database.engine === 'postgresql') await db.execute(sql`set maintenance_work_mem = '1GB'`);
for (const i of secondary) {
  await db.execute(sql.raw(i.indexdef));
  console.log(`index ${i.indexname}; ${elapsed()}`);
}
await db.execute(sql`vacuum analyze tenders`);
// The "Did you mean …?" dictionary, as the importer rebuilds it after a load (issue 12).
await refreshSearchWords(db);
console.log(`search words; ${elapsed()}`);
const summary = (
  await rows<Record<string, number>>(sql`select count(*)::int as tenders,
    count(*) filter (where not cancelled and closing_at >= now() and (bid_submission_start_at is null or bid_submission_start_at <= now()))::int as active,
    count(*) filter (where value_inr is null)::int as undisclosed, count(org_unit_id)::int as linked,
    count(district)::int as with_district from tenders`)
)[0]!;
console.log(`done: ${JSON.stringify(summary)}; ${elapsed()}`);
await database.close();
