import { eq, inArray } from 'drizzle-orm';
import { roleCodes } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { menuGroups, menuItems } from '../../db/schema/index.ts';
import { createRoleIfAbsent } from '../roles/index.ts';
import { menuGroupDefinitions, roleDefinitions } from './reference-data.ts';

/**
 * Brings roles, menu groups and menu items up to the reference data at every start, in one
 * transaction. A role gets its starting menus only when it is first created, so changes an
 * administrator makes in menuAuth are never undone by a restart.
 */
export async function seedAccessReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [sort, group] of menuGroupDefinitions.entries()) {
      const [row] = await tx
        .insert(menuGroups)
        .values({ code: group.code, nameEn: group.en, nameAs: group.as, sort })
        .onConflictDoUpdate({ target: menuGroups.code, set: { nameEn: group.en, nameAs: group.as, sort } })
        .returning({ id: menuGroups.id });
      for (const [itemSort, routeId] of group.items.entries()) {
        await tx
          .insert(menuItems)
          .values({ groupId: row!.id, routeId, sort: itemSort })
          .onConflictDoUpdate({ target: menuItems.routeId, set: { groupId: row!.id, sort: itemSort } });
      }
    }
    for (const code of roleCodes) {
      const def = roleDefinitions[code];
      const items =
        def.groups.length === 0
          ? []
          : await tx
              .select({ id: menuItems.id })
              .from(menuItems)
              .innerJoin(menuGroups, eq(menuGroups.id, menuItems.groupId))
              .where(inArray(menuGroups.code, def.groups));
      // The role itself through its owner, the roles module (decision 036).
      await createRoleIfAbsent(
        tx as unknown as Db,
        { code, nameEn: def.en, nameAs: def.as },
        items.map((item) => item.id),
      );
    }
  });
}
