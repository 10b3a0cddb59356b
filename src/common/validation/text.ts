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
