/**
 * Issue #14 item 5: how soon a tender closes, in words a bidder reads at a glance ("closes in
 * 3 h", "closes today", "closes tomorrow", "closes in 2 days", "closed"). Calendar days are
 * counted in IST (spec §9: the portal's times are IST), whatever the browser's time zone.
 * The words come from the message catalogues (`urgency.*`, plural forms by i18next).
 */
export type ClosingUrgency =
  | { key: 'closed' }
  | { key: 'minutes'; count: number }
  | { key: 'hours'; count: number }
  | { key: 'today' }
  | { key: 'tomorrow' }
  | { key: 'days'; count: number };

/** Within this many hours the label counts hours, even across midnight: a deadline is near. */
export const hoursWindow = 6;

const istOffsetMs = 330 * 60_000;
const dayMs = 86_400_000;

/** Days since the epoch of the IST calendar day an instant falls on. */
function istDay(ms: number): number {
  return Math.floor((ms + istOffsetMs) / dayMs);
}

export function closingUrgency(closingAt: Date, now: Date): ClosingUrgency {
  const left = closingAt.getTime() - now.getTime();
  if (Number.isNaN(left) || left <= 0) return { key: 'closed' };
  if (left < 3_600_000) return { key: 'minutes', count: Math.max(1, Math.floor(left / 60_000)) };
  if (left < hoursWindow * 3_600_000) return { key: 'hours', count: Math.floor(left / 3_600_000) };
  const days = istDay(closingAt.getTime()) - istDay(now.getTime());
  if (days === 0) return { key: 'today' };
  if (days === 1) return { key: 'tomorrow' };
  return { key: 'days', count: days };
}
