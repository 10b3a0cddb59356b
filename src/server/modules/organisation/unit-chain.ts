import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orgUnits } from '../../db/schema/index.ts';

/**
 * Makes sure a chain of units exists, top level first, each found by its short code (any case)
 * or created under the one before; the last unit's id. For the first accounts' demo office
 * (users/bootstrap.ts): the organisation module alone writes `org_units` (decision 036).
 */
export async function ensureUnitChain(
  db: Db,
  chain: readonly { level: number; name: string; shortCode: string }[],
): Promise<number> {
  let parentId: number | null = null;
  for (const unit of chain) {
    const found = await db
      .select({ id: orgUnits.id })
      .from(orgUnits)
      .where(eq(sql`upper(${orgUnits.shortCode})`, unit.shortCode));
    if (found[0]) {
      parentId = found[0].id;
      continue;
    }
    const inserted: { id: number }[] = await db
      .insert(orgUnits)
      .values({ ...unit, parentId })
      .returning({ id: orgUnits.id });
    parentId = inserted[0]!.id;
  }
  return parentId!;
}
