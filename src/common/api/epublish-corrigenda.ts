import { z } from 'zod';
import { constants } from '../constants.ts';
import {
  childItemBaseSchema,
  childListItemBaseSchema,
  childRequestSchemas,
  epublishListQuerySchema,
  epublishValuesSchema,
  tenderDocumentRefSchema,
} from './epublish.ts';
import { pagedSchema } from './paging.ts';
import {
  corrigendumChangeSchema,
  corrigendumTypeValues,
  tenderCorrigendumSchema,
  tenderDetailSchema,
} from './tenders.ts';

/**
 * Corrigenda of published ePublish tenders (issue #11 item 3; spec §2 directpurchasecorrigendum,
 * directpurchasecorrigendumlist, directpurchasecorrigendumpreview,
 * directpurchasecorrigendumstatusappruval/{estat}, directpurchasecorrigendumpublishedlist,
 * corrigendumlists; §3 Corrigendum "type (includes a cancel type), date, document, details or
 * remarks or reason, clarification start and end"; §4 the same flow as the tender). Publishing
 * one changes the public tender and records what changed, field by field.
 */

/**
 * The fields a corrigendum may change. A date extension changes only dates; an amendment any
 * of them; a clarification only opens a new clarification window; a cancel changes nothing
 * and withdraws the tender (spec §2 cancelledtenders).
 */
export const corrigendumDateFields = [
  'documentDownloadEnd',
  'bidSubmissionEnd',
  'bidOpeningDate',
  'preBidMeetingDate',
] as const;
export const corrigendumChangeFields = [
  ...corrigendumDateFields,
  'bidOpeningPlace',
  'tenderTitle',
  'workDescription',
  'location',
  'tenderFee',
  'emdAmount',
  'estimatedValue',
  'bidValidityDays',
  'completionPeriodDays',
] as const;
export type CorrigendumChangeField = (typeof corrigendumChangeFields)[number];

const changeShape = Object.fromEntries(
  corrigendumChangeFields.map((f) => [f, epublishValuesSchema.shape[f]]),
) as { [K in CorrigendumChangeField]: (typeof epublishValuesSchema.shape)[K] };

/** Only the fields given are changed; an empty value means "not changed". */
export const corrigendumChangesSchema = z
  .object(changeShape)
  .partial()
  .transform((changes) =>
    Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== null && v !== undefined)),
  ) as unknown as z.ZodType<Partial<Record<CorrigendumChangeField, string | number>>>;

export const epublishCorrigendumValuesSchema = z.object({
  type: z
    .enum(corrigendumTypeValues, { message: 'epublish:validation.corrigendumType' })
    .nullable()
    .optional()
    .transform((t) => t ?? null),
  /**
   * Details, remarks or (for a cancel) the reason: free text like the tender's work description
   * (no §5 class is given for it; issue #24 item 4: "2%" lost its "%", ":" and ";" were dropped).
   */
  details: z
    .string()
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(4000, 'validation.text.tooLong'))
    .nullable()
    .optional()
    .transform((s) => s || null),
  document: tenderDocumentRefSchema
    .nullable()
    .optional()
    .transform((d) => d ?? null),
  clarificationStart: epublishValuesSchema.shape.clarificationStart,
  clarificationEnd: epublishValuesSchema.shape.clarificationEnd,
  changes: corrigendumChangesSchema.optional().transform((c) => c ?? {}),
});
export type EpublishCorrigendumValues = z.infer<typeof epublishCorrigendumValuesSchema>;
export type EpublishCorrigendumValuesInput = z.input<typeof epublishCorrigendumValuesSchema>;

/** POST /api/v1/epublish/corrigenda {tenderId, values}; PUT …/{id} {values, version}. */
const corrigendumRequests = childRequestSchemas(epublishCorrigendumValuesSchema);
export const epublishCorrigendumCreateSchema = corrigendumRequests.create;
export const epublishCorrigendumUpdateSchema = corrigendumRequests.update;

/** The lists take the tender lists' query (view mine, queue or published; state; keyword). */
export const epublishCorrigendumListQuerySchema = epublishListQuerySchema;
export type EpublishCorrigendumListQuery = z.infer<typeof epublishCorrigendumListQuerySchema>;

export const epublishCorrigendumListItemSchema = childListItemBaseSchema.extend({
  type: z.enum(corrigendumTypeValues).nullable(),
  /** The public corrigendum's permalink id once published. */
  publishedUid: z.string().nullable(),
});
export const epublishCorrigendumListSchema = pagedSchema(epublishCorrigendumListItemSchema);

const storedCorrigendumValues = z.looseObject({}) as unknown as z.ZodType<EpublishCorrigendumValues>;

export const epublishCorrigendumSchema = childItemBaseSchema.extend({
  values: storedCorrigendumValues,
  publishedUid: z.string().nullable(),
  /** What publishing it would change (or changed), field by field. */
  changes: z.array(corrigendumChangeSchema),
});
export type EpublishCorrigendum = z.infer<typeof epublishCorrigendumSchema>;

/** GET /api/v1/epublish/corrigenda/{id}/preview: the public tender after it, and the corrigendum as listed. */
export const epublishCorrigendumPreviewSchema = z.object({
  tender: tenderDetailSchema,
  corrigendum: tenderCorrigendumSchema,
});

/** The longest reason or details text (spec §3 Corrigendum "details or remarks or reason"). */
export const corrigendumDetailsMax = 4000;
export const corrigendumWordMax = constants.wordMaxLength;
