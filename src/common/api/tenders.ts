import { z } from 'zod';
import { cursorPagedSchema, keywordSchema } from './paging.ts';

/**
 * Public tender discovery (issue: public tender discovery; spec §1, §2 Home screen and Tender
 * full view, §5 Search, §7 counts, §9 due-date filters). One contract for the public read API
 * (`GET /api/v1/public/tenders`, `GET /api/v1/public/tenders/{uid}`) and the pages: the pages
 * put exactly these parameters in their URL, so a search can be shared and bookmarked, and the
 * UI and the API give the same results for the same filters.
 */

/** Spec §1 portal categories ("all" is no filter). */
export const tenderSources = ['pmgsy', 'eprocure', 'gem', 'epublish', 'eauction', 'directpurchase'] as const;
export type TenderSource = (typeof tenderSources)[number];

import { closingWindows } from './tender-constants.ts';

export { type ClosingWindow, closingWindows } from './tender-constants.ts';

/**
 * Which list a tender is on:
 * - open: published and neither closed nor cancelled, whether bid submission has started or
 *   not (latestactivetenders): a tender is listed from its publication, as GePNIC and CPPP
 *   list it, so bidders have the days before submission opens (issue #24 item 1);
 * - active: bid submission open now;
 * - upcoming: published, submission not yet started;
 * - openingToday: bids open today (openingtoday);
 * - archived: submission closed, not cancelled (archivedtenders);
 * - awarded: an award of contract is recorded (bidawards, results of tenders);
 * - cancelled: withdrawn (cancelledtenders).
 */
export const tenderStatuses = [
  'open',
  'active',
  'upcoming',
  'openingToday',
  'archived',
  'awarded',
  'cancelled',
] as const;
export type TenderStatus = (typeof tenderStatuses)[number];

export const tenderSorts = [
  'closing',
  '-closing',
  'published',
  '-published',
  'value',
  '-value',
  'relevance',
] as const;
export type TenderSort = (typeof tenderSorts)[number];

/** Where an open tender's bid submission stands: started, or not yet (upcoming). */
export const biddingStages = ['open', 'upcoming'] as const;

/** A high value tender (spec §2 highvaluetenders): estimated value of at least ₹10 crore. */
export const highValueThresholdInr = 100_000_000;

const money = z.coerce.number().nonnegative().max(1e15);
const keyword = keywordSchema;

/** The search parameters, as query-string values (all optional; none means every tender). */
export const tenderSearchSchema = z.object({
  q: keyword.optional(),
  source: z.enum(tenderSources).optional(),
  /** An organisation unit id: tenders of that unit and every unit below it. */
  org: z.coerce.number().int().positive().optional(),
  productCategory: z.string().trim().min(1).max(200).optional(),
  tenderType: z.string().trim().min(1).max(100).optional(),
  category: z.string().trim().min(1).max(100).optional(),
  status: z.enum(tenderStatuses).optional(),
  /** Of open tenders: bid submission open now, or not yet started (upcoming; issue #24 item 1). */
  bidding: z.enum(biddingStages).optional(),
  closing: z.enum(closingWindows).optional(),
  minValue: money.optional(),
  maxValue: money.optional(),
  /** "value not disclosed": only tenders without an estimated value (true), or only with one (false). */
  undisclosed: z.enum(['true', 'false']).optional(),
  district: z.string().trim().min(1).max(100).optional(),
  location: z.string().trim().min(1).max(100).optional(),
  pincode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'validation.profile.pincode')
    .optional(),
  /** Reference number: matched as a fragment, tolerant of spacing and case. */
  ref: z.string().trim().min(3, 'validation.search.keywordMin').max(200).optional(),
  sort: z.enum(tenderSorts).optional(),
  /** Opaque keyset cursor from the previous page's `nextCursor`. */
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /**
   * `1`: the keyword exactly as typed, never corrected (issue #30 item 2, docs/decisions/058):
   * the "Search instead for …" link of a corrected search.
   */
  exact: z.enum(['1']).optional(),
});
export type TenderSearch = z.infer<typeof tenderSearchSchema>;

/** A piece of a title: `match` when it is one of the searched words (issue 12: why it matched). */
export const titleSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type TitleSegment = z.infer<typeof titleSegmentSchema>;

/**
 * How a tender's district of the work was found (issue #14 item 3, docs/decisions/028): a
 * district named in the title ("Dist Dhemaji") or the location, an LGD sub-district or block
 * named in the location ("North Lakhimpur" → Lakhimpur), else the district of its pincode
 * (on the state's export mostly the inviting office's), else unknown.
 */
export const districtBasisValues = [
  'title-district',
  'location-district',
  'location-subdistrict',
  'location-block',
  'pincode',
  'unknown',
] as const;
export type DistrictBasis = (typeof districtBasisValues)[number];

export const tenderSummarySchema = z.object({
  /** Stable public id: `${source}-${the source portal's tender id}`; the permalink's `id`. */
  uid: z.string(),
  source: z.enum(tenderSources),
  /**
   * The source portal's own Tender ID (GePNIC "Tender ID", e.g. `2023_PWD_34868_9`): unique per
   * source, what a bidder quotes and searches for there (issue #14 item 2). Reference numbers
   * are not unique and cannot stand in for it; `uid` is this portal's key.
   */
  tenderId: z.string(),
  referenceNo: z.string(),
  title: z.string(),
  /** The organisation chain, top level first. */
  organisation: z.array(z.string()),
  orgUnitId: z.number().int().nullable(),
  tenderType: z.string().nullable(),
  category: z.string().nullable(),
  productCategory: z.string().nullable(),
  /** Null when the value is not disclosed. */
  valueInr: z.number().nullable(),
  emdInr: z.number().nullable(),
  feeInr: z.number().nullable(),
  publishedAt: z.string().nullable(),
  /** Bid submission end. */
  closingAt: z.string().nullable(),
  /** Technical bid opening. */
  openingAt: z.string().nullable(),
  location: z.string().nullable(),
  pincode: z.string().nullable(),
  /**
   * The district of the work (issue #14 item 3): what the district filter, the counts and the
   * exports use. `districtBasis` says how it was found and `districtBasisName` which name
   * decided it; `officeDistrict` is the district of the pincode, kept apart.
   */
  district: z.string().nullable(),
  districtBasis: z.enum(districtBasisValues),
  districtBasisName: z.string().nullable(),
  officeDistrict: z.string().nullable(),
  status: z.enum(['active', 'upcoming', 'archived', 'cancelled']),
  awarded: z.boolean(),
  /**
   * Issue #14 item 8 (spec §2 bidawards): on an awarded tender, who won (every awardee, in the
   * order recorded) and the awarded value in rupees (their sum; null when none was recorded).
   * Absent on tenders without an award.
   */
  awardedTo: z.array(z.string()).optional(),
  awardedValueInr: z.number().nullable().optional(),
});
export type TenderSummary = z.infer<typeof tenderSummarySchema>;

/**
 * The cursor page of decision 018, plus `totalCapped`. `total` counts exactly up to 1,000; when
 * more match it is 1,000 and `totalCapped` is true (shown as "1,000+"): counting stops there to
 * stay fast. The shape is the documented public API (README): fields are only ever added.
 */
export const tenderPageSchema = cursorPagedSchema(tenderSummarySchema).extend({
  totalCapped: z.boolean(),
  /**
   * The permalink id of the one tender whose tender id or whole reference number is the query
   * (`2023_PWD_34868_9`): the list goes straight to it (issue 12). Null otherwise.
   */
  exact: z.string().nullable().optional(),
  /** When a keyword search finds little: the query with misspelt words corrected ("Did you mean …?"). */
  suggestion: z.string().nullable().optional(),
  /**
   * When the typed keyword found nothing and the dictionary had a confident correction (issue
   * #30 item 2, docs/decisions/058): the page is the corrected search's, `correctedFrom` is the
   * keyword as typed and `correctedQuery` the keyword searched. `exact=1` asks for the typed one.
   */
  correctedFrom: z.string().optional(),
  correctedQuery: z.string().optional(),
  /** With a keyword search: each listed tender's title, its matched words marked, by uid. */
  titleMatches: z.record(z.string(), z.array(titleSegmentSchema)).optional(),
});
export type TenderPage = z.infer<typeof tenderPageSchema>;

export const tenderAwardSchema = z.object({
  bidNumber: z.string().nullable(),
  bidderName: z.string(),
  currency: z.string(),
  valueInr: z.number().nullable(),
});
export const tenderBidSchema = z.object({
  bidNumber: z.string().nullable(),
  bidderName: z.string(),
  submittedAt: z.string().nullable(),
  status: z.string().nullable(),
});

/** Spec §3 Corrigendum: its type (one of them cancels the tender). */
export const corrigendumTypeValues = ['date-extension', 'amendment', 'clarification', 'cancel'] as const;

/**
 * What a corrigendum changed, field by field (issue #11 item 3: "what changed, field by field
 * (old → new)"). `field` is the §3 field's name (the module configuration's); `kind` says how to
 * show the values: an instant (ISO), an amount in rupees, a number of days, or text.
 */
export const corrigendumChangeSchema = z.object({
  field: z.string(),
  kind: z.enum(['instant', 'money', 'days', 'text']),
  old: z.string().nullable(),
  new: z.string().nullable(),
});
export type CorrigendumChange = z.infer<typeof corrigendumChangeSchema>;

/** A corrigendum as the tender's full view lists it (the whole one: /public/corrigenda/{uid}). */
export const tenderCorrigendumSchema = z.object({
  uid: z.string(),
  number: z.number().int(),
  type: z.enum(corrigendumTypeValues),
  publishedAt: z.string(),
  details: z.string(),
  newClosingAt: z.string().nullable(),
  /** Field by field, old → new (ePublish corrigenda; empty when the source does not say). */
  changes: z.array(corrigendumChangeSchema).optional(),
});

/**
 * The §3 Tender fields beyond the listing columns (issue #11 item 5): critical dates, fees with
 * payable to/at and exemptions, bank guarantee, covers with their documents, the tender's
 * documents and the flags. ePublish tenders carry all that were entered; imported tenders what
 * their source has. Every member may be absent.
 */
export const tenderExtraSchema = z.object({
  documentDownloadStart: z.string().nullable().optional(),
  documentDownloadEnd: z.string().nullable().optional(),
  clarificationStart: z.string().nullable().optional(),
  clarificationEnd: z.string().nullable().optional(),
  bidOpeningPlace: z.string().nullable().optional(),
  preBidMeeting: z
    .object({ at: z.string().nullable(), place: z.string().nullable(), address: z.string().nullable() })
    .nullable()
    .optional(),
  currency: z.string().nullable().optional(),
  sector: z.string().nullable().optional(),
  tenderFeeExemption: z.boolean().optional(),
  emdExemption: z.boolean().optional(),
  exemptionReason: z.string().nullable().optional(),
  payableTo: z.string().nullable().optional(),
  payableAt: z.string().nullable().optional(),
  offlineInstrument: z.string().nullable().optional(),
  feeCurrency: z.string().nullable().optional(),
  emdCurrency: z.string().nullable().optional(),
  emdValues: z.array(z.number()).optional(),
  bankGuarantee: z
    .object({ type: z.enum(['fixed', 'percentage']), value: z.number() })
    .nullable()
    .optional(),
  administrativeApprovalNumber: z.string().nullable().optional(),
  prequalification: z.string().nullable().optional(),
  tendererClass: z.string().nullable().optional(),
  competitiveBidderType: z.enum(['national', 'global']).nullable().optional(),
  fundingAgency: z.string().nullable().optional(),
  qualityCumCostSelection: z.boolean().optional(),
  nonDisclosureAgreement: z.boolean().optional(),
  twoStageBidding: z.boolean().optional(),
  tenderCumAuction: z.boolean().optional(),
  multipleDeliveryLocations: z.boolean().optional(),
  /** UNSPSC at four levels, top first (spec §3 "UNSPSC names and codes at four levels"). */
  unspsc: z
    .array(
      z.object({
        level: z.enum(['segment', 'family', 'class', 'commodity']),
        code: z.string(),
        name: z.string(),
      }),
    )
    .optional(),
  covers: z
    .array(
      z.object({
        kind: z.string(),
        documents: z.array(z.object({ name: z.string(), type: z.string(), sizeMb: z.number() })),
      }),
    )
    .optional(),
  /** The award of contract's details beyond the award rows (issue #11 item 4). */
  award: z
    .object({
      bidsReceived: z.number().int().nullable(),
      bidsAccepted: z.number().int().nullable(),
      companyName: z.string().nullable(),
      bidderAddress: z.string().nullable(),
      awardedValue: z.number().nullable(),
      contractNumber: z.string().nullable(),
      validFrom: z.string().nullable(),
      validTo: z.string().nullable(),
      completionDate: z.string().nullable(),
      /**
       * Spec §3 AoC "qualified and unqualified parties with reason": every bidder who took
       * part, as the award recorded them. Absent on awards published before it was kept here.
       */
      parties: z
        .array(z.object({ name: z.string(), qualified: z.boolean(), reason: z.string().nullable() }))
        .optional(),
      /** The award letter and agreement: `/public/tenders/{uid}/documents/{fileId}`. */
      documents: z.array(
        z.object({ fileId: z.number().int(), title: z.string(), sha256: z.string().optional() }),
      ),
    })
    .nullable()
    .optional(),
  /**
   * A GeM bid's own fields (issue #32 item 2, decision 057): the buyer's ministry or state,
   * department and organisation as GeM names them, the quantity of the item, and the bid's page
   * on GeM (the full view's "View this bid on GeM", through the spec §8 confirmation).
   */
  gem: z
    .object({
      ministry: z.string(),
      department: z.string().nullable(),
      organisation: z.string().nullable(),
      quantity: z.number().int(),
      bidUrl: z.string(),
    })
    .optional(),
  /** Downloadable documents: `/api/v1/files/{fileId}` with the SHA-256 to check the copy. */
  documents: z
    .array(
      z.object({
        fileId: z.number().int(),
        title: z.string(),
        nit: z.boolean(),
        sizeBytes: z.number().int().optional(),
        sha256: z.string().optional(),
      }),
    )
    .optional(),
});
export type TenderExtra = z.infer<typeof tenderExtraSchema>;

/** Spec §2 Tender full view: organisation, critical dates, fees, covers, documents, award, corrigenda. */
/**
 * What the tender full view says of the annual procurement plan item it carries out (issue #27
 * item 5, decision 052): "In the annual procurement plan: <plan item>".
 */
export const tenderPlanItemSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  organisation: z.string(),
  financialYear: z.number().int(),
});
export type TenderPlanItem = z.infer<typeof tenderPlanItemSchema>;

export const tenderDetailSchema = tenderSummarySchema.extend({
  description: z.string().nullable(),
  formOfContract: z.string().nullable(),
  covers: z.number().int().nullable(),
  paymentMode: z.string().nullable(),
  contractType: z.string().nullable(),
  subCategory: z.string().nullable(),
  bidSubmissionStartAt: z.string().nullable(),
  financialBidOpeningAt: z.string().nullable(),
  bidValidityDays: z.number().int().nullable(),
  periodOfWorkDays: z.number().int().nullable(),
  invitingAuthority: z.object({ name: z.string().nullable(), address: z.string().nullable() }),
  contract: z
    .object({
      date: z.string().nullable(),
      valueInr: z.number().nullable(),
      completionDays: z.number().int().nullable(),
    })
    .nullable(),
  awards: z.array(tenderAwardSchema),
  bids: z.array(tenderBidSchema),
  corrigenda: z.array(tenderCorrigendumSchema),
  /**
   * Issue #14 item 1: where the bid is made and the documents are. `perTender`: the url is this
   * tender's own record; otherwise it is the source portal's search page, where the Tender ID
   * finds it. Null when the source has no public portal (configured: README TENDER_SOURCE_URLS).
   */
  sourceRecord: z.object({ url: z.string(), perTender: z.boolean() }).nullable(),
  /** The rest of §3 Tender, where known (empty object when the source gives nothing more). */
  extra: tenderExtraSchema,
  /**
   * Issue #27 item 5: the item of an approved annual procurement plan this tender carries out
   * ("In the annual procurement plan: …"; empty when none; decision 052).
   */
  planItems: z.array(tenderPlanItemSchema),
});
export type TenderDetail = z.infer<typeof tenderDetailSchema>;

export const tenderUidParamsSchema = z.object({ uid: z.string().min(3).max(200) });

/** Spec §7 counts and §2 Home statistics. */
export const tenderCountsSchema = z.object({
  active: z.number().int(),
  upcoming: z.number().int(),
  openingToday: z.number().int(),
  awarded: z.number().int(),
  closing: z.object({
    today: z.number().int(),
    tomorrow: z.number().int(),
    '7': z.number().int(),
    '15': z.number().int(),
    '30': z.number().int(),
  }),
});
export type TenderCounts = z.infer<typeof tenderCountsSchema>;

/** Spec §2 productcategory / Home "popular product categories": active tenders per category. */
export const productCategoryCountsSchema = z.object({
  items: z.array(z.object({ name: z.string(), count: z.number().int() })),
});

/** Spec §2 tendercalendar: tenders closing on each day of a month (IST). */
export const tenderCalendarQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
});
export const tenderCalendarSchema = z.object({
  month: z.string(),
  days: z.array(z.object({ date: z.string(), count: z.number().int() })),
});

export const tenderExportFormats = ['csv', 'xlsx'] as const;
