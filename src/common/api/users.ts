import { z } from 'zod';
import { roleCodes } from '../roles.ts';
import { emailField, mobileField } from '../validation/contact.ts';
import { inClass } from '../validation/key-filters.ts';
import { words } from '../validation/text.ts';
import { keywordSchema, pagedSchema, pageQuerySchema } from './paging.ts';

/** Spec §5 Search: a keyword needs at least 3 characters. */
export const userSearchSchema = z
  .object({
    q: keywordSchema.optional(),
    status: z.enum(['0', '1']).optional(),
  })
  .extend(pageQuerySchema.shape);

export const userRowSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  category: z.string(),
  status: z.number().int(),
  version: z.number().int(),
  roles: z.array(z.enum(roleCodes)),
  orgUnits: z.array(z.string()),
  /** Spec §3 User: XML users (bulk or rest) get their password reset by an administrator. */
  isXmlUser: z.boolean(),
  lastLoginAt: z.string().nullable(),
});
export type UserRow = z.infer<typeof userRowSchema>;
export const userPageSchema = pagedSchema(userRowSchema);

export const userIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Spec §2 userstatusupdate, §4 (active or inactive), §5 "Remarks required". */
export const userStatusUpdateSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  remarks: words('validation.remarks.required', 500).superRefine(inClass('textDigits')),
  version: z.number().int().positive(),
});

export const userRolesUpdateSchema = z.object({
  roles: z.array(z.enum(roleCodes)).max(roleCodes.length),
  version: z.number().int().positive(),
});

/** A unit the actor may place users in: their own units and everything below (spec §6 nodal officers). */
export const orgUnitOptionSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  name: z.string(),
  /** The chain from level one down to this unit, names joined with " › ". */
  path: z.string(),
});
export type OrgUnitOption = z.infer<typeof orgUnitOptionSchema>;

/** Spec §5: the login id a user types at login; letters, digits and . _ - (4 to 50). */
export const loginIdPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{3,49}$/;
export const loginIdField = z
  .string()
  .trim()
  .min(1, 'validation.user.loginIdRequired')
  .regex(loginIdPattern, 'validation.user.loginIdFormat');

/**
 * Spec §2 usercreation, §3 User, §6 "Nodal officers create department users": a department
 * user in one of the creator's units with at least one role. No password is chosen here: the
 * new user sets their own through a one-time code sent to their e-mail and mobile.
 */
export const userCreateSchema = z.object({
  loginId: loginIdField,
  title: z.enum(['Mr', 'Ms', 'Mrs', 'Dr', 'Shri', 'Smt']).nullable(),
  firstName: words('validation.profile.firstNameRequired', 100).superRefine(inClass('name')),
  lastName: z
    .string()
    .max(100, 'validation.text.tooLong')
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .superRefine(inClass('name')),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  email: emailField,
  mobile: mobileField,
  orgUnitId: z
    .number({ error: 'validation.user.orgUnitRequired' })
    .int()
    .positive('validation.user.orgUnitRequired'),
  roles: z.array(z.enum(roleCodes)).min(1, 'validation.user.roleRequired').max(roleCodes.length),
});
export type UserCreate = z.infer<typeof userCreateSchema>;
export const userCreatedSchema = z.object({ id: z.number().int(), loginId: z.string() });

/** A user's units, for the transfer screen. */
export const userUnitsSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  version: z.number().int(),
  units: z.array(orgUnitOptionSchema),
});

/** Spec §2 usertransfer, §6 "transfer active users": from one of the user's units to another unit, with remarks. */
export const userTransferSchema = z
  .object({
    fromOrgUnitId: z.number().int().positive('validation.user.orgUnitRequired'),
    toOrgUnitId: z
      .number({ error: 'validation.user.orgUnitRequired' })
      .int()
      .positive('validation.user.orgUnitRequired'),
    remarks: words('validation.remarks.required', 500).superRefine(inClass('textDigits')),
    version: z.number().int().positive(),
  })
  .refine((v) => v.fromOrgUnitId !== v.toOrgUnitId, {
    path: ['toOrgUnitId'],
    message: 'validation.user.sameUnit',
  });

export const transferRowSchema = z.object({
  at: z.string(),
  loginId: z.string(),
  from: z.string(),
  to: z.string(),
  by: z.string(),
  remarks: z.string(),
});
export const transferListSchema = z.object({ items: z.array(transferRowSchema) });

/** The XML user password reset (spec §1, §6): where the one-time code went, masked. */
export const xmlPasswordResetSchema = z.object({ sentTo: z.array(z.string()) });
