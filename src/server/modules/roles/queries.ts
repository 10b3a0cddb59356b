import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menuGroups, menuItems, roleMenuItems, roles, userRoles } from '../../db/schema/index.ts';

export async function listRoles(db: Db) {
  const userCounts = db
    .select({ roleId: userRoles.roleId, n: count().as('n') })
    .from(userRoles)
    .groupBy(userRoles.roleId)
    .as('user_counts');
  const rows = await db
    .select({ role: roles, n: userCounts.n })
    .from(roles)
    .leftJoin(userCounts, eq(userCounts.roleId, roles.id))
    .orderBy(asc(roles.id));
  return rows.map((r) => ({ ...r.role, userCount: Number(r.n ?? 0) }));
}

export async function findRole(db: Db, id: number) {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row;
}

export async function menusWithGrants(db: Db, roleId: number) {
  const items = await db
    .select({
      groupCode: menuGroups.code,
      groupEn: menuGroups.nameEn,
      groupAs: menuGroups.nameAs,
      page: menuItems.routeId,
      itemId: menuItems.id,
    })
    .from(menuItems)
    .innerJoin(menuGroups, eq(menuGroups.id, menuItems.groupId))
    .orderBy(asc(menuGroups.sort), asc(menuItems.sort));
  const granted = new Set(
    (
      await db
        .select({ id: roleMenuItems.menuItemId })
        .from(roleMenuItems)
        .where(eq(roleMenuItems.roleId, roleId))
    ).map((r) => r.id),
  );
  return { items, granted };
}

export async function menuItemIdsForPages(db: Db, pages: string[]) {
  if (pages.length === 0) return [];
  return db
    .select({ id: menuItems.id, page: menuItems.routeId })
    .from(menuItems)
    .where(inArray(menuItems.routeId, pages));
}
