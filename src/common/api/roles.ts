import { z } from 'zod';
import { inClass } from '../validation/key-filters.ts';
import { words } from '../validation/text.ts';

/** Spec §3 Role master: role name, and per role whether payment capture, EMD and tender fee are required. */
export const roleSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEn: z.string(),
  nameAs: z.string(),
  paymentCapture: z.boolean(),
  emdRequired: z.boolean(),
  tenderFeeRequired: z.boolean(),
  status: z.number().int(),
  version: z.number().int(),
  userCount: z.number().int(),
});
export type RoleDto = z.infer<typeof roleSchema>;

export const roleIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** One schema for the update form and the server (style guide §2). */
export const roleUpdateSchema = z.object({
  nameEn: words('validation.role.nameRequired').superRefine(inClass('textDigits')),
  nameAs: words('validation.role.nameRequired').superRefine(inClass('textDigits')),
  paymentCapture: z.boolean(),
  emdRequired: z.boolean(),
  tenderFeeRequired: z.boolean(),
  /** Optimistic lock: the version the form was loaded with. */
  version: z.number().int().positive(),
});
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;

/** Spec §2 menuAuth: which menu pages a role has. */
export const roleMenusSchema = z.object({
  roleId: z.number().int(),
  version: z.number().int(),
  groups: z.array(
    z.object({
      code: z.string(),
      name: z.object({ en: z.string(), as: z.string() }),
      pages: z.array(z.object({ page: z.string(), granted: z.boolean() })),
    }),
  ),
});
export type RoleMenus = z.infer<typeof roleMenusSchema>;

export const roleMenusUpdateSchema = z.object({
  pages: z.array(z.string().min(1).max(100)).max(500),
  version: z.number().int().positive(),
});
