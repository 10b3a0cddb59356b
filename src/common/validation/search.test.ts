import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { atLeastOneFieldKey, atLeastOneSearchField } from './search.ts';

const schema = z
  .object({
    q: z.string().optional(),
    district: z.string().optional(),
    types: z.array(z.string()),
    page: z.number(),
  })
  .superRefine(atLeastOneSearchField(['q', 'district', 'types']));

describe("spec §5 Search: 'Please enter at least one field to search.'", () => {
  it('refuses a search with every search field empty, blank or an empty list, on the whole form', () => {
    const result = schema.safeParse({ q: '   ', district: undefined, types: [], page: 2 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: atLeastOneFieldKey, path: [] }),
    ]);
    expect(atLeastOneFieldKey).toBe('validation.search.atLeastOne');
  });

  it('takes any one field given; paging is not a search field', () => {
    expect(schema.safeParse({ q: 'road', types: [], page: 1 }).success).toBe(true);
    expect(schema.safeParse({ district: 'Kamrup', types: [], page: 1 }).success).toBe(true);
    expect(schema.safeParse({ types: ['Works'], page: 1 }).success).toBe(true);
  });

  it('counts every key when no fields are named', () => {
    const any = z.object({ a: z.string(), b: z.number().optional() }).superRefine(atLeastOneSearchField());
    expect(any.safeParse({ a: '' }).success).toBe(false);
    expect(any.safeParse({ a: '', b: 0 }).success).toBe(true);
  });
});
