import { z } from 'zod';

/**
 * What an operator says about the portal itself (issue #14 item 8). `certification` is the
 * footer's certification text, null unless configured: the portal claims no audit it has not had.
 */
export const siteFactsSchema = z.object({ certification: z.string().nullable() });
export type SiteFacts = z.infer<typeof siteFactsSchema>;
