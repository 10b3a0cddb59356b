import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';

/**
 * Guessing limits for every secret comparison: login, the current password, one-time codes
 * (issue #15 item 2, ASVS 2.2.1). An attempt is COUNTED BEFORE the secret is checked, in one
 * atomic upsert per key (the row lock orders concurrent claims), so a burst of parallel
 * requests gets exactly `max` checks and no more: the probe's 40 simultaneous logins (39 wrong,
 * 1 right) got in because the old code read the lock, then verified, then counted.
 *
 * Two shapes of limit:
 * - `progressive` (an account): after `max` attempts in the window the key waits `baseDelayMs`,
 *   and each further attempt doubles the wait up to `lockMs`. A named account is never locked
 *   for long by a few wrong passwords (the lockout-as-denial-of-service finding), while
 *   guessing slows exponentially.
 * - fixed (an address): after `max` attempts the key is locked for `lockMs`.
 * A success releases what its own claim took (`releaseAttempt`), so right answers never count.
 */
export interface AttemptLimit {
  key: string;
  max: number;
  windowMs: number;
  lockMs: number;
  /** Progressive delay starting at this many milliseconds; omitted: a fixed lock of lockMs. */
  baseDelayMs?: number;
}

export type AttemptClaim = { ok: true } | { ok: false; retryAfterSeconds: number; key: string };

interface ClaimRow {
  allowed: boolean;
  locked_until: string | Date | null;
}

async function claimOne(db: Db, limit: AttemptLimit): Promise<AttemptClaim> {
  const windowSeconds = limit.windowMs / 1000;
  const lockSeconds = limit.lockMs / 1000;
  const baseSeconds = (limit.baseDelayMs ?? limit.lockMs) / 1000;
  const progressive = limit.baseDelayMs !== undefined;
  // `fresh`: the count this claim gives the key (1 when the window has passed). A locked key
  // is refused and its count left alone, so waiting out a delay is what lets the next try in.
  const result = (await db.execute(sql`
    insert into login_throttles as t (key, failures, window_start, locked_until, last_allowed)
    values (${limit.key}, 1, now(),
      case when 1 >= ${limit.max} then now() + make_interval(secs => ${baseSeconds}) else null end, true)
    on conflict (key) do update set
      last_allowed = not coalesce(t.locked_until > now(), false),
      failures = case
        when t.locked_until > now() then t.failures
        when t.window_start < now() - make_interval(secs => ${windowSeconds}) then 1
        else t.failures + 1 end,
      window_start = case
        when t.locked_until > now() then t.window_start
        when t.window_start < now() - make_interval(secs => ${windowSeconds}) then now()
        else t.window_start end,
      locked_until = case
        when t.locked_until > now() then t.locked_until
        when (case when t.window_start < now() - make_interval(secs => ${windowSeconds}) then 1
                   else t.failures + 1 end) >= ${limit.max}
          then now() + make_interval(secs => ${
            progressive
              ? sql`least(${lockSeconds}::float8, ${baseSeconds}::float8 * power(2, greatest(0, (case when t.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else t.failures + 1 end) - ${limit.max})))`
              : sql`${lockSeconds}::float8`
          })
        else null end
    returning last_allowed as allowed, locked_until`)) as unknown as { rows: ClaimRow[] };
  const row = result.rows[0];
  if (row?.allowed) return { ok: true };
  const until = row?.locked_until ? new Date(row.locked_until).getTime() : Date.now() + limit.lockMs;
  return {
    ok: false,
    key: limit.key,
    retryAfterSeconds: Math.max(1, Math.ceil((until - Date.now()) / 1000)),
  };
}

/**
 * Claims one attempt against each limit, in order; the first refusal wins. Every key is
 * claimed (an address is charged even when the account is already waiting), so spreading
 * guesses over accounts does not escape the address limit.
 */
export async function claimAttempt(db: Db, limits: AttemptLimit[]): Promise<AttemptClaim> {
  let refusal: AttemptClaim = { ok: true };
  for (const limit of limits) {
    const claim = await claimOne(db, limit);
    if (!claim.ok && refusal.ok) refusal = claim;
  }
  return refusal;
}

/** As claimAttempt, throwing RATE_LIMITED with Retry-After on refusal. */
export async function claimAttemptOrThrow(db: Db, limits: AttemptLimit[]): Promise<void> {
  const claim = await claimAttempt(db, limits);
  if (!claim.ok)
    throw new AppError('RATE_LIMITED', undefined, {
      headers: { 'retry-after': String(claim.retryAfterSeconds) },
    });
}

/**
 * A right answer: the account's record is cleared (its progressive delay starts again from
 * zero), and an address gives back the attempt its claim took (unlocking it if that claim was
 * the one that reached the limit).
 */
export async function releaseAttempt(db: Db, options: { clear?: string[]; giveBack?: AttemptLimit[] }) {
  for (const key of options.clear ?? []) {
    await db.execute(sql`delete from login_throttles where key = ${key}`);
  }
  for (const limit of options.giveBack ?? []) {
    await db.execute(sql`
      update login_throttles set failures = greatest(failures - 1, 0),
        locked_until = case when failures - 1 < ${limit.max} then null else locked_until end
      where key = ${limit.key}`);
  }
}
