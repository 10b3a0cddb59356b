import type { Db } from '../../db/client.ts';
import { incrementVisitCount, readVisitCount } from './queries.ts';

/** A visit is counted once per browser session; the browser decides when a session starts. */
export function recordVisit(options: { db: Db }): Promise<number> {
  return incrementVisitCount(options.db);
}

export function getVisitCount(options: { db: Db }): Promise<number> {
  return readVisitCount(options.db);
}
