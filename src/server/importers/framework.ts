import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { importRuns } from '../db/schema/index.ts';
import { appendAudit } from '../platform/audit.ts';
import { openCsv } from './csv.ts';
import type { Progress } from './progress.ts';
import { emptyReport, type ImportReport, maxIssues, type RowIssue } from './report.ts';
import { addCounts, noWrites, type WriteCounts } from './upsert.ts';

/**
 * One kind of official file the portal loads (`npm run import -- <kind> <file>`). Kinds are
 * listed in kinds.ts; the demo loader (demo-data.ts) runs them in order.
 */
export interface Importer {
  kind: string;
  description: string;
  run(db: Db, file: string, progress: Progress): Promise<ImportReport>;
}

/** Thrown by a row mapper: the row is reported with its line number and not written. */
export class RowRejected extends Error {}

/**
 * A header layout an importer understands. `map` turns one CSV record into the value to write
 * (throwing RowRejected for a bad row); `key` is its natural key, to refuse a second row with
 * the same key in one file (none for files whose rows are events, like post offices).
 */
export interface CsvShape<T> {
  name: string;
  /** Columns the header must have (others are ignored). */
  columns: string[];
  map(record: Record<string, string>): T;
  key?(row: T): string;
  /**
   * For files whose rows fold into fewer records (the post office directory → pincode-district
   * pairs): all accepted rows are collected and turned into records at the end.
   */
  fold?(rows: T[]): T[];
}

export interface CsvImportOptions<T> {
  db: Db;
  file: string;
  progress: Progress;
  kind: string;
  shapes: CsvShape<T>[];
  /** Writes one batch in the given transaction; called again row by row when a batch fails. */
  write(tx: Db, rows: T[]): Promise<WriteCounts>;
  /** After every batch is in: parents the rows imply, and the like (counted as `derived`). */
  afterAll?(db: Db, rows: { shape: string }): Promise<WriteCounts>;
  batchSize?: number;
}

/** Picks the shape whose columns the header has; a clear message names the expected ones. */
export function pickShape<T>(header: string[], shapes: CsvShape<T>[], kind: string): CsvShape<T> {
  const shape = shapes.find((s) => s.columns.every((c) => header.includes(c)));
  if (!shape) {
    const expected = shapes.map((s) => `  ${s.name}: ${s.columns.join(',')}`).join('\n');
    throw new ImportFileError(
      `${kind}: the header (${header.join(',')}) matches none of the layouts this kind reads:\n${expected}`,
    );
  }
  return shape;
}

/** A file this kind cannot read at all (wrong header, missing file). */
export class ImportFileError extends Error {}

/**
 * Streams a CSV file through a shape into batches of `batchSize`, each written in its own
 * transaction: a batch either commits whole or not at all. When a batch fails (a row the
 * database refuses, e.g. a district whose state is not loaded), its rows are written one by
 * one so the good ones still load and the bad one is reported with its line number.
 */
export async function importCsv<T>(options: CsvImportOptions<T>): Promise<ImportReport> {
  const started = Date.now();
  const { db, file, progress, kind } = options;
  const report = emptyReport(kind, path.basename(file));
  const csv = await openCsv(file);
  const shape = pickShape(csv.header, options.shapes, kind);
  report.shape = shape.name;
  const batchSize = options.batchSize ?? 1000;
  const issues: RowIssue[] = [];
  const reject = (line: number, message: string) => {
    report.rejected++;
    issues.push({ line, message });
  };
  const seen = new Map<string, number>();
  let batch: { line: number; row: T }[] = [];
  const collected: { line: number; row: T }[] = [];
  let counts = noWrites();

  const flush = async (items: { line: number; row: T }[]) => {
    if (items.length === 0) return;
    try {
      const c = await db.transaction((tx) =>
        options.write(
          tx as unknown as Db,
          items.map((i) => i.row),
        ),
      );
      counts = addCounts(counts, c);
    } catch {
      for (const item of items) {
        try {
          const c = await db.transaction((tx) => options.write(tx as unknown as Db, [item.row]));
          counts = addCounts(counts, c);
        } catch (error) {
          // Only a refusal of this row's values; a lost connection stops the import.
          if (!isRowRefusal(error)) throw error;
          report.accepted--;
          reject(item.line, databaseMessage(error));
        }
      }
    }
  };

  progress.start(`${kind} ${report.file}`, csv.size);
  for await (const event of csv.events((bytes) => progress.update(bytes, report.rows))) {
    report.rows++;
    if (event.type === 'bad') {
      reject(event.line, event.message);
      continue;
    }
    let row: T;
    try {
      row = shape.map(event.record);
    } catch (error) {
      if (!(error instanceof RowRejected)) throw error;
      reject(event.line, error.message);
      continue;
    }
    const key = shape.key?.(row);
    if (key !== undefined) {
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        reject(event.line, `the same key (${key}) as line ${earlier}`);
        continue;
      }
      seen.set(key, event.line);
    }
    report.accepted++;
    if (shape.fold) {
      collected.push({ line: event.line, row });
      continue;
    }
    batch.push({ line: event.line, row });
    if (batch.length >= batchSize) {
      await flush(batch);
      batch = [];
    }
  }
  await flush(batch);
  if (shape.fold) {
    const folded = shape.fold(collected.map((c) => c.row));
    for (let i = 0; i < folded.length; i += batchSize) {
      await flush(folded.slice(i, i + batchSize).map((row) => ({ line: 0, row })));
    }
  }
  progress.update(csv.size, report.rows);
  progress.finish();
  if (options.afterAll) report.derived = await options.afterAll(db, { shape: shape.name });
  report.inserted = counts.inserted;
  report.updated = counts.updated;
  report.unchanged = counts.unchanged;
  report.issues = issues.sort((a, b) => a.line - b.line).slice(0, maxIssues);
  report.durationMs = Date.now() - started;
  return report;
}

/** SQLSTATE classes 22 (data exception) and 23 (integrity constraint): the row's fault. */
function isRowRefusal(error: unknown): boolean {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let i = 0; e && i < 5; i++) {
    if (typeof e.code === 'string' && /^2[23]/.test(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** The database's reason, without SQL: "Key (district_code)=(999) is not present in table …". */
function databaseMessage(error: unknown): string {
  let e = error as { message?: string; detail?: string; cause?: unknown } | undefined;
  while (e?.cause && !e.detail) e = e.cause as typeof e;
  const text = e?.detail ?? e?.message ?? 'refused by the database';
  return `refused by the database: ${text.split('\n')[0]}`;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Runs an importer and records the run (import_runs, and one audit row in the same
 * transaction). With `skipIfLoaded`, a file whose SHA-256 was already loaded by this kind
 * without rejected rows is skipped at once (demo start-up, every restart).
 */
export async function runImport(options: {
  db: Db;
  importer: Importer;
  file: string;
  progress: Progress;
  skipIfLoaded?: boolean;
  actorUserId?: number | null;
}): Promise<ImportReport> {
  const { db, importer, file } = options;
  const started = new Date();
  const sha256 = await sha256Of(file);
  if (options.skipIfLoaded) {
    const [done] = await db
      .select({ id: importRuns.id })
      .from(importRuns)
      .where(
        and(eq(importRuns.kind, importer.kind), eq(importRuns.sha256, sha256), eq(importRuns.rejected, 0)),
      )
      .limit(1);
    if (done) return { ...emptyReport(importer.kind, path.basename(file)), skipped: true };
  }
  const report = await importer.run(db, file, options.progress);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.insert(importRuns).values({
      kind: importer.kind,
      fileName: report.file,
      sha256,
      rows: report.rows,
      inserted: report.inserted,
      updated: report.updated,
      unchanged: report.unchanged,
      rejected: report.rejected,
      startedAt: started,
    });
    await appendAudit(tx, {
      action: 'import.completed',
      actorUserId: options.actorUserId ?? null,
      entity: 'import',
      entityId: importer.kind,
      detail: {
        file: report.file,
        sha256,
        shape: report.shape,
        rows: report.rows,
        rejected: report.rejected,
        inserted: report.inserted,
        updated: report.updated,
        unchanged: report.unchanged,
        derived: report.derived,
      },
    });
  });
  return report;
}
