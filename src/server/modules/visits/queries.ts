import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visitCounter } from '../../db/schema/index.ts';

const counterId = 1;

/** One atomic statement: concurrent visits never lose an increment. */
export async function incrementVisitCount(db: Db): Promise<number> {
  const rows = await db
    .insert(visitCounter)
    .values({ id: counterId, count: 1 })
    .onConflictDoUpdate({
      target: visitCounter.id,
      set: { count: sql`${visitCounter.count} + 1`, updatedAt: sql`now()` },
    })
    .returning({ count: visitCounter.count });
  return rows[0]?.count ?? 0;
}

export async function readVisitCount(db: Db): Promise<number> {
  const rows = await db
    .select({ count: visitCounter.count })
    .from(visitCounter)
    .where(eq(visitCounter.id, counterId));
  return rows[0]?.count ?? 0;
}
