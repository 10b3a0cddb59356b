import type { RoleCode } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { roleMenuItems, roles } from '../../db/schema/index.ts';

/**
 * Creates a role of the reference data (spec §6) if it does not exist yet, with its starting
 * menu items; an existing role is left as the administrator made it in menuAuth, so a restart
 * never undoes a change. For the access module's seed: the roles module alone writes `roles`
 * and `role_menu_items` (decision 036). Whether it was created.
 */
export async function createRoleIfAbsent(
  db: Db,
  role: { code: RoleCode; nameEn: string; nameAs: string },
  startingMenuItemIds: readonly number[],
): Promise<boolean> {
  const created = await db
    .insert(roles)
    .values(role)
    .onConflictDoNothing({ target: roles.code })
    .returning({ id: roles.id });
  if (!created[0]) return false;
  if (startingMenuItemIds.length > 0)
    await db
      .insert(roleMenuItems)
      .values(startingMenuItemIds.map((menuItemId) => ({ roleId: created[0]!.id, menuItemId })))
      .onConflictDoNothing();
  return true;
}
