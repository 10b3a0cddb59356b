import { z } from 'zod';
import { inClass } from '../validation/key-filters.ts';

/**
 * What the caller may do with an item now, as every item's DTO carries it (docs/decisions/035):
 * the step's action and whether it needs remarks, both from the item type's declaration on the
 * server (`allowedActions()` in platform/workflow.ts). A screen offers these and no others, and
 * asks for remarks where the server would refuse them blank, without repeating its rules.
 */
export interface AllowedAction<A extends string = string> {
  action: A;
  remarksRequired: boolean;
}

export const allowedActionsSchema = <const A extends readonly [string, ...string[]]>(actions: A) =>
  z.array(z.object({ action: z.enum(actions), remarksRequired: z.boolean() }));

/** Whether the item's allowed actions include this one (a screen's button shows only then). */
export const mayTake = (item: { allowedActions: readonly AllowedAction[] }, action: string) =>
  item.allowedActions.some((a) => a.action === action);

/**
 * The remarks of a decision (spec §5 "Remarks required"; the key filter of remarks, `textDigits`):
 * spaces folded, at most `max` characters, letters, digits and ( ) . , / & _ - only. Whether an
 * action needs them is the declaration's (`remarksRequired`); blank is `undefined`. One schema
 * for the decision panel and the server's request schemas.
 */
export const remarksSchema = (max: number) =>
  z
    .string()
    .max(max, 'validation.text.tooLong')
    .transform((s) => s.replace(/\s+/g, ' ').trim() || undefined)
    .superRefine(inClass('textDigits'));
