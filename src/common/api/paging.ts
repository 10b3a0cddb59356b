import { z } from 'zod';
import { constants } from '../constants.ts';

/**
 * Spec §5 Search: "Keyword search needs at least 3 characters ('Keyword should contain minimum
 * of 3 Characters'). Master keyword searches likewise." The one keyword field of every list
 * (docs/decisions/018): trimmed, empty means none, at most 200 characters.
 */
export const keywordSchema = z
  .string()
  .trim()
  .max(200, 'validation.text.tooLong')
  .refine((q) => q.length === 0 || q.length >= constants.keywordMinLength, 'validation.search.keywordMin');

/** The largest page any list serves; page numbers stop at 10,000 (deep pages: use a cursor). */
export const maxPageSize = 100;

/**
 * The two paged response shapes (docs/decisions/018), from one pair of schemas: a list chooses
 * numbered pages (admin lists: small, jump to page n) or a keyset cursor (public lists that grow
 * to a million rows). Both carry `items` and `total`.
 */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const cursorQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(maxPageSize).default(20),
});

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), pageSize: z.number().int() });
}

export function cursorPagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), nextCursor: z.string().nullable() });
}

export type Paged<T> = { items: T[]; total: number; pageSize: number };
export type CursorPaged<T> = { items: T[]; total: number; nextCursor: string | null };
