import { z } from 'zod';
import { masterKinds } from '../masters/kinds.ts';
import { inClass } from '../validation/key-filters.ts';
import { words } from '../validation/text.ts';
import { keywordSchema } from './paging.ts';

/** Spec §5 key-press filter for master names: letters (any script), digits, ( ) . , / space & _ - */
const namePattern = /^[\p{L}\p{M}\p{N} ().,/&_\-–]+$/u;

const masterName = (requiredKey: string) =>
  words(requiredKey, 100).refine((s) => namePattern.test(s), 'masters:validation.nameChars');

export const masterEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(masterKinds),
  code: z.string(),
  nameEn: z.string(),
  nameAs: z.string(),
  description: z.string().nullable(),
  /** Spec §4 status codes: 0 inactive, 1 active. */
  status: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type MasterEntry = z.infer<typeof masterEntrySchema>;

/** Spec §5 Search: "Master keyword searches likewise" need at least 3 characters. */
export const masterSearchSchema = z.object({
  q: keywordSchema.optional(),
  status: z.enum(['0', '1']).optional(),
});

export const masterIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const description = z
  .string()
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().max(500, 'validation.text.tooLong'))
  .superRefine(inClass('textDigits'))
  .optional()
  .transform((s) => s || null);

/** formofcontractentry, tendercategoryentry, tendertypeentry: one schema for form and server. */
export const masterCreateSchema = z.object({
  nameEn: masterName('masters:validation.nameEnRequired'),
  nameAs: masterName('masters:validation.nameAsRequired'),
  description,
});
export type MasterCreate = z.input<typeof masterCreateSchema>;

/**
 * formcontractupdate/{id}, tendercategoryupdate/{id}, tendertypeupdate/{id}: names, status
 * (never deleted: made inactive instead), spec §5 "Remarks required", and the version the form
 * was loaded with (optimistic lock, 409 when someone saved in between).
 */
export const masterUpdateSchema = masterCreateSchema.extend({
  status: z.union([z.literal(0), z.literal(1)]),
  remarks: words('validation.remarks.required', 500).superRefine(inClass('textDigits')),
  version: z.number().int().positive(),
});
export type MasterUpdate = z.input<typeof masterUpdateSchema>;

/** What the tender form reads: the active entries of a master. */
export const referenceEntrySchema = z.object({
  code: z.string(),
  nameEn: z.string(),
  nameAs: z.string(),
  description: z.string().nullable(),
});
export type ReferenceEntry = z.infer<typeof referenceEntrySchema>;

export const currencySchema = z.object({
  code: z.string(),
  number: z.string().nullable(),
  minorUnit: z.number().int().nullable(),
  name: z.string(),
});

export const productCategoryLevels = ['segment', 'family', 'class', 'commodity'] as const;
export const productCategoryQuerySchema = z.object({
  scheme: z.enum(['unspsc', 'cpv', 'gepnic']).default('gepnic'),
  /** Children of this code; without it, the segments. */
  parent: z.string().max(300).optional(),
});
export const productCategorySchema = z.object({
  code: z.string(),
  level: z.enum(productCategoryLevels),
  name: z.string(),
  parentCode: z.string().nullable(),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;
