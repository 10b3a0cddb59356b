import type { Db } from '../../db/client.ts';
import { refreshTenderMonths } from './queries.ts';

/** Issue #29 item 6: how old a report's whole months may be; the page shows "figures as of". */
export const reportRefreshIntervalMs = 10 * 60_000;

/**
 * Rebuilds the monthly tender aggregate at start and then on a schedule (docs/decisions/047):
 * a rebuild at a million tenders takes seconds, so it is not done inside each tender's
 * transaction. `now()` lets a caller (the demo data load) ask for one at once.
 */
export function startReportRefresh(options: {
  db: Db;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= refreshTenderMonths(options.db)
      .then(() => undefined)
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
    return running;
  };
  void run();
  const timer = setInterval(run, options.intervalMs ?? reportRefreshIntervalMs);
  timer.unref();
  return { now: run, stop: () => clearInterval(timer) };
}
