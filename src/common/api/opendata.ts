import { z } from 'zod';
import { ocidPrefix } from '../ocid.ts';
import { tenderSearchSchema } from './tenders.ts';

/**
 * Open data (issue #32 items 3 and 5; docs/decisions/049, 050): OCDS releases and records,
 * Atom feeds and iCalendar files of the public tenders. Every search parameter is the public
 * tender API's own (`tenderSearchSchema`), so a search URL of the listings is also a feed, a
 * calendar and an OCDS package of the same tenders.
 */

export { ocidOf, ocidPrefix, uidOfOcid } from '../ocid.ts';

export const ocidParamsSchema = z.object({
  ocid: z
    .string()
    .min(ocidPrefix.length + 2)
    .max(220),
});

/** A package of a search: the public API's filters and its keyset paging (at most 50 tenders a page). */
export const ocdsSearchSchema = tenderSearchSchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type OcdsSearch = z.infer<typeof ocdsSearchSchema>;

/** A feed or a calendar of a search: the public filters, the newest 50 (feeds) or up to 200 (calendars). */
export const feedSearchSchema = tenderSearchSchema.omit({ cursor: true, sort: true }).extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type FeedSearch = z.infer<typeof feedSearchSchema>;

/** `/api/v1/calendar/tenders/{uid}.ics`: the tender's permalink id. */
export const icsParamsSchema = z.object({ file: z.string().regex(/^.{3,200}\.ics$/) });

/** OCDS JSON is passed through as it is: the tests check it against the OCDS schemas themselves. */
export const ocdsDocumentSchema = z.record(z.string(), z.unknown());
