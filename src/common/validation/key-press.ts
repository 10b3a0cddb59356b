import { constants } from '../constants.ts';
import { inKeyClass, type KeyClass, type KeyProblem, longestWord } from './key-filters.ts';

/**
 * Spec §5 key-press and paste filters as the browser applies them, key by key (useKeyFilter):
 * apart from key-filters.ts, whose whole-value rules the schemas use on every page, so that
 * this code loads only with the forms that filter keys (issue #13 first-load budget).
 */

const doubleSpaces = (s: string) => s.split('  ').length - 1;

/**
 * The problem with inserting `inserted` into `value` over the selection start…end (the caret
 * when they are equal), or null when the insertion is allowed. Only what the insertion itself
 * would cause counts: a value that arrived already imperfect can still be edited.
 */
export function insertionProblem(
  keyClass: KeyClass,
  value: string,
  inserted: string,
  start = value.length,
  end = start,
): Exclude<KeyProblem, 'pasteInvalid'> | null {
  if ([...inserted].some((c) => !inKeyClass(keyClass, c))) return 'character';
  const before = value.slice(0, start) + value.slice(end);
  const after = value.slice(0, start) + inserted + value.slice(end);
  if (after.startsWith(' ') && !before.startsWith(' ')) return 'leadingSpace';
  if (doubleSpaces(after) > doubleSpaces(before)) return 'doubleSpace';
  const longest = longestWord(after);
  if (longest >= constants.wordMaxLength && longest > longestWord(before)) return 'longWord';
  return null;
}

/**
 * Whether a key typed into `currentValue` is accepted. Keys that insert nothing (Backspace,
 * arrows, Tab, Enter: names longer than one character) are always accepted.
 */
export function allowsKey(
  keyClass: KeyClass,
  currentValue: string,
  key: string,
  start?: number,
  end?: number,
): boolean {
  return keyProblem(keyClass, currentValue, key, start, end) === null;
}

/** The problem with a typed key, or null (see `allowsKey`). */
export function keyProblem(
  keyClass: KeyClass,
  currentValue: string,
  key: string,
  start?: number,
  end?: number,
): Exclude<KeyProblem, 'pasteInvalid'> | null {
  if ([...key].length !== 1) return null;
  return insertionProblem(keyClass, currentValue, key, start, end);
}

/**
 * Spec §5: "Pasted text with other characters gives 'Pasted content contains invalid
 * characters'". A pasted word of 30 or more characters is refused as typing it would be.
 * Spaces are judged once the paste is in place (`pasteIntoProblem`).
 */
export function pasteProblem(keyClass: KeyClass, text: string): 'pasteInvalid' | 'longWord' | null {
  if ([...text].some((c) => !inKeyClass(keyClass, c))) return 'pasteInvalid';
  if (longestWord(text) >= constants.wordMaxLength) return 'longWord';
  return null;
}

/** A paste into a value over a selection: the paste's own problems, then the spaces it would make. */
export function pasteIntoProblem(
  keyClass: KeyClass,
  value: string,
  text: string,
  start = value.length,
  end = start,
): KeyProblem | null {
  return pasteProblem(keyClass, text) ?? insertionProblem(keyClass, value, text, start, end);
}
