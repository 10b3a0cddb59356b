import { formatCount, formatDate, formatRupees } from '../../common/format.ts';

/** Spec §9: dd-mm-yyyy hh:mm in IST; an empty value is shown as a dash by the caller. */
export function dateTime(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatDate(date, { withTime: true });
}

export function dateOnly(iso: string | null): string | null {
  if (!iso) return null;
  // A calendar date (yyyy-mm-dd) is shown as it is, without a time-zone shift.
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (plain) return `${plain[3]}-${plain[2]}-${plain[1]}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatDate(date);
}

/** Rupees with Indian grouping (₹12,34,567.00), or the "not disclosed" words. */
export function rupeesOr(value: number | null, notDisclosed: string): string {
  return value === null ? notDisclosed : formatRupees(value);
}

/** A file's size in whole kilobytes, at least 1 (the document lists: tenders, content). */
export function kilobytes(bytes: number): string {
  return formatCount(Math.max(1, Math.round(bytes / 1024)));
}
