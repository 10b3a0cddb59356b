import { z } from 'zod';
import { pageQuerySchema } from '../api/paging.ts';

/**
 * What the public annual procurement plan page needs of the plans' contract (issue #27 item 5,
 * decision 052): the choices, the messages and the public query. Its own light module: the
 * public page (a server-rendered first load, decision 019's budget) never loads the entry
 * schemas (src/common/api/plans.ts re-exports all of this).
 */
export { financialYearLabel } from '../financial-year.ts';

/** The category of a procurement (the Assam Public Procurement Act: goods, works, services). */
export const planCategories = ['goods', 'works', 'services', 'consultancy'] as const;
export type PlanCategory = (typeof planCategories)[number];

/** The method of procurement a plan item intends. */
export const planMethods = [
  'openTender',
  'limitedTender',
  'singleSource',
  'twoStage',
  'requestForQuotation',
  'gem',
  'directPurchase',
] as const;
export type PlanMethod = (typeof planMethods)[number];

/** The quarters of the financial year (Q1 April to June … Q4 January to March). */
export const planQuarters = [1, 2, 3, 4] as const;

/** Financial years a plan may be for: 2000-01 to 2099-00 (the start year is stored). */
export const planYearRange = { min: 2000, max: 2099 } as const;

export const planMessages = {
  required: 'plans:validation.required',
  unit: 'plans:validation.unit',
  year: 'plans:validation.year',
  value: 'plans:validation.value',
  quarter: 'plans:validation.quarter',
  noItems: 'plans:validation.noItems',
  tooManyItems: 'plans:validation.tooManyItems',
  unitNotYours: 'plans:validation.unitNotYours',
  planExists: 'plans:validation.planExists',
  notEditable: 'plans:validation.notEditable',
  notApproved: 'plans:validation.notApproved',
  tenderUnknown: 'plans:validation.tenderUnknown',
  tenderNotYours: 'plans:validation.tenderNotYours',
  tenderLinked: 'plans:validation.tenderLinked',
  notLinked: 'plans:validation.notLinked',
} as const;

export const yearSchema = z.coerce
  .number({ message: planMessages.year })
  .int(planMessages.year)
  .min(planYearRange.min, planMessages.year)
  .max(planYearRange.max, planMessages.year);

/** annualprocurementplandisplay: approved plans' items by year, organisation and category. */
export const publicPlanQuerySchema = z
  .object({
    year: yearSchema.optional(),
    unit: z.coerce.number({ message: planMessages.unit }).int().positive(planMessages.unit).optional(),
    category: z.enum(planCategories, { message: planMessages.required }).optional(),
  })
  .extend(pageQuerySchema.shape);
export type PublicPlanQuery = z.input<typeof publicPlanQuerySchema>;
