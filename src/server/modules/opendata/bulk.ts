import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { ocidOf } from '../../../common/api/opendata.ts';
import type { TenderSummary } from '../../../common/api/tenders.ts';
import type { Db } from '../../db/client.ts';
import { csvLine } from '../../platform/spreadsheet.ts';
import { findTenders, tenderDetail } from '../tenders/index.ts';
import { recordOf } from './compile.ts';
import { type OcdsContext, releasesOf } from './ocds.ts';

/**
 * Bulk downloads (issue #32 item 4): once a day, every public tender with its corrigenda and
 * award as OCDS JSON Lines (one record a line: its releases and the compiled release) and as CSV,
 * each gzip-compressed, with its size, date and SHA-256, listed by `GET /api/v1/opendata/bulk`.
 * The job reads page by page (awaiting each page, compressing in libuv's threads and waiting for
 * the file stream to drain), so requests keep being answered while it runs; files are written
 * under a temporary name and renamed when whole, so a download never sees half a file.
 */

export interface BulkFile {
  name: string;
  format: 'jsonl' | 'csv';
  date: string;
  sizeBytes: number;
  sha256: string;
  tenders: number;
}

/** Days of files kept (older ones are removed by the job). */
const keepDays = 7;

export const bulkDir = (dataDir: string) => path.join(dataDir, 'opendata', 'bulk');

/** The day in India (the file's date). */
const istDay = (now: Date) => new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

const csvColumns: { title: string; value: (t: TenderSummary) => string | number | null }[] = [
  { title: 'ocid', value: (t) => ocidOf(t.uid) },
  { title: 'Tender ID', value: (t) => t.tenderId },
  { title: 'Reference No', value: (t) => t.referenceNo },
  { title: 'Title', value: (t) => t.title },
  { title: 'Organisation', value: (t) => t.organisation.join(' / ') },
  { title: 'Portal', value: (t) => t.source },
  { title: 'Tender Type', value: (t) => t.tenderType },
  { title: 'Tender Category', value: (t) => t.category },
  { title: 'Product Category', value: (t) => t.productCategory },
  { title: 'Value (INR)', value: (t) => t.valueInr },
  { title: 'Published', value: (t) => t.publishedAt },
  { title: 'Bid Submission Closing', value: (t) => t.closingAt },
  { title: 'Bid Opening', value: (t) => t.openingAt },
  { title: 'District', value: (t) => t.district },
  { title: 'Status', value: (t) => t.status },
  { title: 'Awarded To', value: (t) => (t.awardedTo ?? []).join('; ') || null },
  { title: 'Awarded Value (INR)', value: (t) => t.awardedValueInr ?? null },
  { title: 'Portal Key', value: (t) => t.uid },
];

/** A gzip file being written: lines go in with back-pressure, `close()` gives its size and hash. */
function gzipFile(file: string) {
  const gzip = createGzip({ level: 9 });
  const out: WriteStream = createWriteStream(file);
  const done = pipeline(gzip, out);
  return {
    async write(text: string) {
      if (!gzip.write(text)) await once(gzip, 'drain');
    },
    async close(): Promise<{ sizeBytes: number; sha256: string }> {
      gzip.end();
      await done;
      const hash = createHash('sha256');
      for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
      return { sizeBytes: (await stat(file)).size, sha256: hash.digest('hex') };
    },
  };
}

/** Writes today's files (replacing today's if any) and the manifest; removes days past `keepDays`. */
export async function writeBulkFiles(
  db: Db,
  ctx: OcdsContext,
  dataDir: string,
  now = new Date(),
): Promise<BulkFile[]> {
  const date = istDay(now);
  const dir = bulkDir(dataDir);
  await mkdir(dir, { recursive: true });
  const names = { jsonl: `tenders-${date}.ocds.jsonl.gz`, csv: `tenders-${date}.csv.gz` };
  const tmp = { jsonl: path.join(dir, `.${names.jsonl}.tmp`), csv: path.join(dir, `.${names.csv}.tmp`) };
  const jsonl = gzipFile(tmp.jsonl);
  const csv = gzipFile(tmp.csv);
  await csv.write(`\uFEFF${csvLine(csvColumns.map((c) => c.title))}`);
  let cursor: string | undefined;
  let count = 0;
  for (;;) {
    const page = await findTenders(db, { limit: 100, sort: '-published', cursor }, { count: false });
    for (const t of page.items) {
      // Let requests go first: on the embedded database every query waits its turn, and this job
      // reads every tender; one tender at a time, after whatever else is waiting.
      await new Promise((resolve) => setImmediate(resolve));
      const detail = await tenderDetail(db, t.uid);
      await jsonl.write(`${JSON.stringify(recordOf(releasesOf(ctx, detail)))}\n`);
      await csv.write(csvLine(csvColumns.map((c) => c.value(t))));
      count++;
    }
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  const written = { jsonl: await jsonl.close(), csv: await csv.close() };
  await rename(tmp.jsonl, path.join(dir, names.jsonl));
  await rename(tmp.csv, path.join(dir, names.csv));
  const today: BulkFile[] = [
    { name: names.jsonl, format: 'jsonl', date, tenders: count, ...written.jsonl },
    { name: names.csv, format: 'csv', date, tenders: count, ...written.csv },
  ];
  const earlier = (await listBulkFiles(dataDir)).filter((f) => f.date !== date);
  const oldest = istDay(new Date(now.getTime() - (keepDays - 1) * 86_400_000));
  const kept = earlier.filter((f) => f.date >= oldest);
  for (const f of earlier.filter((e) => e.date < oldest)) await rm(path.join(dir, f.name), { force: true });
  const manifest = [...today, ...kept].sort((a, b) =>
    a.date === b.date ? a.name.localeCompare(b.name) : a.date < b.date ? 1 : -1,
  );
  await writeFile(path.join(dir, '.manifest.json.tmp'), JSON.stringify(manifest, null, 2));
  await rename(path.join(dir, '.manifest.json.tmp'), path.join(dir, 'manifest.json'));
  // Leftovers of a run that stopped half way.
  for (const name of await readdir(dir))
    if (name.endsWith('.tmp') && !Object.values(tmp).includes(path.join(dir, name)))
      await rm(path.join(dir, name), { force: true });
  return today;
}

/** The files on offer, newest first (empty before the first run). */
export async function listBulkFiles(dataDir: string): Promise<BulkFile[]> {
  try {
    return JSON.parse(await readFile(path.join(bulkDir(dataDir), 'manifest.json'), 'utf8')) as BulkFile[];
  } catch {
    return [];
  }
}

/**
 * The daily job: a first run a quarter of an hour after start (when there are no files for today), then once
 * a day. One run at a time; a failure is logged and tried again at the next tick.
 */
export function startBulkDownloads(options: {
  db: Db;
  ctx: OcdsContext;
  dataDir: string;
  onError: (err: unknown) => void;
  onDone?: (files: BulkFile[]) => void;
  firstDelayMs?: number;
}) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const files = await listBulkFiles(options.dataDir);
      if (!files.some((f) => f.date === istDay(new Date()))) {
        const written = await writeBulkFiles(options.db, options.ctx, options.dataDir);
        options.onDone?.(written);
      }
    } catch (err) {
      options.onError(err);
    } finally {
      running = false;
    }
  };
  // Not in the first minutes after a start, when the demo data loads and the first visitors come.
  const first = setTimeout(run, options.firstDelayMs ?? 15 * 60_000);
  // Checked hourly: the day's files are made in the first hour of the IST day they are missing.
  const hourly = setInterval(run, 3_600_000);
  first.unref();
  hourly.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(hourly);
    },
  };
}
