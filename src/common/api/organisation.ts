import { z } from 'zod';
import { constants } from '../constants.ts';
import {
  type OrgLevel,
  orgApprovalStates,
  orgChangeActions,
  orgChangeKinds,
  orgChangeStates,
} from '../organisation.ts';
import { inClass } from '../validation/key-filters.ts';
import { optionalWords, words } from '../validation/text.ts';
import { keywordSchema, pagedSchema, pageQuerySchema } from './paging.ts';
import { allowedActionsSchema } from './workflow.ts';

/** Spec §5 Search: a master keyword needs at least 3 characters. */
const keyword = keywordSchema.optional();

/** Optional free text: whitespace collapsed (§5), empty means none, 30-character word rule. */
const optionalText = optionalWords;

/** Spec §5 "Short code: unique, at most 6 characters"; letters and digits, kept in capitals. */
export const shortCodeSchema = z
  .string()
  .transform((s) => s.trim().toUpperCase())
  .pipe(
    z
      .string()
      .min(1, 'validation.organisation.shortCodeRequired')
      .max(constants.shortCodeMaxLength, 'validation.organisation.shortCodeLength')
      .regex(/^[A-Z0-9]+$/, 'validation.organisation.shortCodeFormat'),
  );

const unitValues = {
  parentId: z.number().int().positive().nullable(),
  name: words('validation.organisation.nameRequired', 200).superRefine(inClass('textDigits')),
  description: optionalText(500).superRefine(inClass('textDigits')),
  shortCode: shortCodeSchema,
  /** Spec §4 status codes: 0 inactive, 1 active. */
  status: z.union([z.literal(0), z.literal(1)]),
  visible: z.boolean(),
};

/** Spec §5 'Remarks required' (also when the field is missing altogether). */
const requiredRemarks = z
  .string({ message: 'validation.remarks.required' })
  .pipe(words('validation.remarks.required', 500))
  .superRefine(inClass('textDigits'));

/** Level one has no parent; every other level names its parent one level up (spec §3). */
function parentRule(level: OrgLevel) {
  return (value: { parentId: number | null }, ctx: z.RefinementCtx) => {
    if (level > 1 && value.parentId === null)
      ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'validation.organisation.parentRequired' });
    if (level === 1 && value.parentId !== null)
      ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'validation.organisation.noParent' });
  };
}

/** masterentrylevel…: a new unit, sent to approval. One schema for the form and the server. */
export const orgUnitCreateSchema = (level: OrgLevel) => z.object(unitValues).superRefine(parentRule(level));
export type OrgUnitCreate = z.infer<ReturnType<typeof orgUnitCreateSchema>>;

/** mastermodifylevel…/{id}: a change to a unit, sent to approval; spec §5 'Remarks required'. */
export const orgUnitUpdateSchema = (level: OrgLevel) =>
  z
    .object({
      ...unitValues,
      remarks: requiredRemarks,
      /** Optimistic lock: the unit's version the form was loaded with. */
      version: z.number().int().positive(),
    })
    .superRefine(parentRule(level));
export type OrgUnitUpdate = z.infer<ReturnType<typeof orgUnitUpdateSchema>>;

/** A rejected proposal, corrected by its creator and sent again (version: the proposal's). */
export const orgChangeResendSchema = orgUnitUpdateSchema;

export const orgApproveSchema = z.object({
  remarks: optionalText(500).superRefine(inClass('textDigits')),
  version: z.number().int().positive(),
});
/** Spec §4 "reject back to creator" with remarks (§5 'Remarks required'). */
export const orgRejectSchema = z.object({ remarks: requiredRemarks, version: z.number().int().positive() });
export const orgRemoveSchema = orgApproveSchema;

export const orgUnitSearchSchema = z.object({ q: keyword }).extend(pageQuerySchema.shape);

export const orgIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const chainLink = z.object({ id: z.number().int(), level: z.number().int(), name: z.string() });

export const orgChangeSchema = z.object({
  id: z.number().int(),
  orgUnitId: z.number().int(),
  kind: z.enum(orgChangeKinds),
  state: z.enum(orgChangeStates),
  parentId: z.number().int().nullable(),
  /** The proposed parent's chain from level one, the parent last. */
  parentChain: z.array(chainLink),
  name: z.string(),
  description: z.string().nullable(),
  shortCode: z.string(),
  status: z.number().int(),
  visible: z.boolean(),
  proposedBy: z.string(),
  proposedAt: z.string(),
  remarks: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionRemarks: z.string().nullable(),
  version: z.number().int(),
  /**
   * What the caller may do with it now, each with whether it needs remarks (the workflow's own
   * answer, docs/decisions/035; the server checks again when they do).
   */
  allowedActions: allowedActionsSchema(orgChangeActions),
});
export type OrgChangeDto = z.infer<typeof orgChangeSchema>;

export const orgUnitRowSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  parentId: z.number().int().nullable(),
  /** Ancestors from level one down to the parent. */
  chain: z.array(chainLink),
  name: z.string(),
  description: z.string().nullable(),
  shortCode: z.string().nullable(),
  status: z.number().int(),
  visible: z.boolean(),
  approvalState: z.enum(orgApprovalStates),
  version: z.number().int(),
  /** The proposal waiting for a decision or for its creator, if any. */
  openChange: z
    .object({ id: z.number().int(), kind: z.enum(orgChangeKinds), state: z.enum(orgChangeStates) })
    .nullable(),
});
export type OrgUnitRow = z.infer<typeof orgUnitRowSchema>;

export const orgUnitPageSchema = pagedSchema(orgUnitRowSchema);
export type OrgUnitPage = z.infer<typeof orgUnitPageSchema>;

export const orgUnitDetailSchema = z.object({
  unit: orgUnitRowSchema,
  /** Every proposal for the unit, newest first: the record an auditor reads. */
  changes: z.array(orgChangeSchema),
});
export type OrgUnitDetail = z.infer<typeof orgUnitDetailSchema>;

export const orgParentOptionSchema = z.object({ id: z.number().int(), path: z.string() });
export type OrgParentOption = z.infer<typeof orgParentOptionSchema>;

export const orgWriteResultSchema = z.object({ unitId: z.number().int(), changeId: z.number().int() });

/** Public read of the hierarchy (tender search, user creation): approved, active, visible units. */
export const publicOrgUnitQuerySchema = z.object({
  level: z.coerce.number().int().min(1).max(8).optional(),
  parentId: z.coerce.number().int().positive().optional(),
  q: keyword,
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const publicOrgUnitSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  shortCode: z.string().nullable(),
});
export type PublicOrgUnit = z.infer<typeof publicOrgUnitSchema>;
export const publicOrgUnitWithChainSchema = publicOrgUnitSchema.extend({ chain: z.array(chainLink) });
