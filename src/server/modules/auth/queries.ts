import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  menuGroups,
  menuItems,
  orgUnits,
  roleMenuItems,
  roles,
  userOrgUnits,
  users,
} from '../../db/schema/index.ts';

export async function findUserById(db: Db, id: number) {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function orgUnitsOfUser(db: Db, userId: number) {
  return db
    .select({
      id: orgUnits.id,
      name: orgUnits.name,
      level: orgUnits.level,
      isPrimary: userOrgUnits.isPrimary,
    })
    .from(userOrgUnits)
    .innerJoin(orgUnits, eq(orgUnits.id, userOrgUnits.orgUnitId))
    .where(eq(userOrgUnits.userId, userId))
    .orderBy(asc(orgUnits.id));
}

/** The sidebar: the menu groups and pages that the user's active roles have, in order. */
export async function menusOfRoles(db: Db, roleIds: number[]) {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({
      groupCode: menuGroups.code,
      groupEn: menuGroups.nameEn,
      groupAs: menuGroups.nameAs,
      groupSort: menuGroups.sort,
      routeId: menuItems.routeId,
      itemSort: menuItems.sort,
    })
    .from(roleMenuItems)
    .innerJoin(roles, eq(roles.id, roleMenuItems.roleId))
    .innerJoin(menuItems, eq(menuItems.id, roleMenuItems.menuItemId))
    .innerJoin(menuGroups, eq(menuGroups.id, menuItems.groupId))
    .where(sql`${inArray(roleMenuItems.roleId, roleIds)} and ${roles.status} = 1`)
    .orderBy(asc(menuGroups.sort), asc(menuItems.sort));
  const groups = new Map<string, { code: string; name: { en: string; as: string }; pages: string[] }>();
  for (const row of rows) {
    const group = groups.get(row.groupCode) ?? {
      code: row.groupCode,
      name: { en: row.groupEn, as: row.groupAs },
      pages: [],
    };
    group.pages.push(row.routeId);
    groups.set(row.groupCode, group);
  }
  return [...groups.values()];
}
