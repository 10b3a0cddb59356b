/**
 * Spec §4 "Status codes of a shared helper": one mapping of the portal's status codes, used
 * wherever a status is shown, so a code reads the same on every page. "The helper converts
 * number to word and word to number": `statusWord` and `statusCode`; the word is also the key
 * of its label in the common catalogue (`status.<word>`).
 */
export const statusWords = [
  'inactive', // 0
  'active', // 1
  'pending', // 2
  'blocked', // 3
  'yetToPublish', // 4
  'unpublish', // 5
  'reject', // 6
  'cancel', // 7
] as const;
export type StatusWord = (typeof statusWords)[number];

export function statusWord(code: number): StatusWord | undefined {
  return statusWords[code];
}

export function statusCode(word: string): number | undefined {
  const code = statusWords.indexOf(word as StatusWord);
  return code < 0 ? undefined : code;
}

/** The label's key in the common catalogue; an unknown code reads as "Unknown status". */
export function statusMessageKey(code: number): string {
  return `status.${statusWord(code) ?? 'unknown'}`;
}
