import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oneTimeCodes } from '../db/schema/index.ts';

export const otpLifetimeMs = 10 * 60_000;
export const otpMaxAttempts = 5;

function codeHash(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

/** Stores a new 6-digit code for (purpose, target) and returns it to be sent; call in a transaction. */
export async function issueCode(
  tx: Db,
  options: { purpose: string; target: string; userId: number | null },
): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, new Date(Date.now() - otpLifetimeMs)));
  await tx.insert(oneTimeCodes).values({
    id,
    purpose: options.purpose,
    target: options.target,
    userId: options.userId,
    codeHash: codeHash(id, code),
    expiresAt: new Date(Date.now() + otpLifetimeMs),
  });
  return { id, code };
}

/**
 * Checks a code for its purpose. A right code is used up; a wrong one counts an attempt, and
 * after the fifth the code is dead. Returns the code's user and target, or null.
 */
export async function verifyCode(
  db: Db,
  options: { id: string; purpose: string; code: string },
): Promise<{ userId: number | null; target: string } | null> {
  // The attempt is counted before the code is compared, in one conditional update (issue #15
  // item 2): parallel guesses each take one of the five attempts, and none past the fifth is
  // compared at all.
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, options.id),
        eq(oneTimeCodes.purpose, options.purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
        lt(oneTimeCodes.attempts, otpMaxAttempts),
      ),
    )
    .returning();
  if (!row || row.codeHash !== codeHash(row.id, options.code.trim())) return null;
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(
      and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, new Date())),
    )
    .returning({ id: oneTimeCodes.id });
  return used[0] ? { userId: row.userId, target: row.target } : null;
}

/** A grant: proof, for the next step of a flow, that a code was verified. Random, single use. */
export async function issueGrant(
  db: Db,
  options: { purpose: string; target: string; userId: number | null },
) {
  const id = randomUUID();
  const token = randomBytes(24).toString('base64url');
  await db.insert(oneTimeCodes).values({
    id,
    purpose: options.purpose,
    target: options.target,
    userId: options.userId,
    codeHash: codeHash(id, token),
    expiresAt: new Date(Date.now() + otpLifetimeMs),
  });
  return { grantId: id, grantToken: token };
}

export function verifyGrant(db: Db, options: { grantId: string; grantToken: string; purpose: string }) {
  return verifyCode(db, { id: options.grantId, purpose: options.purpose, code: options.grantToken });
}
