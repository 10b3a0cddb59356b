/**
 * The clock of section 38 of the Assam Public Procurement Act (issue #25; spec §9 "Expiry timer:
 * 30 days from a given date, counts remaining days or 'EXPIRED'"; docs/decisions/040). Every date
 * here is a calendar day in India (IST, UTC+05:30, no daylight saving) written yyyy-mm-dd, the
 * way the Act counts days: "within ten days of the decision" means on or before the tenth day
 * after it.
 */

export const appealDays = {
  /** s.38(1): an appeal within ten days of the decision, action or omission. */
  firstAppeal: 10,
  /** s.38(4): the officer decides within thirty days of the appeal. */
  firstDecision: 30,
  /** s.38(2): a second appeal within fifteen days of the order, or of the day the thirty days ran out. */
  secondAppeal: 15,
  /** s.38(4): the second authority decides within thirty days. */
  secondDecision: 30,
} as const;

const istOffsetMs = 330 * 60_000;
const dayMs = 86_400_000;

/** The calendar day in India of an instant. */
export function istDay(instant: Date): string {
  return new Date(instant.getTime() + istOffsetMs).toISOString().slice(0, 10);
}

/** yyyy-mm-dd plus n days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/** The last day a first appeal may be filed on a decision of `decisionDay`. */
export const firstAppealLastDay = (decisionDay: string) => addDays(decisionDay, appealDays.firstAppeal);

/** The day an authority's thirty days end, counted from the day the appeal was filed. */
export const decisionDueDay = (filedDay: string, level: 1 | 2) =>
  addDays(filedDay, level === 1 ? appealDays.firstDecision : appealDays.secondDecision);

/**
 * The last day of a second appeal: fifteen days from the level I order, or, when the officer did
 * not decide in time, from the day the thirty days ran out (its due day).
 */
export function secondAppealLastDay(first: { decidedDay: string | null; dueDay: string }): string {
  return addDays(first.decidedDay ?? first.dueDay, appealDays.secondAppeal);
}

/** Remaining days to a due day (0 on the day itself), or 'expired' once it has passed (§9). */
export function remainingDays(dueDay: string, today: string): number | 'expired' {
  const n = daysBetween(today, dueDay);
  return n < 0 ? 'expired' : n;
}

/**
 * Spec §9: "Fine for a vexatious appeal: up to twenty lakh rupees or five per cent of procurement
 * value, whichever is less." Without a disclosed value the cap is twenty lakh.
 */
export const vexatiousFineCapInr = 2_000_000;
export function vexatiousFineInr(procurementValueInr: number | null): number {
  if (procurementValueInr === null) return vexatiousFineCapInr;
  return Math.min(vexatiousFineCapInr, Math.round(procurementValueInr * 5) / 100);
}
