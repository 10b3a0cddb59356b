import { z } from 'zod';
import { constants } from '../constants.ts';
import { roleCodes } from '../roles.ts';
import { words } from '../validation/text.ts';

/** Spec §5 Search: a keyword needs at least 3 characters. */
export const userSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .optional()
    .refine((q) => !q || q.length >= constants.keywordMinLength, 'validation.search.keywordMin'),
  status: z.enum(['0', '1']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

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
  lastLoginAt: z.string().nullable(),
});
export type UserRow = z.infer<typeof userRowSchema>;
export const userPageSchema = z.object({
  items: z.array(userRowSchema),
  total: z.number().int(),
  pageSize: z.number().int(),
});

export const userIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Spec §2 userstatusupdate, §4 (active or inactive), §5 "Remarks required". */
export const userStatusUpdateSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  remarks: words('validation.remarks.required', 500),
  version: z.number().int().positive(),
});

export const userRolesUpdateSchema = z.object({
  roles: z.array(z.enum(roleCodes)).max(roleCodes.length),
  version: z.number().int().positive(),
});
