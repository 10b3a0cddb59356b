import { z } from 'zod';
import { constants } from '../constants.ts';
import { inClass } from '../validation/key-filters.ts';
import { optionalWords, words } from '../validation/text.ts';
import { keywordSchema, pagedSchema, pageQuerySchema } from './paging.ts';
import { tenderDetailSchema } from './tenders.ts';
import { allowedActionsSchema, remarksSchema } from './workflow.ts';

/**
 * ePublish (offline, direct purchase) tenders: the contract of the entry form, the creator's and
 * publisher's lists and the workflow actions (issue #11; spec §2 "Logged-in pages: tenders",
 * §3 Tender and Cover, §4 Business flows, §5, §9). One schema for the form and the server.
 *
 * The values are keyed by the field names of the module configuration (spec §3 "Module field
 * status"; `sppmodulefield`, E-Publish › Create Tender, seeded in module-config/seed.ts), so
 * "which optional fields show and which are mandatory" is a lookup by the same name on both
 * sides (docs/decisions/023).
 */

/**
 * Spec §4 "draft, saved and sent to publisher, then the publisher chooses Modification
 * Required, Found in Order, or Publish. A reverted item returns to the creator, who resends.
 * Tenders can also be cancelled or archived."
 */
export const epublishStates = [
  'draft',
  'sent',
  'returned',
  'inOrder',
  'published',
  'cancelled',
  'archived',
  'discarded',
] as const;
export type EpublishState = (typeof epublishStates)[number];

/** A corrigendum in these states is still open: one per tender at a time (issue #11 item 3). */
export const openCorrigendumStates = [
  'draft',
  'sent',
  'returned',
  'inOrder',
] as const satisfies readonly EpublishState[];

/** send (also resend), return (Modification Required), approve (Found in Order), publish, discard (a draft). */
export const epublishActions = ['send', 'return', 'approve', 'publish', 'discard'] as const;
export type EpublishAction = (typeof epublishActions)[number];

/** Who does what (spec §6 "Creators send tenders to publishers. Publishers approve, publish, or send back."). */
export const epublishCreatorRoles = ['creator', 'po_admin'] as const;
export const epublishPublisherRoles = ['publisher', 'po_publisher'] as const;

/**
 * Spec §9 cover counts: "single; double; triple with EMD, technical, and financial; quadruple
 * with an NDA or pre-qualification cover". The covers of a count, in order.
 */
export const coverKinds = ['single', 'prequalification', 'nda', 'emd', 'technical', 'financial'] as const;
export type CoverKind = (typeof coverKinds)[number];
export function coversFor(count: number, fourthIsNda: boolean): CoverKind[] {
  if (count <= 1) return ['single'];
  if (count === 2) return ['technical', 'financial'];
  if (count === 3) return ['emd', 'technical', 'financial'];
  return [fourthIsNda ? 'nda' : 'prequalification', 'emd', 'technical', 'financial'];
}

/** What a bidder puts in a cover (spec §3 "Cover: documents with name, type, and size"). */
export const coverDocumentTypes = ['pdf', 'xls', 'xlsx'] as const;

const text = optionalWords;

/** Long free text (a work description) may hold long words such as URLs; only collapsed. */
const longText = (max: number) =>
  z
    .string()
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, 'validation.text.tooLong'))
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional()
    .transform((s) => s ?? null);

/** Spec §5 "Tender fee and EMD may be 0": rupees, two decimals, never negative. */
const amount = z
  .number({ message: 'epublish:validation.amount' })
  .nonnegative('epublish:validation.amount')
  .max(1e13, 'epublish:validation.amount')
  .refine((n) => Math.round(n * 100) === n * 100, 'epublish:validation.amount')
  .nullable()
  .optional()
  .transform((n) => n ?? null);

const days = z
  .number({ message: 'epublish:validation.days' })
  .int('epublish:validation.days')
  .min(1, 'epublish:validation.days')
  .max(3650, 'epublish:validation.days')
  .nullable()
  .optional()
  .transform((n) => n ?? null);

/** An instant (ISO 8601 with offset); the form shows and reads dd-mm-yyyy hh:mm IST (§9). */
const instant = z
  .string()
  .datetime({ offset: true, message: 'epublish:validation.dateTime' })
  .nullable()
  .optional()
  .transform((s) => s ?? null);

const flag = z
  .boolean()
  .optional()
  .transform((b) => b ?? false);

const code = z
  .string()
  .trim()
  .max(100)
  .transform((s) => (s === '' ? null : s))
  .nullable()
  .optional()
  .transform((s) => s ?? null);

export const coverDocumentSchema = z.object({
  name: words('epublish:validation.coverDocumentName', 100).superRefine(inClass('textDigits')),
  type: z.enum(coverDocumentTypes),
  /** Largest file a bidder may put in, in MB (spec §9: 20 MB default upload limit). */
  sizeMb: z
    .number({ message: 'epublish:validation.coverDocumentSize' })
    .int('epublish:validation.coverDocumentSize')
    .min(1, 'epublish:validation.coverDocumentSize')
    .max(constants.defaultUploadBytes / 1_048_576, 'epublish:validation.coverDocumentSize'),
});
export type CoverDocument = z.infer<typeof coverDocumentSchema>;

export const coverSchema = z.object({
  kind: z.enum(coverKinds),
  documents: z.array(coverDocumentSchema).max(20),
});
export type Cover = z.infer<typeof coverSchema>;

/** A tender document the department uploaded (files module, purpose `tender-document`). */
export const tenderDocumentRefSchema = z.object({
  fileId: z.number().int().positive(),
  /** Shown to bidders; the uploaded file's name when left empty. */
  title: words('epublish:validation.documentTitle', 150).superRefine(inClass('textDigits')),
});
export type TenderDocumentRef = z.infer<typeof tenderDocumentRefSchema>;

/**
 * Every field of spec §3 Tender. A draft may leave any of them empty (§8 "Save as Draft");
 * what must be filled before sending is `sendIssues` (src/common/epublish/tender-rules.ts),
 * used by the form and enforced by the server.
 */
export const epublishValuesSchema = z.object({
  // Basic details
  tenderReferenceNumber: text(100).superRefine(inClass('code')),
  tenderTitle: text(300).superRefine(inClass('textDigits')),
  workDescription: longText(4000),
  tenderType: code,
  tenderCategory: code,
  formOfContract: code,
  sector: code,
  // Classification: product category and sub-category, and the four UNSPSC levels (codes;
  // the names come from the classification master).
  productCategory: text(200),
  productSubCategory: text(200),
  unspscSegment: code,
  unspscFamily: code,
  unspscClass: code,
  unspscCommodity: code,
  // Location: pincode fills state and district (§5).
  location: text(200).superRefine(inClass('textDigits')),
  pincode: z
    .string()
    .trim()
    .refine((s) => s === '' || /^[1-9]\d{5}$/.test(s), 'validation.profile.pincode')
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional()
    .transform((s) => s ?? null),
  state: text(100),
  district: text(100),
  multipleDeliveryLocations: flag,
  // Values, fees, EMD
  currency: code,
  estimatedValue: amount,
  showTenderValue: flag,
  tenderFee: amount,
  emdAmount: amount,
  tenderFeeExemption: flag,
  emdExemption: flag,
  exemptionReason: text(500).superRefine(inClass('textDigits')),
  payableTo: text(200).superRefine(inClass('textDigits')),
  payableAt: text(200).superRefine(inClass('textDigits')),
  offlineInstrument: code,
  multiCurrencyFee: flag,
  feeCurrency: code,
  multiCurrencyEmd: flag,
  emdCurrency: code,
  multipleEmd: flag,
  emdValues: z
    .array(z.number().nonnegative('epublish:validation.amount').max(1e13, 'epublish:validation.amount'))
    .max(20)
    .optional()
    .transform((a) => a ?? []),
  bankGuaranteeType: z
    .enum(['fixed', 'percentage'])
    .nullable()
    .optional()
    .transform((s) => s ?? null),
  bankGuaranteeValue: amount,
  // Critical dates
  publishedDate: instant,
  documentDownloadStart: instant,
  documentDownloadEnd: instant,
  bidSubmissionStart: instant,
  bidSubmissionEnd: instant,
  bidOpeningDate: instant,
  bidOpeningPlace: text(200).superRefine(inClass('textDigits')),
  clarificationStart: instant,
  clarificationEnd: instant,
  preBidMeeting: flag,
  preBidMeetingDate: instant,
  preBidMeetingPlace: text(200).superRefine(inClass('textDigits')),
  preBidMeetingAddress: text(500).superRefine(inClass('textDigits')),
  // Inviting authority
  invitingAuthority: text(200).superRefine(inClass('textDigits')),
  invitingAuthorityAddress: text(500).superRefine(inClass('textDigits')),
  // Terms and flags
  administrativeApproval: flag,
  administrativeApprovalNumber: text(100).superRefine(inClass('code')),
  bidValidityDays: days,
  completionPeriodDays: days,
  prequalification: text(2000),
  publicView: z
    .boolean()
    .optional()
    .transform((b) => b ?? true),
  tendererClass: code,
  competitiveBidderType: z
    .enum(['national', 'global'])
    .nullable()
    .optional()
    .transform((s) => s ?? null),
  fundingAgency: code,
  qualityCumCostSelection: flag,
  nonDisclosureAgreement: flag,
  twoStageBidding: flag,
  tenderCumAuction: flag,
  // Covers (§9: one to four) and documents (§5: PDF, or PDF and xls/xlsx; at least the NIT).
  numberOfCovers: z
    .number()
    .int()
    .min(1, 'epublish:validation.covers')
    .max(4, 'epublish:validation.covers')
    .nullable()
    .optional()
    .transform((n) => n ?? null),
  covers: z
    .array(coverSchema)
    .max(4)
    .optional()
    .transform((a) => a ?? []),
  nitDocument: tenderDocumentRefSchema
    .nullable()
    .optional()
    .transform((d) => d ?? null),
  otherDocuments: z
    .array(tenderDocumentRefSchema)
    .max(20)
    .optional()
    .transform((a) => a ?? []),
});
export type EpublishValues = z.infer<typeof epublishValuesSchema>;
export type EpublishValuesInput = z.input<typeof epublishValuesSchema>;

/** POST /api/v1/epublish/tenders: save a new draft (spec §8 "Save as Draft"). */
export const epublishCreateSchema = z.object({ values: epublishValuesSchema });

/** PUT /api/v1/epublish/tenders/{id}: save the draft again; its version is the optimistic lock. */
export const epublishUpdateSchema = z.object({
  values: epublishValuesSchema,
  version: z.number().int().positive(),
});

/**
 * POST /api/v1/epublish/tenders/{id}/actions/{action}: a workflow step. Remarks are required
 * for "Modification Required" (spec §5 "Remarks required"; the workflow module refuses blank).
 */
/** The most a decision's remarks may hold (Modification Required says what to change). */
export const remarksMax = 1000;

export const epublishActionSchema = z.object({
  version: z.number().int().positive(),
  remarks: remarksSchema(remarksMax).optional(),
});
export const epublishActionParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  action: z.enum(epublishActions),
});
export const epublishIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * The lists of spec §2: `mine` = directpurchaselist / tenderlist (the creator's, by status);
 * `queue` = directpurchasestatusappruval (waiting for a publisher: sent, inOrder);
 * `published` = directpurchasepublishedlist (published, cancelled, archived).
 */
export const epublishViews = ['mine', 'queue', 'published'] as const;
export const epublishListQuerySchema = pageQuerySchema.extend({
  view: z.enum(epublishViews).default('mine'),
  state: z.enum(epublishStates).optional(),
  q: keywordSchema.optional(),
});
export type EpublishListQuery = z.infer<typeof epublishListQuerySchema>;

export const epublishListItemSchema = z.object({
  id: z.number().int(),
  state: z.enum(epublishStates),
  version: z.number().int(),
  referenceNo: z.string().nullable(),
  title: z.string().nullable(),
  organisation: z.string(),
  createdBy: z.string(),
  bidSubmissionEnd: z.string().nullable(),
  updatedAt: z.string(),
  /** The public permalink id once published. */
  publishedUid: z.string().nullable(),
});
export type EpublishListItem = z.infer<typeof epublishListItemSchema>;
export const epublishListSchema = pagedSchema(epublishListItemSchema);

/** One step of the item's history, oldest first (from the audit trail). */
export const epublishHistoryEntrySchema = z.object({
  action: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  by: z.string(),
  at: z.string(),
  remarks: z.string().nullable(),
});

/**
 * The values as stored: the output of `epublishValuesSchema` (the request schema documents each
 * field). A response cannot be encoded through that schema's transforms, so it is declared as
 * an open object here and typed as the parsed values.
 */
const storedValuesSchema = z.looseObject({}) as unknown as z.ZodType<EpublishValues>;

export const epublishTenderSchema = z.object({
  id: z.number().int(),
  state: z.enum(epublishStates),
  version: z.number().int(),
  values: storedValuesSchema,
  orgUnitId: z.number().int(),
  organisation: z.string(),
  createdBy: z.object({ id: z.number().int(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The remarks of the last decision (Modification Required: what to change). */
  remarks: z.string().nullable(),
  publishedUid: z.string().nullable(),
  /** What this user may do now (from the same workflow rules the server enforces). */
  allowedActions: allowedActionsSchema(epublishActions),
  /** Whether this user may edit the values now (the creator, in draft or returned). */
  editable: z.boolean(),
  history: z.array(epublishHistoryEntrySchema),
  /** Documents as stored: name, size and SHA-256 for the form to show what was uploaded. */
  files: z.array(
    z.object({ id: z.number().int(), name: z.string(), sizeBytes: z.number().int(), sha256: z.string() }),
  ),
});
export type EpublishTender = z.infer<typeof epublishTenderSchema>;

/** GET /api/v1/epublish/tenders/{id}/preview: the tender exactly as the public full view shows it. */
export const epublishPreviewSchema = tenderDetailSchema;

export type EpublishRemarks = z.infer<typeof epublishActionSchema>['remarks'];

/**
 * What corrigenda and awards of contract share (issue #11 items 3, 4): both hang off a
 * published ePublish tender and follow its flow, so their list rows and items have this base.
 */
export const childListItemBaseSchema = z.object({
  id: z.number().int(),
  state: z.enum(epublishStates),
  version: z.number().int(),
  tenderId: z.number().int(),
  tenderReferenceNo: z.string().nullable(),
  tenderTitle: z.string().nullable(),
  tenderUid: z.string().nullable(),
  organisation: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
});

export const childItemBaseSchema = z.object({
  id: z.number().int(),
  state: z.enum(epublishStates),
  version: z.number().int(),
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
  allowedActions: allowedActionsSchema(epublishActions),
  editable: z.boolean(),
  history: z.array(epublishHistoryEntrySchema),
});

/** The create and update requests of an item made for a tender. */
export function childRequestSchemas<V extends z.ZodType>(values: V) {
  return {
    create: z.object({ tenderId: z.number().int().positive(), values }),
    update: z.object({ values, version: z.number().int().positive() }),
  };
}
