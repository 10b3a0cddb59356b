/**
 * Numbers as India writes them (spec §8 "Currency: rupees; tender value in lakhs"): digits in
 * groups of two above the thousands (12,34,567.50), Latin digits in both languages
 * (docs/decisions/008). Pure, so the number field and its tests share them.
 */
const grouping = {
  whole: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, useGrouping: true }),
  rupees: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
  decimal: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 6 }),
};
export type NumberKind = keyof typeof grouping;

/** A form value as the field shows it when not being edited: grouped, or as typed when not a number. */
export function groupIndian(value: unknown, kind: NumberKind): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  // Grouping never rounds a value away: one the schema will refuse (a third decimal of a rupee
  // amount, a fraction of a day) is shown exactly as it is, so the user sees what is wrong.
  const shown = grouping[kind].format(value);
  return Number(shown.replace(/,/g, '')) === value ? shown : grouping.decimal.format(value);
}

/**
 * What was typed → the form value: empty is null (a draft may leave it out), grouping commas and
 * spaces are dropped, a number is a number; anything else stays text for the shared schema to
 * refuse in words (its `z.number({ message })`), never silently made a number or dropped.
 */
export function parseIndian(input: unknown): number | string | null {
  const text = String(input ?? '')
    .replace(/[,\s]/g, '')
    .trim();
  if (text === '') return null;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : String(input).trim();
}
