import type { z } from 'zod';

/** The message key of spec §5 Search: 'Please enter at least one field to search.' */
export const atLeastOneFieldKey = 'validation.search.atLeastOne';

/** A search value left empty: nothing, blank text, or an empty choice list. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Spec §5 Search: "At least one search field is required: 'Please enter at least one field to
 * search.'" The one refinement every search form without a default listing adds to its schema
 * (`.superRefine(atLeastOneSearchField())`), and the server with it where a search endpoint has
 * no default. `fields` limits which keys count as search fields (paging and sorting do not);
 * by default every key does. The issue is on the whole form (path []), as the message is.
 */
export function atLeastOneSearchField<T extends Record<string, unknown>>(fields?: readonly (keyof T)[]) {
  return (values: T, ctx: z.RefinementCtx) => {
    const keys = fields ?? (Object.keys(values) as (keyof T)[]);
    if (keys.every((key) => isEmpty(values[key]))) {
      ctx.addIssue({ code: 'custom', message: atLeastOneFieldKey, path: [] });
    }
  };
}
