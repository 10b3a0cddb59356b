import { and, eq, sql } from 'drizzle-orm';
import type { RoleMenus, RoleUpdate } from '../../../common/api/roles.ts';
import type { Db } from '../../db/client.ts';
import { roleMenuItems, roles } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { findRole, menuItemIdsForPages, menusWithGrants } from './queries.ts';

interface Actor {
  userId: number;
  ip: string;
  requestId: string;
}

/**
 * Role master update (spec §2 rolemasterupdate/{id}): names and the three flags. Optimistic
 * lock: a form loaded before someone else's save gets 409 and changes nothing.
 */
export async function updateRole(options: { db: Db; id: number; change: RoleUpdate; actor: Actor }) {
  const { db, id, change, actor } = options;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await findRole(tx, id);
    if (!before) throw new AppError('NOT_FOUND');
    const { version, ...fields } = change;
    const [after] = await tx
      .update(roles)
      .set({ ...fields, version: sql`${roles.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(roles.id, id), eq(roles.version, version)))
      .returning();
    if (!after) throw new AppError('CONFLICT');
    await appendAudit(tx, {
      action: 'role.updated',
      actorUserId: actor.userId,
      entity: 'role',
      entityId: id,
      ip: actor.ip,
      requestId: actor.requestId,
      detail: {
        before: {
          nameEn: before.nameEn,
          nameAs: before.nameAs,
          paymentCapture: before.paymentCapture,
          emdRequired: before.emdRequired,
          tenderFeeRequired: before.tenderFeeRequired,
        },
        after: fields,
      },
    });
    return after;
  });
}

export async function roleMenus(db: Db, roleId: number): Promise<RoleMenus> {
  const role = await findRole(db, roleId);
  if (!role) throw new AppError('NOT_FOUND');
  const { items, granted } = await menusWithGrants(db, roleId);
  const groups = new Map<string, RoleMenus['groups'][number]>();
  for (const item of items) {
    const group = groups.get(item.groupCode) ?? {
      code: item.groupCode,
      name: { en: item.groupEn, as: item.groupAs },
      pages: [],
    };
    group.pages.push({ page: item.page, granted: granted.has(item.itemId) });
    groups.set(item.groupCode, group);
  }
  return { roleId, version: role.version, groups: [...groups.values()] };
}

/**
 * Menu authorisation (spec §2 menuAuth): replaces the role's menu pages with `pages`, in one
 * transaction with its audit row; unknown pages are refused; the role's version guards
 * against two administrators overwriting each other.
 */
export async function setRoleMenus(options: {
  db: Db;
  roleId: number;
  pages: string[];
  version: number;
  actor: Actor;
}) {
  const { db, roleId, actor } = options;
  const wanted = [...new Set(options.pages)];
  const items = await menuItemIdsForPages(db, wanted);
  const unknown = wanted.filter((p) => !items.some((i) => i.page === p));
  if (unknown.length) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      errors: unknown.map((p) => ({ path: `body.pages.${p}`, message: 'validation.role.unknownPage' })),
    });
  }
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [bumped] = await tx
      .update(roles)
      .set({ version: sql`${roles.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(roles.id, roleId), eq(roles.version, options.version)))
      .returning({ id: roles.id });
    if (!bumped) throw (await findRole(tx, roleId)) ? new AppError('CONFLICT') : new AppError('NOT_FOUND');
    const before = (await menusWithGrants(tx, roleId)).granted;
    await tx.delete(roleMenuItems).where(eq(roleMenuItems.roleId, roleId));
    if (items.length) await tx.insert(roleMenuItems).values(items.map((i) => ({ roleId, menuItemId: i.id })));
    const after = new Set(items.map((i) => i.id));
    await appendAudit(tx, {
      action: 'role.menus.updated',
      actorUserId: actor.userId,
      entity: 'role',
      entityId: roleId,
      ip: actor.ip,
      requestId: actor.requestId,
      detail: {
        added: items.filter((i) => !before.has(i.id)).map((i) => i.page),
        removedCount: [...before].filter((id) => !after.has(id)).length,
      },
    });
  });
}
