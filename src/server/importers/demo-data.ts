import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import { runImport } from './framework.ts';
import { importerFor } from './kinds.ts';
import { silentProgress } from './progress.ts';
import type { ImportReport } from './report.ts';

/**
 * Demo data (issue #4 item 6): with DEMO=true and the shared data folder present, start-up
 * loads the real files through the same importers as `npm run import`, in this order (parents
 * before children). A file already loaded (same SHA-256) is skipped, so a restart costs only
 * the hashing. The pincode step loads India Post's lookup (21,162 pincode-district rows, all
 * India) rather than the 165,627-row post office directory it is derived from: the same table,
 * an eighth of the reading (docs/decisions/011).
 */
export const demoDataSteps: { kind: string; file: string }[] = [
  { kind: 'lgd-states', file: 'admin/lgd_states.csv' },
  { kind: 'lgd-districts', file: 'admin/lgd_districts.csv' },
  { kind: 'district-names', file: 'admin/assam_districts.csv' },
  { kind: 'lgd-subdistricts', file: 'admin/lgd_subdistricts.csv' },
  { kind: 'lgd-blocks', file: 'admin/lgd_blocks.csv' },
  { kind: 'pincodes', file: 'pincodes/pincode_district_state_lookup.csv' },
  { kind: 'currencies', file: 'currency/iso4217_currencies.csv' },
  { kind: 'product-categories', file: 'classification/cpv2008_en.csv' },
  { kind: 'product-categories', file: 'assam_tenders/gepnic_product_categories_observed.csv' },
  // The state's real organisations, from the chains of its tenders (docs/decisions/012).
  { kind: 'org-chains', file: 'assam_tenders/tenders.csv' },
  // The state's real tenders, with bids and awards, re-dated so that some are open (docs/decisions/013).
  { kind: 'tenders-demo', file: 'assam_tenders/tenders.csv' },
];

export interface DemoDataResult {
  loaded: boolean;
  reason?: string;
  reports: ImportReport[];
  durationMs: number;
}

export async function loadDemoData(options: {
  db: Db;
  dataDir: string;
  log?: (message: string, detail: object) => void;
  /** Tests pass a subset. */
  steps?: { kind: string; file: string }[];
}): Promise<DemoDataResult> {
  const started = Date.now();
  const { db, dataDir } = options;
  if (!existsSync(dataDir)) {
    return { loaded: false, reason: `no shared data folder at ${dataDir}`, reports: [], durationMs: 0 };
  }
  const reports: ImportReport[] = [];
  for (const step of options.steps ?? demoDataSteps) {
    const file = path.join(dataDir, step.file);
    const importer = importerFor(step.kind);
    if (!importer) throw new Error(`demo data step names an unknown kind: ${step.kind}`);
    if (!existsSync(file)) {
      options.log?.('demo data file missing, step skipped', { kind: step.kind, file });
      continue;
    }
    const report = await runImport({ db, importer, file, progress: silentProgress, skipIfLoaded: true });
    reports.push(report);
    if (!report.skipped) {
      options.log?.('demo data loaded', {
        kind: report.kind,
        file: report.file,
        rows: report.rows,
        inserted: report.inserted,
        rejected: report.rejected,
        ms: report.durationMs,
      });
    }
  }
  return { loaded: true, reports, durationMs: Date.now() - started };
}
