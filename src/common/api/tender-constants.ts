/**
 * Constants of the public tender API without its schemas (issue #13): a page that needs only
 * these (home) does not load tenders.ts, which builds zod schemas at module level and so
 * brings all of zod (24 KiB gzipped) into the page's first load. tenders.ts re-exports them.
 */

/** Spec §9 due-date filters: closing today, tomorrow, within 7, 15 or 30 days. */
export const closingWindows = ['today', 'tomorrow', '7', '15', '30'] as const;
export type ClosingWindow = (typeof closingWindows)[number];
