import type { Lang } from './i18n/languages.ts';

/**
 * Spec §4 "The helper converts number to word and word to number", §9 "Number-to-words
 * helper: whole numbers 0 to 100", in English and Assamese.
 *
 * Assamese has a separate word for each number to a hundred (no regular tens + units), so the
 * list is written out (the captcha, server/platform/captcha.ts, uses it too). The spelling is the
 * standard (dictionary) one: শ where the word has it (বিশ, একৈশ, ত্ৰিশ, চল্লিশ, পঞ্চাশ), not the
 * phonetic ছ; ৱ in the fifties (একাৱন্ন, বাৱন্ন, চৌৱন্ন, সাতাৱন্ন, আঠাৱন্ন); ৰ throughout
 * (docs/decisions/021). Reading a word back also takes the phonetic ছ and a short উ in ঊন-.
 */
// biome-ignore format: ten numbers to a line, so each word's number can be read off
const assamese = [
  'শূন্য', 'এক', 'দুই', 'তিনি', 'চাৰি', 'পাঁচ', 'ছয়', 'সাত', 'আঠ', 'ন',
  'দহ', 'এঘাৰ', 'বাৰ', 'তেৰ', 'চৈধ্য', 'পোন্ধৰ', 'ষোল্ল', 'সোতৰ', 'ওঠৰ', 'ঊনৈশ',
  'বিশ', 'একৈশ', 'বাইশ', 'তেইশ', 'চৌবিশ', 'পঁচিশ', 'ছাব্বিশ', 'সাতাইশ', 'আঠাইশ', 'ঊনত্ৰিশ',
  'ত্ৰিশ', 'একত্ৰিশ', 'বত্ৰিশ', 'তেত্ৰিশ', 'চৌত্ৰিশ', 'পঁয়ত্ৰিশ', 'ছয়ত্ৰিশ', 'সাতত্ৰিশ', 'আঠত্ৰিশ', 'ঊনচল্লিশ',
  'চল্লিশ', 'একচল্লিশ', 'বিয়াল্লিশ', 'তেতাল্লিশ', 'চৌৱাল্লিশ', 'পঁয়তাল্লিশ', 'ছয়চল্লিশ', 'সাতচল্লিশ', 'আঠচল্লিশ', 'ঊনপঞ্চাশ',
  'পঞ্চাশ', 'একাৱন্ন', 'বাৱন্ন', 'তিপ্পন্ন', 'চৌৱন্ন', 'পঞ্চান্ন', 'ছাপ্পন্ন', 'সাতাৱন্ন', 'আঠাৱন্ন', 'ঊনষাঠি',
  'ষাঠি', 'একষষ্ঠি', 'বাষষ্ঠি', 'তেষষ্ঠি', 'চৌষষ্ঠি', 'পঁয়ষষ্ঠি', 'ছয়ষষ্ঠি', 'সাতষষ্ঠি', 'আঠষষ্ঠি', 'ঊনসত্তৰ',
  'সত্তৰ', 'একসত্তৰ', 'বাসত্তৰ', 'তেসত্তৰ', 'চৌসত্তৰ', 'পঁচসত্তৰ', 'ছয়সত্তৰ', 'সাতসত্তৰ', 'আঠসত্তৰ', 'ঊনআশী',
  'আশী', 'একাশী', 'বিৰাশী', 'তিৰাশী', 'চৌৰাশী', 'পঁচাশী', 'ছিয়াশী', 'সাতাশী', 'অষ্টাশী', 'ঊননব্বৈ',
  'নব্বৈ', 'একানব্বৈ', 'বিৰানব্বৈ', 'তিৰানব্বৈ', 'চৌৰানব্বৈ', 'পঞ্চানব্বৈ', 'ছিয়ানব্বৈ', 'সাতানব্বৈ', 'আঠানব্বৈ', 'নিৰানব্বৈ',
  'এশ',
];

// biome-ignore format: ten numbers to a line
const englishUnits = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine',
  'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
];
const englishTens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function english(n: number): string {
  if (n < 20) return englishUnits[n]!;
  if (n === 100) return 'one hundred';
  const tens = englishTens[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}-${englishUnits[n % 10]}`;
}

export const numberWordsMax = 100;

/** The number in words, or undefined outside the whole numbers 0–100. */
export function numberToWords(n: number, lang: Lang): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n > numberWordsMax) return undefined;
  return lang === 'as' ? assamese[n] : english(n);
}

const byWord: Record<Lang, Map<string, number>> = {
  en: new Map(Array.from({ length: numberWordsMax + 1 }, (_, n) => [english(n), n])),
  as: new Map(assamese.map((w, n) => [w, n])),
};

/**
 * The number a word names, or undefined. English is read in any case, with a hyphen or a
 * space between tens and units, "hundred" or "one hundred"; Assamese as written above.
 */
export function wordsToNumber(words: string, lang: Lang): number | undefined {
  const word = words.trim().replace(/\s+/g, ' ');
  if (lang === 'as') return byWord.as.get(word.replace(/ছ$/, 'শ').replace(/^উন/, 'ঊন'));
  const key = word.toLowerCase().replace(/ (?=one|two|three|four|five|six|seven|eight|nine\b)/, '-');
  return key === 'hundred' ? 100 : byWord.en.get(key);
}
