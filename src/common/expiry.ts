/**
 * Spec §9 "Expiry timer: 30 days from a given date, counts remaining days or 'EXPIRED'".
 * The deadline is the same moment thirty days on; a part of a day left counts as a day, so the
 * last day shows "1 day left" and the moment after the deadline shows EXPIRED.
 */
export const expiryDays = 30;
const dayMs = 86_400_000;

export type Expiry = { expired: true } | { expired: false; daysLeft: number };

export function expiryOf(from: Date, now: Date = new Date()): Expiry {
  const left = from.getTime() + expiryDays * dayMs - now.getTime();
  return left <= 0 ? { expired: true } : { expired: false, daysLeft: Math.ceil(left / dayMs) };
}

/** The message and its values for the common catalogue: "EXPIRED", or "{{count}} days left". */
export function expiryMessage(expiry: Expiry): { key: string; values?: { count: number } } {
  return expiry.expired
    ? { key: 'expiry.expired' }
    : { key: 'expiry.daysLeft', values: { count: expiry.daysLeft } };
}
