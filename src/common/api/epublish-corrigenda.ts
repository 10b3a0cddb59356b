import { z } from 'zod';
import { constants } from '../constants.ts';
import { inClass } from '../validation/key-filters.ts';
import {
  epublishActions,
  epublishHistoryEntrySchema,
  epublishStates,
  epublishValuesSchema,
  epublishViews,
  tenderDocumentRefSchema,
} from './epublish.ts';
import { keywordSchema, pagedSchema, pageQuerySchema } from './paging.ts';
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
  /** Details, remarks or (for a cancel) the reason. */
  details: z
    .string()
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(4000, 'validation.text.tooLong'))
    .superRefine(inClass('textDigits'))
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

/** POST /api/v1/epublish/corrigenda: a new corrigendum draft of a published ePublish tender. */
export const epublishCorrigendumCreateSchema = z.object({
  tenderId: z.number().int().positive(),
  values: epublishCorrigendumValuesSchema,
});
export const epublishCorrigendumUpdateSchema = z.object({
  values: epublishCorrigendumValuesSchema,
  version: z.number().int().positive(),
});

export const epublishCorrigendumListQuerySchema = pageQuerySchema.extend({
  view: z.enum(epublishViews).default('mine'),
  state: z.enum(epublishStates).optional(),
  q: keywordSchema.optional(),
});
export type EpublishCorrigendumListQuery = z.infer<typeof epublishCorrigendumListQuerySchema>;

export const epublishCorrigendumListItemSchema = z.object({
  id: z.number().int(),
  state: z.enum(epublishStates),
  version: z.number().int(),
  type: z.enum(corrigendumTypeValues).nullable(),
  tenderId: z.number().int(),
  tenderReferenceNo: z.string().nullable(),
  tenderTitle: z.string().nullable(),
  tenderUid: z.string().nullable(),
  organisation: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
  /** The public corrigendum's permalink id once published. */
  publishedUid: z.string().nullable(),
});
export const epublishCorrigendumListSchema = pagedSchema(epublishCorrigendumListItemSchema);

const storedCorrigendumValues = z.looseObject({}) as unknown as z.ZodType<EpublishCorrigendumValues>;

export const epublishCorrigendumSchema = z.object({
  id: z.number().int(),
  state: z.enum(epublishStates),
  version: z.number().int(),
  values: storedCorrigendumValues,
  tender: z.object({
    id: z.number().int(),
    referenceNo: z.string().nullable(),
    title: z.string().nullable(),
    publishedUid: z.string().nullable(),
    state: z.enum(epublishStates),
  }),
  organisation: z.string(),
  createdBy: z.object({ id: z.number().int(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  remarks: z.string().nullable(),
  publishedUid: z.string().nullable(),
  allowedActions: z.array(z.enum(epublishActions)),
  editable: z.boolean(),
  history: z.array(epublishHistoryEntrySchema),
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
