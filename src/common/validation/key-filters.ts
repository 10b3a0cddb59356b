import type { z } from 'zod';
import { constants } from '../constants.ts';

/**
 * Spec §5 "Key-press filters", quoted:
 *   - Letters, space, and ( ) , . _ / - : no leading space and no two consecutive spaces
 *     ('Multiple consecutive spaces are not allowed'). Pasted text with other characters gives
 *     'Pasted content contains invalid characters'.
 *   - Letters, digits, and ( ) . , / space & _ -.
 *   - Letters and space only.
 *   - Digits only.
 *   - Digits and dot.
 *   - Letters, digits, hyphen, slash, space, underscore.
 *   - A word of 30 or more characters is rejected.
 *
 * One pure module for both sides: the browser refuses the key or the paste (use-key-filter.ts),
 * the server refuses the same text in the request schema (`inClass`), so a request sent without
 * the browser gets the same answer. The leading-space, double-space and long-word rules apply
 * to every class (docs/decisions/021).
 *
 * "Letters" are the letters of any script with their combining signs (Assamese vowel signs and
 * virama are marks, \p{M}), the zero-width joiners Assamese spelling needs (র‍্য) and the ’ Assamese
 * writes for an o sound (ন’ডেল, ম’বাইল): the portal
 * is bilingual and every name has an Assamese form. "Digits" in the two text classes also take
 * the Assamese digits ০–৯; the digits-only and decimal classes take 0–9 only, because the server
 * reads them as numbers (docs/decisions/021).
 */
export const keyClasses = ['text', 'textDigits', 'name', 'digits', 'decimal', 'code'] as const;
export type KeyClass = (typeof keyClasses)[number];

/** Letters with their marks, the zero-width (non-)joiners, and ’ (U+2019), Assamese's o-sign (ন’ডেল). */
const letters = '\\p{L}\\p{M}\\u200C\\u200D\\u2019';
const digits = '0-9\\u09E6-\\u09EF';

/** The characters of each class, as a regular-expression character set. */
const classCharacters: Record<KeyClass, string> = {
  /** Letters, space, and ( ) , . _ / - */
  text: `${letters} (),._/\\-`,
  /** Letters, digits, and ( ) . , / space & _ - */
  textDigits: `${letters}${digits} ().,/&_\\-`,
  /** Letters and space only. */
  name: `${letters} `,
  /** Digits only. */
  digits: '0-9',
  /** Digits and dot. */
  decimal: '0-9.',
  /** Letters, digits, hyphen, slash, space, underscore. */
  code: `${letters}${digits}\\-/ _`,
};

const classPattern = Object.fromEntries(
  keyClasses.map((c) => [c, new RegExp(`^[${classCharacters[c]}]$`, 'u')]),
) as Record<KeyClass, RegExp>;

/** Whether one character (a code point) belongs to the class. */
export function inKeyClass(keyClass: KeyClass, character: string): boolean {
  return classPattern[keyClass].test(character);
}

/** Why an insertion is refused; each maps to a message key (`keyFilterMessages`). */
export type KeyProblem = 'character' | 'leadingSpace' | 'doubleSpace' | 'longWord' | 'pasteInvalid';

/** Message keys of the common catalogue, the spec's wording where it gives one. */
export const keyFilterMessages: Record<Exclude<KeyProblem, 'character'>, string> & {
  character: Record<KeyClass, string>;
} = {
  character: {
    text: 'validation.keyFilter.allowed.text',
    textDigits: 'validation.keyFilter.allowed.textDigits',
    name: 'validation.keyFilter.allowed.name',
    digits: 'validation.keyFilter.allowed.digits',
    decimal: 'validation.keyFilter.allowed.decimal',
    code: 'validation.keyFilter.allowed.code',
  },
  leadingSpace: 'validation.keyFilter.leadingSpace',
  /** 'Multiple consecutive spaces are not allowed' */
  doubleSpace: 'validation.keyFilter.doubleSpace',
  /** 'A word of 30 or more characters is not allowed' (the existing key of text.ts). */
  longWord: 'validation.text.wordTooLong',
  /** 'Pasted content contains invalid characters' */
  pasteInvalid: 'validation.keyFilter.pasteInvalid',
};

/** The message key for a problem of a class. */
export function keyProblemMessage(keyClass: KeyClass, problem: KeyProblem): string {
  return problem === 'character' ? keyFilterMessages.character[keyClass] : keyFilterMessages[problem];
}

/** The longest word of a text, in characters (spec §5: words of 30 or more are refused). */
export const longestWord = (s: string) => Math.max(0, ...s.split(' ').map((w) => [...w].length));

/** The first problem of a whole value (what the server judges), or null. */
export function textProblem(keyClass: KeyClass, value: string): Exclude<KeyProblem, 'pasteInvalid'> | null {
  if ([...value].some((c) => !inKeyClass(keyClass, c))) return 'character';
  if (value.startsWith(' ')) return 'leadingSpace';
  if (value.includes('  ')) return 'doubleSpace';
  if (longestWord(value) >= constants.wordMaxLength) return 'longWord';
  return null;
}

/**
 * The same rules for the server, as a zod refinement on a string schema:
 * `words('…Required', 100).superRefine(inClass('name'))`. Empty and null values pass (whether
 * a field is required is the schema's own rule).
 */
export function inClass(keyClass: KeyClass) {
  return (value: string | null | undefined, ctx: z.RefinementCtx) => {
    // One message per field: a value its own schema already refused (`words()` refuses a
    // 30-character word with the same message) is not judged again.
    if (!value || ctx.issues.length) return;
    const problem = textProblem(keyClass, value);
    if (problem) ctx.addIssue({ code: 'custom', message: keyProblemMessage(keyClass, problem) });
  };
}
