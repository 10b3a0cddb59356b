import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginThrottles } from '../db/schema/index.ts';

/**
 * Failure counters per key (login id, address, OTP target) with a lock at the limit: login,
 * password reset and contact changes share them (moved out of auth/queries.ts; issue #9).
 */

export async function readThrottles(db: Db, keys: string[]) {
  return db.select().from(loginThrottles).where(inArray(loginThrottles.key, keys));
}

/** One failure against a key: counted within the window, locking the key at the limit. */
export async function recordFailure(
  db: Db,
  key: string,
  options: { windowMs: number; maxFailures: number; lockMs: number },
) {
  const windowSeconds = options.windowMs / 1000;
  const lockSeconds = options.lockMs / 1000;
  await db.execute(sql`
    insert into login_throttles (key, failures, window_start)
    values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when login_throttles.window_start < now() - make_interval(secs => ${windowSeconds})
                      then 1 else login_throttles.failures + 1 end,
      window_start = case when login_throttles.window_start < now() - make_interval(secs => ${windowSeconds})
                          then now() else login_throttles.window_start end,
      locked_until = case when (case when login_throttles.window_start < now() - make_interval(secs => ${windowSeconds})
                                     then 1 else login_throttles.failures + 1 end) >= ${options.maxFailures}
                          then now() + make_interval(secs => ${lockSeconds}) else login_throttles.locked_until end`);
}

export async function clearThrottle(db: Db, key: string) {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}
