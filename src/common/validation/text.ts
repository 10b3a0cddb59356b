import { z } from 'zod';
import { constants } from '../constants.ts';

/**
 * Spec §5: "Text values in posted objects have whitespace collapsed and trimmed", and "a word of
 * 30 or more characters is rejected". A required text field with both rules; messages are keys.
 */
export function words(requiredKey: string, max = 200) {
  return z
    .string()
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, requiredKey)
        .max(max, 'validation.text.tooLong')
        .refine(
          (s) => s.split(' ').every((w) => [...w].length < constants.wordMaxLength),
          'validation.text.wordTooLong',
        ),
    );
}

/**
 * An optional text field with the same §5 rules: empty (or missing) is null. Note the inner
 * rules run only on a string; null passes as null, so a stored value parses again unchanged.
 */
export function optionalWords(max = 200) {
  return z
    .string()
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .max(max, 'validation.text.tooLong')
        .refine(
          (s) => s.split(' ').every((w) => [...w].length < constants.wordMaxLength),
          'validation.text.wordTooLong',
        ),
    )
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional()
    .transform((s) => s ?? null);
}
