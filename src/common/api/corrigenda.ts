import { z } from 'zod';
import { cursorPagedSchema, cursorQuerySchema, keywordSchema } from './paging.ts';
import {
  corrigendumChangeSchema,
  corrigendumTypeValues,
  tenderSources,
  tenderSummarySchema,
} from './tenders.ts';

export { corrigendumTypeValues };

/**
 * Spec §2 activecorrigendums (corrigenda of tenders still open), listofcorrigendums (all),
 * dpcorrigendumlist (the ePublish ones: `source=epublish`).
 */
export const corrigendumSearchSchema = z
  .object({
    scope: z.enum(['active', 'all']).default('all'),
    source: z.enum(tenderSources).optional(),
    q: keywordSchema.optional(),
  })
  .extend(cursorQuerySchema.shape);
export type CorrigendumSearch = z.infer<typeof corrigendumSearchSchema>;

export const corrigendumSummarySchema = z.object({
  uid: z.string(),
  number: z.number().int(),
  type: z.enum(corrigendumTypeValues),
  publishedAt: z.string(),
  details: z.string(),
  newClosingAt: z.string().nullable(),
  tender: z.object({
    uid: z.string(),
    source: z.enum(tenderSources),
    /** The source portal's own Tender ID (issue #31 item 3: in every row, what a bidder copies). */
    tenderId: z.string(),
    referenceNo: z.string(),
    title: z.string(),
    organisation: z.array(z.string()),
    closingAt: z.string().nullable(),
  }),
});
export type CorrigendumSummary = z.infer<typeof corrigendumSummarySchema>;

export const corrigendumPageSchema = cursorPagedSchema(corrigendumSummarySchema);
export type CorrigendumPage = z.infer<typeof corrigendumPageSchema>;

/** Spec §2 corrigendumfullview, DirectPurchaseCarrigendumfullview. */
export const corrigendumDetailSchema = corrigendumSummarySchema.extend({
  clarificationStartAt: z.string().nullable(),
  clarificationEndAt: z.string().nullable(),
  documentName: z.string().nullable(),
  tenderDetail: tenderSummarySchema,
  /** Field by field, old → new (issue #11 item 3). */
  changes: z.array(corrigendumChangeSchema),
  /** The corrigendum's document, downloadable at /public/corrigenda/{uid}/document. */
  document: z.object({ title: z.string(), sizeBytes: z.number().int(), sha256: z.string() }).nullable(),
});
export type CorrigendumDetail = z.infer<typeof corrigendumDetailSchema>;
