/**
 * Small shapers from database rows to API values, shared by the modules' views so that a date
 * and a person's name read the same in every answer.
 */

/** A timestamp column as the API's ISO 8601 instant (PGlite hands back Dates, some raw reads strings). */
export const instantOf = (d: Date | string) => new Date(d).toISOString();

/** A user's name as shown beside an action ("entered by", "decided by"): first and last name. */
export const personName = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ');
