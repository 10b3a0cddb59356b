import { z } from 'zod';
import { emailField, mobileField } from '../validation/contact.ts';
import { inClass } from '../validation/key-filters.ts';
import { words } from '../validation/text.ts';
import { keywordSchema, pagedSchema, pageQuerySchema } from './paging.ts';

/**
 * Appellate authorities (issue #25 item 1; spec §2 appellateauthorityinfo, appellateinfomodify,
 * appellateinfoupdate; §3 Appellate authority "level, name, ministry, department, designation,
 * email, mobile, address"; §7 appellateAuthority; docs/decisions/051-appellate-authority-masters.md).
 * One schema for the form and the server. The ministry and department are entries of the simple
 * masters `appellate_ministry` and `appellate_department` (by code); the organisation units are
 * the chains this authority hears appeals for, at its level.
 */
export const authorityMessages = {
  nameRequired: 'appeals:authority.validation.nameRequired',
  designationRequired: 'appeals:authority.validation.designationRequired',
  addressRequired: 'appeals:authority.validation.addressRequired',
  ministryRequired: 'appeals:authority.validation.ministryRequired',
  departmentRequired: 'appeals:authority.validation.departmentRequired',
  unitsRequired: 'appeals:authority.validation.unitsRequired',
  unknownMaster: 'appeals:authority.validation.unknownMaster',
  unknownUnit: 'appeals:authority.validation.unknownUnit',
  unitTaken: 'appeals:authority.validation.unitTaken',
  duplicateEmail: 'appeals:authority.validation.duplicateEmail',
} as const;

/** At most this many chains per authority (one screen's worth; a state has about 60 departments). */
export const maxAuthorityUnits = 100;

const level = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(1), z.literal(2)]));

const masterCode = (requiredKey: string) =>
  z
    .string()
    .trim()
    .min(1, requiredKey)
    .max(60, 'validation.text.tooLong')
    .regex(/^[A-Za-z0-9_]+$/, authorityMessages.unknownMaster);

export const authorityValuesSchema = z.object({
  level,
  name: words(authorityMessages.nameRequired, 200).superRefine(inClass('name')),
  designation: words(authorityMessages.designationRequired, 200).superRefine(inClass('textDigits')),
  ministryCode: masterCode(authorityMessages.ministryRequired),
  departmentCode: masterCode(authorityMessages.departmentRequired),
  email: emailField,
  mobile: mobileField,
  address: words(authorityMessages.addressRequired, 500).superRefine(inClass('textDigits')),
  /** The chains (organisation units, and everything below each) whose appeals it hears. */
  orgUnitIds: z
    .array(z.number().int().positive())
    .min(1, authorityMessages.unitsRequired)
    .max(maxAuthorityUnits, 'validation.text.tooLong')
    .transform((ids) => [...new Set(ids)]),
});
export type AuthorityValues = z.input<typeof authorityValuesSchema>;

/** appellateauthorityinfo: a new authority, active. */
export const authorityCreateSchema = authorityValuesSchema;

/**
 * appellateinfoupdate/{id}: every field, the status (never deleted: made inactive, which frees
 * its chains for another), §5 "Remarks required", and the version the form loaded (409 when
 * someone saved in between).
 */
export const authorityUpdateSchema = authorityValuesSchema.extend({
  status: z.union([z.literal(0), z.literal(1)]),
  remarks: words('validation.remarks.required', 500).superRefine(inClass('textDigits')),
  version: z.number().int().positive(),
});
export type AuthorityUpdate = z.input<typeof authorityUpdateSchema>;

const named = z.object({ code: z.string(), nameEn: z.string(), nameAs: z.string() });

export const authoritySchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  name: z.string(),
  designation: z.string(),
  ministry: named,
  department: named,
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  units: z.array(z.object({ id: z.number().int(), path: z.string() })),
  status: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Authority = z.infer<typeof authoritySchema>;

/** appellateinfomodify: keyword (≥ 3 characters, spec §5) over name, designation, e-mail; level; status. */
export const authorityListQuerySchema = pageQuerySchema.extend({
  q: keywordSchema.optional(),
  level: level.optional(),
  status: z.enum(['0', '1']).optional(),
});
export type AuthorityListQuery = z.infer<typeof authorityListQuerySchema>;
export const authorityListSchema = pagedSchema(authoritySchema);

/** The audit history shown on the update page (issue #25 item 1 "the audit history"). */
export const authorityHistorySchema = z.array(
  z.object({
    at: z.string(),
    action: z.enum(['created', 'updated', 'statusChanged']),
    actor: z.string().nullable(),
    remarks: z.string().nullable(),
    changed: z.array(z.string()),
  }),
);
export type AuthorityHistory = z.infer<typeof authorityHistorySchema>;

/** What an appeal shows of its authority (§3 Appeal "appellate authority"): no database ids. */
export const appealAuthoritySchema = z.object({
  name: z.string(),
  designation: z.string(),
  ministry: named,
  department: named,
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
});
export type AppealAuthority = z.infer<typeof appealAuthoritySchema>;
