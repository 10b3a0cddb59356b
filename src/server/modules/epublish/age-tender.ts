import { eq } from 'drizzle-orm';
import type { EpublishValues } from '../../../common/api/epublish.ts';
import type { Db } from '../../db/client.ts';
import { epublishTenders } from '../../db/schema/index.ts';
import { findPublicTender, updatePublicTender } from '../tenders/index.ts';
import { publicTenderRow } from './public-row.ts';
import { findTender } from './queries.ts';
import { storedValues } from './views.ts';

const instantFields = [
  'publishedDate',
  'documentDownloadStart',
  'documentDownloadEnd',
  'bidSubmissionStart',
  'bidSubmissionEnd',
  'bidOpeningDate',
  'clarificationStart',
  'clarificationEnd',
  'preBidMeetingDate',
] as const satisfies readonly (keyof EpublishValues)[];

/**
 * Moves every date of a published tender `days` into the past, as if that time had gone by —
 * for demo data and tests only (a published tender's bids open days after publication; the
 * award of contract, spec §7 checkAocAllowed, needs them opened). Never reachable from the API.
 */
export async function ageTender(db: Db, id: number, days: number): Promise<void> {
  const tender = (await findTender(db, id))!;
  const values = storedValues(tender.values);
  const shift = (iso: string | null) =>
    iso ? new Date(Date.parse(iso) - days * 86_400_000).toISOString() : null;
  const aged: EpublishValues = { ...values };
  for (const field of instantFields) aged[field] = shift(values[field]);
  await db
    .update(epublishTenders)
    .set({ values: aged, bidSubmissionEnd: aged.bidSubmissionEnd ? new Date(aged.bidSubmissionEnd) : null })
    .where(eq(epublishTenders.id, id));
  if (tender.publishedTenderId !== null) {
    const row = await findPublicTender(db, tender.publishedTenderId);
    await updatePublicTender(
      db,
      tender.publishedTenderId,
      await publicTenderRow(db, tender, aged, row!.externalId),
    );
  }
}
