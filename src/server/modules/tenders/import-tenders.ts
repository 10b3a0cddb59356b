import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenderAwards, tenderBids, tenders } from '../../db/schema/index.ts';
import { openCsv } from '../../importers/csv.ts';
import { optional, optionalInteger, required } from '../../importers/fields.ts';
import { type Importer, importCsv, RowRejected } from '../../importers/framework.ts';
import type { Progress } from '../../importers/progress.ts';
import type { ImportReport } from '../../importers/report.ts';
import { addCounts, noWrites, upsertRows, type WriteCounts } from '../../importers/upsert.ts';
import { ChainRejected, mapChain, orgChainsImporter } from '../organisation/index.ts';
import { databaseNow, deriveDistricts } from './derive-districts.ts';
import { refreshSearchWords } from './search-words.ts';

/**
 * `npm run import -- tenders <tenders.csv>`: the state's e-procurement (GePNIC) export, the
 * format of assam_tenders/tenders.csv, loaded as e-procure source tenders (issue: public tender
 * discovery, item 1). `bids.csv` and `awards.csv` beside it, when present, load too.
 *
 * - Organisations: the file's chains go through the org-chains importer first (idempotent), and
 *   each tender is linked to the unit at the end of its chain.
 * - District: the office's from the pincode directory (primary district), the work's from the
 *   location and title (derive-districts.ts, docs/decisions/028), when those are loaded.
 * - Idempotent: tenders upsert on (source, tender_id) and a row equal to the stored one is left
 *   alone; bids and awards are added only when not already there.
 * - Bad rows: a line-numbered report; the good rows load.
 *
 * `tenders-demo` is the same with every date moved by whole days so that a quarter of the
 * tenders are still open today (docs/decisions/013): the real file closes in 2024, and a new
 * user should see active tenders.
 */
export const tendersImporter: Importer = {
  kind: 'tenders',
  description:
    'Tenders of the state e-procurement system (assam_tenders/tenders.csv, with bids.csv and awards.csv)',
  run: (db, file, progress) => importTenders(db, file, progress, 0),
};

export const tendersDemoImporter: Importer = {
  kind: 'tenders-demo',
  description: 'The same tenders re-dated for demonstration: a quarter still open today (docs/decisions/013)',
  run: async (db, file, progress) => importTenders(db, file, progress, await demoShiftDays(file)),
};

const source = 'eprocure';
const dayMs = 86_400_000;
const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const moneyPattern = /^\d{1,15}(\.\d{1,2})?$/;

type TenderInsert = typeof tenders.$inferInsert;

function moment(
  record: Record<string, string>,
  column: string,
  shiftDays: number,
  need = false,
): Date | null {
  const value = need ? required(record, column) : optional(record, column);
  if (value === null) return null;
  if (!isoMoment.test(value) || Number.isNaN(Date.parse(value)))
    throw new RowRejected(`${column} "${value}" is not a date and time (2024-01-31T17:00:00+05:30)`);
  return new Date(Date.parse(value) + shiftDays * dayMs);
}

function day(record: Record<string, string>, column: string, shiftDays: number): string | null {
  const value = optional(record, column);
  if (value === null) return null;
  if (!isoDate.test(value) || Number.isNaN(Date.parse(value)))
    throw new RowRejected(`${column} "${value}" is not a date (2024-01-31)`);
  return new Date(Date.parse(value) + shiftDays * dayMs).toISOString().slice(0, 10);
}

function money(record: Record<string, string>, column: string): number | null {
  const value = optional(record, column)?.replace(/,/g, '') ?? null;
  if (value === null) return null;
  if (!moneyPattern.test(value)) throw new RowRejected(`${column} "${value}" is not an amount in rupees`);
  return Number(value);
}

/** Today's calendar date in IST (spec §9), yyyy-mm-dd. */
function istToday(now: number): string {
  return new Date(now + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * Re-dated demo data (docs/decisions/013) keeps each contract date's distance from the tender,
 * but never past today: the source's contract dates often lie years after the tender, and
 * moved forward they would announce contracts not yet signed (issue #14 item 8). The
 * unshifted import keeps the source's date as it is.
 */
function contractDate(record: Record<string, string>, shiftDays: number, now: number): string | null {
  const date = day(record, 'contract_date', shiftDays);
  if (date === null || shiftDays === 0) return date;
  // yyyy-mm-dd strings compare as dates do.
  const today = istToday(now);
  if (date > today) return today;
  return date;
}

/** One row of the export → one tender; throws RowRejected naming the column. */
export function mapTender(record: Record<string, string>, shiftDays = 0, now = Date.now()): TenderInsert {
  const externalId = required(record, 'tender_id');
  if (!/^[A-Za-z0-9_./-]{1,100}$/.test(externalId))
    throw new RowRejected(`tender_id "${externalId}" has characters a tender id cannot have`);
  const pincode = optional(record, 'pincode');
  const row: Omit<TenderInsert, 'contentHash'> = {
    uid: `${source}-${externalId}`,
    source,
    externalId,
    referenceNo: required(record, 'tender_ref_no'),
    title: required(record, 'title'),
    description: optional(record, 'work_description'),
    organisationChain: (record.organisation_chain ?? '')
      .split('||')
      .map((s) => s.replace(/\s+/g, ' ').trim())
      .join('||'),
    tenderType: optional(record, 'tender_type'),
    formOfContract: optional(record, 'form_of_contract'),
    category: optional(record, 'tender_category'),
    covers: optionalInteger(record, 'no_of_covers'),
    paymentMode: optional(record, 'payment_mode'),
    contractType: optional(record, 'contract_type'),
    productCategory: optional(record, 'product_category'),
    subCategory: optional(record, 'sub_category'),
    publishedAt: moment(record, 'publish_date', shiftDays),
    bidSubmissionStartAt: moment(record, 'bid_submission_start', shiftDays),
    closingAt: moment(record, 'bid_submission_end', shiftDays, true),
    openingAt: moment(record, 'bid_opening_date', shiftDays),
    financialBidOpeningAt: moment(record, 'financial_bid_opening_date', shiftDays),
    emdInr: money(record, 'emd_amount_inr'),
    feeInr: money(record, 'tender_fee_inr'),
    valueInr: money(record, 'tender_value_inr'),
    invitingAuthority: optional(record, 'tender_inviting_authority'),
    invitingAuthorityAddress: optional(record, 'tender_inviting_authority_address'),
    bidValidityDays: optionalInteger(record, 'bid_validity_days'),
    periodOfWorkDays: optionalInteger(record, 'period_of_work_days'),
    location: optional(record, 'location'),
    pincode: pincode && /^[1-9]\d{5}$/.test(pincode) ? pincode : null,
    contractDate: contractDate(record, shiftDays, now),
    contractValueInr: money(record, 'contract_value_inr'),
    workCompletionDays: optionalInteger(record, 'work_completion_days'),
  };
  const contentHash = createHash('sha256').update(JSON.stringify(row)).digest('hex').slice(0, 32);
  return { ...row, contentHash };
}

/**
 * Whole days that move the 75th percentile of the file's closing dates to today: a quarter of
 * the tenders are open, spread over the coming weeks and months.
 */
export async function demoShiftDays(file: string, now = Date.now()): Promise<number> {
  const closing: number[] = [];
  const csv = await openCsv(file);
  for await (const event of csv.events(() => {})) {
    if (event.type !== 'row') continue;
    const value = event.record.bid_submission_end ?? '';
    if (isoMoment.test(value)) closing.push(Date.parse(value));
  }
  if (closing.length === 0) return 0;
  closing.sort((a, b) => a - b);
  const anchor = closing[Math.floor(closing.length * 0.75)]!;
  return Math.round((now - anchor) / dayMs);
}

async function importTenders(
  db: Db,
  file: string,
  progress: Progress,
  shiftDays: number,
): Promise<ImportReport> {
  await orgChainsImporter.run(db, file, progress);
  const started = await databaseNow(db);
  const report = await importCsv<TenderInsert>({
    db,
    file,
    progress,
    kind: shiftDays ? 'tenders-demo' : 'tenders',
    shapes: [
      {
        name: 'GePNIC tenders',
        columns: ['tender_id', 'tender_ref_no', 'title', 'bid_submission_end', 'organisation_chain'],
        map: (record) => mapTender(record, shiftDays),
        key: (row) => row.externalId,
      },
    ],
    write: (tx, rows) => upsertRows(tx, tenders, rows, { target: [tenders.source, tenders.externalId] }),
    afterAll: async (db) => {
      // The office's district (pincode) and the work's (location and title): issue #14 item 3.
      const counts = addCounts(await linkOrganisations(db), await deriveDistricts(db, { since: started }));
      // "Did you mean …?" learns the new titles' words (issue 12).
      await refreshSearchWords(db);
      return counts;
    },
  });
  const dir = path.dirname(file);
  for (const [name, load] of [
    ['bids.csv', importBids],
    ['awards.csv', importAwards],
  ] as const) {
    const side = path.join(dir, name);
    if (!existsSync(side)) continue;
    const sideReport = await load(db, side, progress, shiftDays);
    report.derived = addCounts(report.derived, {
      inserted: sideReport.inserted,
      updated: sideReport.updated,
      unchanged: sideReport.unchanged,
    });
    report.issues.push(
      ...sideReport.issues.map((i) => ({ ...i, message: `${name} line ${i.line}: ${i.message}` })),
    );
  }
  return report;
}

/** Links each tender of the source without a unit to the unit at the end of its chain. */
async function linkOrganisations(db: Db): Promise<WriteCounts> {
  const counts = noWrites();
  const chains = await db
    .selectDistinct({ chain: tenders.organisationChain })
    .from(tenders)
    .where(and(eq(tenders.source, source), isNull(tenders.orgUnitId)));
  for (const { chain } of chains) {
    let units: ReturnType<typeof mapChain>;
    try {
      units = mapChain(chain);
    } catch (error) {
      if (error instanceof ChainRejected) continue;
      throw error;
    }
    let parentId: number | null = null;
    for (const unit of units) {
      const found = (await db.execute(sql`
        select id from org_units
        where level = ${unit.level} and parent_id is not distinct from ${parentId}
          and lower(name) = ${unit.name.toLowerCase()} and approval_state <> 'removed'
        order by id limit 1`)) as unknown as { rows: { id: number }[] };
      parentId = found.rows[0] ? Number(found.rows[0].id) : null;
      if (parentId === null) break;
    }
    if (parentId === null) continue;
    const linked = await db
      .update(tenders)
      .set({ orgUnitId: parentId })
      .where(and(eq(tenders.source, source), eq(tenders.organisationChain, chain), isNull(tenders.orgUnitId)))
      .returning({ id: tenders.id });
    counts.updated += linked.length;
  }
  return counts;
}

/** Tender ids by the file's tender_id, for the side files. */
async function tenderIds(db: Db, externalIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: tenders.id, externalId: tenders.externalId })
    .from(tenders)
    .where(and(eq(tenders.source, source), inArray(tenders.externalId, [...new Set(externalIds)])));
  return new Map(rows.map((r) => [r.externalId, r.id]));
}

interface SideRow {
  tenderExternalId: string;
  key: string;
  values: Record<string, unknown>;
}

/** Adds the rows not already stored (same tender and same natural key); never changes or removes. */
async function addMissing(
  tx: Db,
  rows: SideRow[],
  table: typeof tenderBids | typeof tenderAwards,
  keyOf: (stored: Record<string, unknown>) => string,
  redated: boolean,
): Promise<WriteCounts> {
  const ids = await tenderIds(
    tx,
    rows.map((r) => r.tenderExternalId),
  );
  const missing = rows.filter((r) => !ids.has(r.tenderExternalId));
  if (missing.length > 0) throw new RowRejected(`tender_id ${missing[0]!.tenderExternalId} is not loaded`);
  if (redated) {
    // Re-dated demo data: a tender still open today cannot have bids opened or an award yet,
    // so those rows are held back (docs/decisions/013).
    const open = await tx
      .select({ id: tenders.id })
      .from(tenders)
      .where(and(inArray(tenders.id, [...new Set(ids.values())]), sql`${tenders.closingAt} > now()`));
    const openIds = new Set(open.map((o) => o.id));
    const kept = rows.filter((r) => !openIds.has(ids.get(r.tenderExternalId)!));
    const heldBack = rows.length - kept.length;
    const counts = await addMissing(tx, kept, table, keyOf, false);
    return { ...counts, unchanged: counts.unchanged + heldBack };
  }
  const stored = await tx
    .select()
    .from(table)
    .where(inArray(table.tenderId, [...new Set(ids.values())]));
  const have = new Set(stored.map((s) => `${s.tenderId}|${keyOf(s as Record<string, unknown>)}`));
  const fresh = rows.filter((r) => !have.has(`${ids.get(r.tenderExternalId)}|${r.key}`));
  const seen = new Set<string>();
  const toInsert = fresh.filter((r) => {
    const k = `${r.tenderExternalId}|${r.key}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  if (toInsert.length) {
    await tx.insert(table).values(
      toInsert.map((r) => ({
        ...r.values,
        tenderId: ids.get(r.tenderExternalId)!,
      })) as (typeof table.$inferInsert)[],
    );
  }
  if (table === tenderAwards && toInsert.length) {
    await tx
      .update(tenders)
      .set({ awarded: true })
      .where(inArray(tenders.id, [...new Set(toInsert.map((r) => ids.get(r.tenderExternalId)!))]));
  }
  return { inserted: toInsert.length, updated: 0, unchanged: rows.length - toInsert.length };
}

function importBids(db: Db, file: string, progress: Progress, shiftDays: number) {
  return importCsv<SideRow>({
    db,
    file,
    progress,
    kind: 'tender-bids',
    shapes: [
      {
        name: 'GePNIC bids',
        columns: ['tender_id', 'bid_number', 'bidder_name'],
        map: (record) => {
          const values = {
            bidNumber: optional(record, 'bid_number'),
            bidderName: required(record, 'bidder_name'),
            submittedAt: moment(record, 'submitted_date', shiftDays),
            status: optional(record, 'status'),
            remarks: optional(record, 'remarks'),
          };
          return {
            tenderExternalId: required(record, 'tender_id'),
            key: `${values.bidNumber}|${values.bidderName}`,
            values,
          };
        },
      },
    ],
    write: (tx, rows) =>
      addMissing(tx, rows, tenderBids, (s) => `${s.bidNumber}|${s.bidderName}`, shiftDays !== 0),
  });
}

function importAwards(db: Db, file: string, progress: Progress, shiftDays: number) {
  return importCsv<SideRow>({
    db,
    file,
    progress,
    kind: 'tender-awards',
    shapes: [
      {
        name: 'GePNIC awards',
        columns: ['tender_id', 'bidder_name', 'awarded_value'],
        map: (record) => {
          const currency = optional(record, 'currency') ?? 'INR';
          if (!/^[A-Z]{3}$/.test(currency))
            throw new RowRejected(`currency "${currency}" is not an ISO 4217 code`);
          const values = {
            bidNumber: optional(record, 'bid_number'),
            bidderName: required(record, 'bidder_name'),
            currency,
            valueInr: money(record, 'awarded_value'),
          };
          return {
            tenderExternalId: required(record, 'tender_id'),
            key: `${values.bidNumber}|${values.bidderName}`,
            values,
          };
        },
      },
    ],
    write: (tx, rows) =>
      addMissing(tx, rows, tenderAwards, (s) => `${s.bidNumber}|${s.bidderName}`, shiftDays !== 0),
  });
}
