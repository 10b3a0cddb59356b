import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { epublishTenders } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { systemActor, transition } from '../../platform/workflow.ts';
import { epublishTenderWorkflow } from './workflow.ts';

/**
 * Issue #11 item 2: a published ePublish tender "is archived after its award or closing". The
 * award archives it when it is published (act-on-award.ts); this archives the ones whose bid
 * submission has ended, each through the tender's declared `archive` step with the system actor
 * (no user: the portal did it), in one transaction per tender. An archived tender still gets its
 * award of contract (bids are opened after closing, spec §7 checkAocAllowed) but no more corrigenda.
 */
export async function archiveClosedTenders(db: Db, now = new Date()): Promise<number> {
  const closed = await db
    .select({ id: epublishTenders.id, version: epublishTenders.version })
    .from(epublishTenders)
    .where(and(eq(epublishTenders.state, 'published'), lt(epublishTenders.bidSubmissionEnd, now)));
  let archived = 0;
  for (const { id, version } of closed) {
    try {
      // The version seen here is the lock: a corrigendum published meanwhile (a new closing
      // date, a cancel) or an award moves it, and this tender is left for the next run.
      await transition(db, epublishTenderWorkflow, {
        id,
        action: 'archive',
        version,
        actor: systemActor,
        internal: true,
        audit: () => ({
          action: 'epublish.tender.archived',
          entity: 'epublish_tender',
          entityId: id,
          detail: { reason: 'closed' },
        }),
      });
      archived++;
    } catch (error) {
      if (error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'INVALID_TRANSITION'))
        continue;
      throw error;
    }
  }
  return archived;
}

/** Runs the archiving at start and then every `intervalMs` (an hour by default) until stopped. */
export function startArchiving(options: { db: Db; intervalMs?: number; onError?: (error: unknown) => void }) {
  const run = () => archiveClosedTenders(options.db).catch((error) => options.onError?.(error));
  void run();
  const timer = setInterval(run, options.intervalMs ?? 3_600_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
