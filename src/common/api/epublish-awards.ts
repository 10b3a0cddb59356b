import { z } from 'zod';
import { emailProblem } from '../validation/contact.ts';
import { inClass } from '../validation/key-filters.ts';
import { debarmentMatchSchema } from './bidders.ts';
import {
  childItemBaseSchema,
  childListItemBaseSchema,
  childRequestSchemas,
  epublishListQuerySchema,
  epublishValuesSchema,
  tenderDocumentRefSchema,
} from './epublish.ts';
import { pagedSchema } from './paging.ts';
import { tenderDetailSchema } from './tenders.ts';
import { loginIdPattern } from './users.ts';

/**
 * Awards of contract (AoC) of published ePublish tenders (issue #11 item 4; spec §2 createaoc,
 * aoc, aoclist, aocupdate, aocpreview, aoclisttopublish, aocpublishedlist, directpurchaseaoc;
 * §3 AoC; §4 the tender's flow; §7 checkAocAllowed: only for a valid tender reference of the
 * user's chain whose bids have been opened). A published AoC puts the tender on `bidawards`.
 */

const v = epublishValuesSchema.shape;
const text = v.tenderTitle;
const code = v.tenderReferenceNumber;
const amount = v.tenderFee;
const count = z
  .number({ message: 'epublish:validation.count' })
  .int('epublish:validation.count')
  .min(0, 'epublish:validation.count')
  .max(100_000, 'epublish:validation.count')
  .nullable()
  .optional()
  .transform((n) => n ?? null);
/** A calendar date, yyyy-mm-dd (the form shows dd-mm-yyyy, §9). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'epublish:validation.date')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'epublish:validation.date')
  .nullable()
  .optional()
  .transform((s) => s ?? null);

/** A bidder who took part: qualified, or not with the reason (spec §3 "qualified and unqualified parties with reason"). */
export const awardPartySchema = z.object({
  name: z
    .string()
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, 'epublish:validation.partyName').max(200, 'validation.text.tooLong'))
    .superRefine(inClass('textDigits')),
  qualified: z.boolean(),
  reason: text,
});
export type AwardParty = z.infer<typeof awardPartySchema>;

export const epublishAwardValuesSchema = z.object({
  bidsReceived: count,
  bidsAccepted: count,
  // A login id as the identity module defines it (issue #24 item 5: `bidder.demo` is one).
  bidderLoginId: z
    .string()
    .trim()
    .refine((s) => s === '' || loginIdPattern.test(s), 'validation.user.loginIdFormat')
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional()
    .transform((s) => s ?? null),
  bidderName: text,
  bidderAddress: v.invitingAuthorityAddress,
  companyName: text,
  // Optional; when given, spec §5 'Please enter a valid email address'.
  email: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = value ? emailProblem(value) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: `validation.email.${problem}` });
    })
    .transform((s) => (s ? s.toLowerCase() : null))
    .nullable()
    .optional()
    .transform((s) => s ?? null),
  currency: v.currency,
  awardedValue: amount,
  contractValue: amount,
  contractNumber: code,
  contractDate: day,
  validFrom: day,
  validTo: day,
  completionDate: day,
  completionPeriodDays: v.completionPeriodDays,
  parties: z
    .array(awardPartySchema)
    .max(200)
    .optional()
    .transform((a) => a ?? []),
  /** The award of contract letter (required) and the agreement (AoA), uploads of their maker. */
  aocDocument: tenderDocumentRefSchema
    .nullable()
    .optional()
    .transform((d) => d ?? null),
  aoaDocument: tenderDocumentRefSchema
    .nullable()
    .optional()
    .transform((d) => d ?? null),
});
export type EpublishAwardValues = z.infer<typeof epublishAwardValuesSchema>;
export type EpublishAwardValuesInput = z.input<typeof epublishAwardValuesSchema>;

const awardRequests = childRequestSchemas(epublishAwardValuesSchema);
export const epublishAwardCreateSchema = awardRequests.create;
export const epublishAwardUpdateSchema = awardRequests.update;

export const epublishAwardListQuerySchema = epublishListQuerySchema;
export type EpublishAwardListQuery = z.infer<typeof epublishAwardListQuerySchema>;

export const epublishAwardListItemSchema = childListItemBaseSchema.extend({
  bidderName: z.string().nullable(),
  contractValue: z.number().nullable(),
});
export const epublishAwardListSchema = pagedSchema(epublishAwardListItemSchema);

const storedAwardValues = z.looseObject({}) as unknown as z.ZodType<EpublishAwardValues>;

export const epublishAwardSchema = childItemBaseSchema.extend({
  values: storedAwardValues,
  /**
   * Issue #28 item 4: debarments of the named bidder (bidder or company name) that hold on the
   * contract date, from the bidder registers. Not empty: the form and preview warn, and publishing
   * needs remarks (`allowedActions` says so).
   */
  debarments: z.array(debarmentMatchSchema).optional(),
});
export type EpublishAward = z.infer<typeof epublishAwardSchema>;

/** GET /api/v1/epublish/awards/{id}/preview: the public full view with the award (aocfullview). */
export const epublishAwardPreviewSchema = tenderDetailSchema;
