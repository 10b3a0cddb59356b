import { z } from 'zod';
import { exportLangQuerySchema } from '../i18n/export-lang.ts';
import {
  planCategories,
  planMessages,
  planMethods,
  publicPlanQuerySchema,
  yearSchema,
} from '../plans/public.ts';
import { inClass } from '../validation/key-filters.ts';
import { words } from '../validation/text.ts';
import { pagedSchema, pageQuerySchema } from './paging.ts';
import { allowedActionsSchema, remarksSchema } from './workflow.ts';

/**
 * Annual procurement plans (issue #27 item 5; spec §2 annualprocurementplan,
 * annualprocurementplanapproval, annualprocurementplan/{id} (update, staticMenu), public
 * annualprocurementplandisplay; §7 "annualProcurementUserPlan and annualProcurementPublicPlan";
 * docs/decisions/052). Each organisation unit's plan for a financial year, item by item,
 * entered by its users, approved by a second person, then public; plan items link to the tenders
 * that carry them out. One schema per request, shared by the forms and the server; messages are
 * keys of the `plans` catalogue.
 */

/** Who enters plans (the ePublish creators of the unit's chain) and who approves them (its publishers). */
export const planEntryRoles = ['creator', 'po_admin'] as const;
export const planApproverRoles = ['publisher', 'po_publisher'] as const;

/** draft → sent (for approval) → approved (public), or returned with remarks and sent again. */
export const planStates = ['draft', 'sent', 'returned', 'approved'] as const;
export type PlanState = (typeof planStates)[number];
export const planActions = ['send', 'approve', 'return'] as const;
export type PlanAction = (typeof planActions)[number];

/** A plan holds at most this many items (a department's year fits; a runaway form does not). */
export const planMaxItems = 200;

export {
  financialYearLabel,
  type PlanCategory,
  type PlanMethod,
  type PublicPlanQuery,
  planCategories,
  planMessages,
  planMethods,
  planQuarters,
  planYearRange,
  publicPlanQuerySchema,
} from '../plans/public.ts';

/** One plan item as entered: subject, category, estimated value (rupees), quarter, method. */
export const planItemInputSchema = z.object({
  subject: words(planMessages.required, 300).superRefine(inClass('textDigits')),
  category: z.enum(planCategories, { message: planMessages.required }),
  estimatedValue: z
    .number({ message: planMessages.value })
    .positive(planMessages.value)
    .max(1e14, planMessages.value)
    .refine((v) => Math.round(v * 100) === v * 100, planMessages.value),
  quarter: z.coerce
    .number({ message: planMessages.quarter })
    .int(planMessages.quarter)
    .min(1, planMessages.quarter)
    .max(4, planMessages.quarter),
  method: z.enum(planMethods, { message: planMessages.required }),
});
export type PlanItemInput = z.input<typeof planItemInputSchema>;

const itemsSchema = z
  .array(planItemInputSchema)
  .min(1, planMessages.noItems)
  .max(planMaxItems, planMessages.tooManyItems);

/** annualprocurementplan "Save": a new plan of one unit for one financial year, a draft. */
export const planCreateSchema = z.object({
  orgUnitId: z.number({ message: planMessages.unit }).int().positive(planMessages.unit),
  financialYear: yearSchema,
  items: itemsSchema,
});
export type PlanCreate = z.input<typeof planCreateSchema>;

/** annualprocurementplan/{id} "Save": the items of a draft or returned plan, at the version seen. */
export const planUpdateSchema = z.object({
  version: z.number().int().positive(),
  items: itemsSchema,
});
export type PlanUpdate = z.input<typeof planUpdateSchema>;

export const planIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const planItemParamsSchema = z.object({ itemId: z.coerce.number().int().positive() });
export const planLinkParamsSchema = z.object({
  itemId: z.coerce.number().int().positive(),
  tenderId: z.coerce.number().int().positive(),
});

/** send, approve, return: the version seen and the remarks (required to return: the declaration says so). */
export const planDecisionSchema = z.object({
  version: z.number().int().positive(),
  remarks: remarksSchema(1000).optional(),
});

/** "Link a tender": the public tender (found by its Tender ID or title) that carries the item out. */
export const planLinkSchema = z.object({ tenderId: z.number().int().positive() });

/** A tender linked to a plan item, with its awards (plan → tender → award). */
export const planTenderSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  tenderId: z.string(),
  referenceNo: z.string(),
  title: z.string(),
  awarded: z.boolean(),
  awards: z.array(z.object({ bidderName: z.string(), valueInr: z.number().nullable() })),
});
export type PlanTender = z.infer<typeof planTenderSchema>;

export const planItemSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  category: z.enum(planCategories),
  estimatedValue: z.number(),
  quarter: z.number().int(),
  method: z.enum(planMethods),
  tenders: z.array(planTenderSchema),
});
export type PlanItem = z.infer<typeof planItemSchema>;

export const planSchema = z.object({
  id: z.number().int(),
  orgUnitId: z.number().int(),
  organisation: z.string(),
  financialYear: z.number().int(),
  state: z.enum(planStates),
  version: z.number().int(),
  remarks: z.string().nullable(),
  totalValue: z.number(),
  items: z.array(planItemSchema),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The creator and plan users of its chain may change the items now (draft or returned). */
  editable: z.boolean(),
  /** The actor may link tenders to its items (an approved plan, a plan user of its chain). */
  linkable: z.boolean(),
  allowedActions: allowedActionsSchema(planActions),
});
export type Plan = z.infer<typeof planSchema>;

export const planSummarySchema = planSchema.omit({ items: true }).extend({ itemCount: z.number().int() });
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planListQuerySchema = z
  .object({
    state: z.enum(planStates).optional(),
    year: yearSchema.optional(),
  })
  .extend(pageQuerySchema.shape);
export type PlanListQuery = z.infer<typeof planListQuerySchema>;
export const planListSchema = pagedSchema(planSummarySchema);

/** The units a plan user may enter plans for (their own units and those below). */
export const planUnitsSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string(), level: z.number().int() })),
});

/** "Link a tender": public tenders of the user's chain by Tender ID, reference or title. */
export const tenderLookupQuerySchema = z.object({
  q: z.string().trim().min(3, 'validation.search.keywordMin').max(200, 'validation.text.tooLong'),
});
export const tenderLookupSchema = z.object({
  items: z.array(
    planTenderSchema.pick({ id: true, uid: true, tenderId: true, referenceNo: true, title: true }),
  ),
});
export type TenderLookupItem = z.infer<typeof tenderLookupSchema>['items'][number];

/* ---------------------------------------------------------------- public */

export const publicPlanExportQuerySchema = publicPlanQuerySchema
  .omit({ page: true })
  .extend({ format: z.enum(['csv', 'xlsx']) })
  .extend(exportLangQuerySchema.shape);

export const publicPlanItemSchema = planItemSchema.extend({
  planId: z.number().int(),
  orgUnitId: z.number().int(),
  organisation: z.string(),
  financialYear: z.number().int(),
  approvedAt: z.string().nullable(),
});
export type PublicPlanItem = z.infer<typeof publicPlanItemSchema>;
export const publicPlanListSchema = pagedSchema(publicPlanItemSchema);

/** The filters' choices: years and organisations that have an approved plan. */
export const publicPlanOptionsSchema = z.object({
  years: z.array(z.number().int()),
  organisations: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PublicPlanOptions = z.infer<typeof publicPlanOptionsSchema>;

/** What the tender full view says (defined with the tender's detail, which carries it). */
export { type TenderPlanItem, tenderPlanItemSchema } from './tenders.ts';
