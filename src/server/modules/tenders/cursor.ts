import { AppError } from '../../platform/errors.ts';

/**
 * Opaque keyset cursors of the public lists (tenders, corrigenda): the last row's sort key as
 * base64url JSON. A cursor that does not decode to what `accept` takes is a field error, never
 * a 500.
 */
export function encodeCursor(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeCursor<T>(
  value: string | undefined,
  accept: (parsed: Record<string, unknown>) => T | undefined,
): T | null {
  if (!value) return null;
  let parsed: T | undefined;
  try {
    parsed = accept(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, unknown>);
  } catch {
    parsed = undefined;
  }
  if (parsed !== undefined) return parsed;
  throw new AppError('VALIDATION_FAILED', undefined, {
    errors: [{ path: 'querystring.cursor', message: 'validation.search.cursor' }],
  });
}

/** A timestamp from either driver (Date or text) as ISO 8601, or null. */
export const iso = (v: unknown): string | null =>
  v === null || v === undefined ? null : (v instanceof Date ? v : new Date(String(v))).toISOString();
