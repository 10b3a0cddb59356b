/**
 * Number and date formatting (spec §9): rupees with Indian digit grouping (₹12,34,567.00)
 * and dates as dd-mm-yyyy with optional hh:mm. Both languages use Latin digits, as the
 * state's procurement documents do, so a figure reads the same in English and Assamese.
 */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const indianNumber = new Intl.NumberFormat('en-IN');

export function formatRupees(amount: number): string {
  return inr.format(amount);
}

export function formatCount(n: number): string {
  return indianNumber.format(n);
}

/** dd-mm-yyyy, or dd-mm-yyyy hh:mm with `withTime`; in the given IANA time zone (IST by default). */
export function formatDate(date: Date, options: { withTime?: boolean; timeZone?: string } = {}): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: options.timeZone ?? 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${get('day')}-${get('month')}-${get('year')}`;
  return options.withTime ? `${day} ${get('hour')}:${get('minute')}` : day;
}

/** Parses dd-mm-yyyy (the spec's display format) into a calendar date; undefined when invalid. */
export function parseDisplayDate(text: string): { year: number; month: number; day: number } | undefined {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return undefined;
  }
  return { year, month, day };
}

/**
 * The `Intl` locale of a page language (issue #14 item 7): Assamese month and weekday names
 * from `as`, with Latin digits (`-u-nu-latn`, decision 008: one digit system on every page).
 */
export function intlLocale(lang: 'en' | 'as'): string {
  return lang === 'as' ? 'as-IN-u-nu-latn' : 'en-IN';
}

const monthAbbreviations = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * Assamese month and weekday names (CLDR, as Node's full ICU gives them). Written out rather
 * than asked of `Intl`: Chromium ships trimmed locale data without Assamese and answered in
 * English ("December 20, 2024" on an Assamese page), and a page the server renders in Node
 * must read the same in the browser that hydrates it (docs/decisions/030).
 */
const assameseMonths = [
  'জানুৱাৰী',
  'ফেব্ৰুৱাৰী',
  'মাৰ্চ',
  'এপ্ৰিল',
  'মে’',
  'জুন',
  'জুলাই',
  'আগষ্ট',
  'ছেপ্তেম্বৰ',
  'অক্টোবৰ',
  'নৱেম্বৰ',
  'ডিচেম্বৰ',
];
/** Monday first. */
const assameseWeekdays = {
  long: ['সোমবাৰ', 'মঙ্গলবাৰ', 'বুধবাৰ', 'বৃহস্পতিবাৰ', 'শুক্ৰবাৰ', 'শনিবাৰ', 'দেওবাৰ'],
  short: ['সোম', 'মঙ্গল', 'বুধ', 'বৃহ', 'শুক্ৰ', 'শনি', 'দেও'],
};

/** "December 2024" / "ডিচেম্বৰ 2024" (month 0–11). */
export function formatMonthYear(year: number, month: number, lang: 'en' | 'as'): string {
  if (lang === 'as') return `${assameseMonths[month]} ${year}`;
  return new Intl.DateTimeFormat(intlLocale(lang), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month, 1)));
}

/** A weekday's name, `weekday` 0 = Monday … 6 = Sunday. */
export function weekdayName(weekday: number, lang: 'en' | 'as', style: 'long' | 'short'): string {
  if (lang === 'as') return assameseWeekdays[style][weekday] ?? '';
  return new Intl.DateTimeFormat(intlLocale(lang), { weekday: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + weekday)),
  );
}

/**
 * A calendar date written dd-Mon-yyyy (spec §9 footer version date, "20-Dec-2024") in the page's
 * language: English keeps the spec's form; Assamese names the month in Assamese
 * ("20 ডিচেম্বৰ, 2024"). Unreadable input is returned as it is.
 */
export function formatNamedDate(text: string, lang: 'en' | 'as'): string {
  const m = /^(\d{2})-([A-Z][a-z]{2})-(\d{4})$/.exec(text);
  const month = m ? monthAbbreviations.indexOf(m[2]!) : -1;
  if (!m || month < 0 || lang === 'en') return text;
  return `${Number(m[1])} ${assameseMonths[month]}, ${m[3]}`;
}
