import { formatDate, parseDisplayDate } from '../../../common/format.ts';

/**
 * Spec §9 date formats: people read and type dd-mm-yyyy (with hh:mm, in IST); the API carries
 * yyyy-mm-dd and ISO instants. These convert between the two for the date inputs. Text that
 * does not parse is passed through unchanged so the shared schema reports it in words.
 */
export function isoDateToText(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : iso;
}

export function textToIsoDate(text: string): string {
  const date = parseDisplayDate(text);
  if (!date) return text.trim();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** An instant shown as dd-mm-yyyy hh:mm in IST. */
export function isoInstantToText(iso: string | null | undefined): string {
  if (!iso) return '';
  // Only an ISO instant is shown as a date: text being typed ("2", "27-12") stays as typed, where
  // Date would read "2" as 01-02-2001 and overwrite it under the cursor.
  if (!/^\d{4}-\d{2}-\d{2}T/.test(iso)) return iso;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(date, { withTime: true });
}

/**
 * dd-mm-yyyy hh:mm read as IST (UTC+05:30, no daylight saving) → ISO instant. Anything else is
 * kept exactly as typed (the schema refuses it in words): trimming it would eat the space
 * between the date and the time as it is typed.
 */
export function textToIsoInstant(text: string): string {
  const m = /^(\d{2}-\d{2}-\d{4})\s+(\d{2}):(\d{2})$/.exec(text.trim());
  const date = m ? parseDisplayDate(m[1]!) : undefined;
  if (!m || !date) return text;
  const [hour, minute] = [Number(m[2]), Number(m[3])];
  if (hour > 23 || minute > 59) return text;
  const utc = Date.UTC(date.year, date.month - 1, date.day, hour, minute) - 330 * 60_000;
  return new Date(utc).toISOString();
}
