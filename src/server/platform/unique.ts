import { AppError } from './errors.ts';

/**
 * Rules that allow one of something (one award per tender, one open corrigendum per tender, one
 * pending change per organisation unit, one login id …) are held by a unique index, partial
 * where the rule counts only some states (issue #23 item 2). A check before the insert gives
 * the clear answer in the ordinary case; under a race both checks pass and the index refuses
 * the second insert with SQLSTATE 23505. This module turns that refusal into the same answer
 * the check gives, never a 500 and never a second row.
 */

/**
 * The name of the unique index (or constraint) a failed write ran into, or undefined when the
 * failure is something else. node-postgres and PGlite both report 23505; Drizzle wraps the
 * driver's error, so the cause chain is searched. PGlite may leave `constraint` empty, so the
 * message ("… violates unique constraint "name"") stands in for it.
 */
export function uniqueViolation(error: unknown): string | undefined {
  let e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (e.code === '23505') {
      if (typeof e.constraint === 'string' && e.constraint) return e.constraint;
      return typeof e.message === 'string' ? (/"([^"]+)"/.exec(e.message)?.[1] ?? e.message) : '';
    }
    if (e.cause === e) break;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** "There is one already": 409 ALREADY_EXISTS with the rule's own message on its field. */
export function alreadyExists(path: string, message: string) {
  return new AppError('ALREADY_EXISTS', undefined, { errors: [{ path, message }] });
}

/**
 * Runs a write; a unique-index refusal becomes the error its index maps to. A violation of an
 * index not in the map is rethrown unchanged (a bug to see, not a rule to translate).
 */
export async function oneAllowed<T>(
  work: () => Promise<T>,
  refusals: Record<string, () => Error>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const index = uniqueViolation(error);
    const refusal = index === undefined ? undefined : refusals[index];
    if (refusal) throw refusal();
    throw error;
  }
}
