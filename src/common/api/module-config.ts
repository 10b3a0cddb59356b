import { z } from 'zod';
import { inClass } from '../validation/key-filters.ts';
import { words } from '../validation/text.ts';

/** Spec §3 Module configuration: module, sub-module, field, priority, mandatory flag. */
const code = z
  .string()
  .transform((s) => s.trim().toUpperCase())
  .pipe(
    z
      .string()
      .min(1, 'validation.moduleConfig.codeRequired')
      .max(30, 'validation.moduleConfig.codeLength')
      .regex(/^[A-Z][A-Z0-9_]*$/, 'validation.moduleConfig.codeFormat'),
  );
const priority = z
  .number({ message: 'validation.moduleConfig.priority' })
  .int('validation.moduleConfig.priority')
  .min(1, 'validation.moduleConfig.priority')
  .max(999, 'validation.moduleConfig.priority');
const status = z.union([z.literal(0), z.literal(1)]);
const version = z.number().int().positive();

export const configModuleInputSchema = z.object({
  code,
  nameEn: words('validation.moduleConfig.nameRequired', 100).superRefine(inClass('textDigits')),
  nameAs: words('validation.moduleConfig.nameRequired', 100).superRefine(inClass('textDigits')),
  priority,
  status,
});
export const configModuleUpdateSchema = configModuleInputSchema.extend({ version });
export type ConfigModuleInput = z.infer<typeof configModuleInputSchema>;

export const configSubModuleInputSchema = configModuleInputSchema.extend({
  moduleId: z.number({ message: 'validation.moduleConfig.moduleRequired' }).int().positive(),
});
export const configSubModuleUpdateSchema = configSubModuleInputSchema.extend({ version });
export type ConfigSubModuleInput = z.infer<typeof configSubModuleInputSchema>;

export const configFieldInputSchema = z.object({
  subModuleId: z.number({ message: 'validation.moduleConfig.subModuleRequired' }).int().positive(),
  /** The form's field key: the tender form asks for fields by this name. */
  fieldName: z
    .string()
    .trim()
    .min(1, 'validation.moduleConfig.fieldNameRequired')
    .max(60, 'validation.moduleConfig.fieldNameFormat')
    .regex(/^[A-Za-z][A-Za-z0-9]*$/, 'validation.moduleConfig.fieldNameFormat'),
  labelEn: words('validation.moduleConfig.labelRequired', 150).superRefine(inClass('textDigits')),
  labelAs: words('validation.moduleConfig.labelRequired', 150).superRefine(inClass('textDigits')),
  priority,
  mandatory: z.boolean(),
  status,
});
export const configFieldUpdateSchema = configFieldInputSchema.extend({ version });
export type ConfigFieldInput = z.infer<typeof configFieldInputSchema>;

export const configModuleSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEn: z.string(),
  nameAs: z.string(),
  priority: z.number().int(),
  status: z.number().int(),
  version: z.number().int(),
});
export type ConfigModuleDto = z.infer<typeof configModuleSchema>;

export const configSubModuleSchema = configModuleSchema.extend({
  moduleId: z.number().int(),
  moduleCode: z.string(),
});
export type ConfigSubModuleDto = z.infer<typeof configSubModuleSchema>;

export const configFieldSchema = z.object({
  id: z.number().int(),
  subModuleId: z.number().int(),
  subModuleCode: z.string(),
  moduleCode: z.string(),
  fieldName: z.string(),
  labelEn: z.string(),
  labelAs: z.string(),
  priority: z.number().int(),
  mandatory: z.boolean(),
  status: z.number().int(),
  version: z.number().int(),
});
export type ConfigFieldDto = z.infer<typeof configFieldSchema>;

export const configIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const subModuleQuerySchema = z.object({ moduleId: z.coerce.number().int().positive().optional() });
export const fieldQuerySchema = z.object({ subModuleId: z.coerce.number().int().positive().optional() });

/**
 * Spec §3 Module field status / §7 "module field status": for each active module, its active
 * sub-modules and their fields in priority order, with status (shown or not) and the
 * mandatory flag. The tender form asks for module EPUBLISH, sub-module CREATE_TENDER.
 */
export const fieldStatusQuerySchema = z.object({
  module: z.string().trim().max(30).optional(),
  subModule: z.string().trim().max(30).optional(),
});
export const fieldStatusSchema = z.array(
  z.object({
    moduleName: z.string(),
    moduleCode: z.string(),
    listData: z.array(
      z.object({
        subModuleName: z.string(),
        subModuleCode: z.string(),
        fields: z.array(
          z.object({
            fieldName: z.string(),
            label: z.object({ en: z.string(), as: z.string() }),
            status: z.boolean(),
            mandatory: z.boolean(),
            priority: z.number().int(),
          }),
        ),
      }),
    ),
  }),
);
export type FieldStatus = z.infer<typeof fieldStatusSchema>;

/** The module and sub-module the ePublish tender form reads (spec §7). */
export const ePublishModuleCode = 'EPUBLISH';
export const createTenderSubModuleCode = 'CREATE_TENDER';
