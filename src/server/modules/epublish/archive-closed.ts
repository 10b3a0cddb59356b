import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { epublishTenders } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';

/**
 * Issue #11 item 2: a published ePublish tender "is archived after its award or closing". The
 * award archives it when it is published (act-on-award.ts); this archives the ones whose bid
 * submission has ended, each with its audit row (no user: the portal did it), in one
 * transaction per tender. An archived tender still gets its award of contract (bids are opened
 * after closing, spec §7 checkAocAllowed) but no more corrigenda.
 */
export async function archiveClosedTenders(db: Db, now = new Date()): Promise<number> {
  const closed = await db
    .select({ id: epublishTenders.id })
    .from(epublishTenders)
    .where(and(eq(epublishTenders.state, 'published'), lt(epublishTenders.bidSubmissionEnd, now)));
  let archived = 0;
  for (const { id } of closed) {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const moved = await tx
        .update(epublishTenders)
        .set({ state: 'archived', version: sql`${epublishTenders.version} + 1`, updatedAt: sql`now()` })
        .where(
          and(
            eq(epublishTenders.id, id),
            eq(epublishTenders.state, 'published'),
            lt(epublishTenders.bidSubmissionEnd, now),
          ),
        )
        .returning({ id: epublishTenders.id });
      if (moved.length === 0) return;
      archived++;
      await appendAudit(tx, {
        action: 'epublish.tender.archived',
        actorUserId: null,
        entity: 'epublish_tender',
        entityId: id,
        detail: {
          reason: 'closed',
          transition: {
            itemType: 'epublish_tender',
            itemId: id,
            action: 'archive',
            from: 'published',
            to: 'archived',
          },
        },
      });
    });
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
