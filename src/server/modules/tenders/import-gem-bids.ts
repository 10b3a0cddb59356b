import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../db/client.ts';
import { tenders } from '../../db/schema/index.ts';
import { openCsv } from '../../importers/csv.ts';
import { integer, optional, required } from '../../importers/fields.ts';
import { type Importer, importCsv, RowRejected, runImport, sha256Of } from '../../importers/framework.ts';
import { silentProgress } from '../../importers/progress.ts';
import type { ImportReport } from '../../importers/report.ts';
import { upsertRows } from '../../importers/upsert.ts';
import { databaseNow, deriveDistricts } from './derive-districts.ts';
import { refreshSearchWords } from './search-words.ts';

/**
 * `npm run import -- gem-bids <bids.csv>`: bids of the Government e-Marketplace (GeM) for the
 * state's buyers (issue #32 item 2, docs/decisions/057, layout in docs/gem-bids.md). A GeM bid
 * is a tender of source `gem`, so it is listed, searched, counted, exported and published as
 * OCDS like every other tender; `gembids` lists them and `gembidsfullview` shows one.
 *
 * - The bid number (GEM/2026/B/1234567) is the tender id and the reference number; the item
 *   category is the title and the product category; the ministry or state, department and
 *   organisation make the organisation chain; start and end are publication (bid start) and
 *   closing; the quantity and the bid's link on GeM are kept in `extra.gem`.
 * - Idempotent: upserts on (source, tender_id); a row equal to the stored one is left alone, a
 *   changed one is updated (a longer end date, a corrected quantity).
 * - Bad rows: a line-numbered report; the good rows load; nothing of a bad row is written.
 *
 * `gem-bids-demo` is the same with every date moved by whole days so that most of the bids are
 * still open today (as `tenders-demo`, docs/decisions/013).
 */
export const gemBidsImporter: Importer = {
  kind: 'gem-bids',
  description: 'Bids of the Government e-Marketplace (GeM) for the state (docs/gem-bids.md)',
  run: (db, file, progress) => importGemBids(db, file, progress, 0),
};

export const gemBidsDemoImporter: Importer = {
  kind: 'gem-bids-demo',
  description: 'The same GeM bids re-dated for demonstration: most still open today',
  run: async (db, file, progress) => importGemBids(db, file, progress, await gemDemoShiftDays(file)),
};

const source = 'gem';
const dayMs = 86_400_000;
const istOffsetMs = 330 * 60_000;
/** GeM's own numbering: GEM/<year>/<B for bid, R for reverse auction…>/<number>. */
const bidNumberPattern = /^GEM\/\d{4}\/[A-Z]{1,3}\/\d{1,12}$/;
const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** As GeM's bid list prints them, in IST: 21-11-2026 10:00:00 (seconds optional). */
const gemMoment = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The columns of the layout, in the order of the documented header (docs/gem-bids.md). */
export const gemBidColumns = [
  'bid_number',
  'ministry',
  'department',
  'organisation',
  'item_category',
  'quantity',
  'start_date',
  'end_date',
  'bid_url',
] as const;

type TenderInsert = typeof tenders.$inferInsert;

/** An ISO 8601 moment with its offset, or GeM's `dd-mm-yyyy HH:MM[:SS]` read in IST (spec §9). */
export function gemMomentOf(record: Record<string, string>, column: string): Date {
  const value = required(record, column);
  if (isoMoment.test(value) && !Number.isNaN(Date.parse(value))) return new Date(value);
  const m = gemMoment.exec(value);
  if (m) {
    const [, dd, mm, yyyy, hh, mi, ss] = m;
    const utc = Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), Number(hh), Number(mi), Number(ss ?? 0));
    const back = new Date(utc);
    // 31-02-2026 would roll over into March: refused, not moved.
    if (
      back.getUTCDate() === Number(dd) &&
      back.getUTCMonth() === Number(mm) - 1 &&
      Number(hh) < 24 &&
      Number(mi) < 60 &&
      Number(ss ?? 0) < 60
    )
      return new Date(utc - istOffsetMs);
  }
  throw new RowRejected(
    `${column} "${value}" is not a date and time (2026-11-21T10:00:00+05:30 or 21-11-2026 10:00)`,
  );
}

/** GeM bid pages live on gem.gov.in (bidplus.gem.gov.in/showbidDocument/…); https only. */
function bidUrlOf(record: Record<string, string>): string {
  const value = required(record, 'bid_url');
  const url = URL.canParse(value) ? new URL(value) : null;
  const onGem = url?.hostname === 'gem.gov.in' || url?.hostname.endsWith('.gem.gov.in');
  if (url?.protocol !== 'https:' || !onGem || url.username || url.password)
    throw new RowRejected(`bid_url "${value}" is not an https address on gem.gov.in`);
  return url.toString();
}

/** The permalink id: the bid number with its slashes as dashes (`gem-GEM-2026-B-1234567`). */
export function gemUidOf(bidNumber: string): string {
  return `${source}-${bidNumber.replaceAll('/', '-')}`;
}

/** One row of the layout → one tender of source `gem`; throws RowRejected naming the column. */
export function mapGemBid(record: Record<string, string>, shiftDays = 0): TenderInsert {
  const bidNumber = required(record, 'bid_number').toUpperCase();
  if (!bidNumberPattern.test(bidNumber))
    throw new RowRejected(`bid_number "${bidNumber}" is not a GeM bid number (GEM/2026/B/1234567)`);
  const ministry = required(record, 'ministry');
  const department = optional(record, 'department');
  const organisation = optional(record, 'organisation');
  const itemCategory = required(record, 'item_category');
  const quantity = integer(record, 'quantity');
  if (quantity < 1) throw new RowRejected('quantity must be at least 1');
  const start = gemMomentOf(record, 'start_date');
  const end = gemMomentOf(record, 'end_date');
  if (end.getTime() <= start.getTime()) throw new RowRejected('end_date is not after start_date');
  const shift = shiftDays * dayMs;
  const startAt = new Date(start.getTime() + shift);
  const row: Omit<TenderInsert, 'contentHash'> = {
    uid: gemUidOf(bidNumber),
    source,
    externalId: bidNumber,
    referenceNo: bidNumber,
    title: itemCategory,
    organisationChain: [ministry, department, organisation].filter(Boolean).join('||'),
    productCategory: itemCategory,
    publishedAt: startAt,
    bidSubmissionStartAt: startAt,
    closingAt: new Date(end.getTime() + shift),
    invitingAuthority: organisation ?? department ?? ministry,
    extra: { gem: { ministry, department, organisation, quantity, bidUrl: bidUrlOf(record) } },
  };
  const contentHash = createHash('sha256').update(JSON.stringify(row)).digest('hex').slice(0, 32);
  return { ...row, contentHash };
}

/** Whole days that move the file's latest start to yesterday: the bids are then mostly open. */
export async function gemDemoShiftDays(file: string, now = Date.now()): Promise<number> {
  let latest = Number.NEGATIVE_INFINITY;
  const csv = await openCsv(file);
  for await (const event of csv.events(() => {})) {
    if (event.type !== 'row') continue;
    try {
      latest = Math.max(latest, gemMomentOf(event.record, 'start_date').getTime());
    } catch (error) {
      if (!(error instanceof RowRejected)) throw error;
    }
  }
  if (!Number.isFinite(latest)) return 0;
  return Math.round((now - dayMs - latest) / dayMs);
}

async function importGemBids(
  db: Db,
  file: string,
  progress: Parameters<Importer['run']>[2],
  shiftDays: number,
): Promise<ImportReport> {
  const started = await databaseNow(db);
  return importCsv<TenderInsert>({
    db,
    file,
    progress,
    kind: shiftDays ? 'gem-bids-demo' : 'gem-bids',
    shapes: [
      {
        name: 'GeM bids',
        columns: [...gemBidColumns],
        map: (record) => mapGemBid(record, shiftDays),
        key: (row) => row.externalId,
      },
    ],
    write: (tx, rows) => upsertRows(tx, tenders, rows, { target: [tenders.source, tenders.externalId] }),
    afterAll: async (db) => {
      // The district column every listing filters on: GeM gives no place, so "not known".
      const counts = await deriveDistricts(db, { since: started });
      // "Did you mean …?" learns the new titles' words (issue 12).
      await refreshSearchWords(db);
      return counts;
    },
  });
}

/** The example file of the layout, also the demo's GeM bids. */
export const gemBidsExampleFile = fileURLToPath(
  new URL('../../importers/fixtures/gem-bids.csv', import.meta.url),
);

/**
 * Demo GeM bids (issue #32 item 2): the example file, re-dated, so `gembids` is filled on a
 * fresh `./portal start`. Loaded once (a file already loaded, by SHA-256, is skipped).
 */
export async function ensureDemoGemBids(db: Db): Promise<ImportReport> {
  return runImport({
    db,
    importer: gemBidsDemoImporter,
    file: gemBidsExampleFile,
    progress: silentProgress,
    skipIfLoaded: true,
  });
}

/**
 * The scheduled GeM import (decision 057, README GEM_BIDS_FILE): the file is loaded at start and
 * whenever its content (SHA-256) differs from the last one looked at, so a new export dropped at
 * that path loads once, and an unchanged one costs only the hashing. A file loaded before (by
 * any run, also `npm run import`) is not loaded again. One check at a time.
 */
export function startGemBidsImport(options: {
  db: Db;
  file: string;
  intervalMs: number;
  onDone?: (report: ImportReport) => void;
  onError?: (error: unknown) => void;
}) {
  let last: string | null = null;
  let running: Promise<void> | null = null;
  const check = async () => {
    if (!existsSync(options.file)) return;
    const sha = await sha256Of(options.file);
    if (sha === last) return;
    const report = await runImport({
      db: options.db,
      importer: gemBidsImporter,
      file: options.file,
      progress: silentProgress,
      skipIfLoaded: true,
    });
    last = sha;
    if (!report.skipped) options.onDone?.(report);
  };
  const run = () => {
    running ??= check()
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
    return running;
  };
  void run();
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  return { now: run, stop: () => clearInterval(timer) };
}
