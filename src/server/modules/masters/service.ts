import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  MasterEntry,
  masterCreateSchema,
  masterUpdateSchema,
  ProductCategory,
} from '../../../common/api/masters.ts';
import { productCategoryLevels } from '../../../common/api/masters.ts';
import type { MasterKind } from '../../../common/masters/kinds.ts';
import type { Db } from '../../db/client.ts';
import { masterEntries } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { uniqueViolation } from '../../platform/unique.ts';
import { categoriesUnder, findClash, findEntry, listEntries } from './queries.ts';

interface Actor {
  userId: number;
  ip: string;
  requestId: string;
}

type Row = typeof masterEntries.$inferSelect;

function toDto(row: Row): MasterEntry {
  return {
    id: row.id,
    kind: row.kind as MasterKind,
    code: row.code,
    nameEn: row.nameEn,
    nameAs: row.nameAs,
    description: row.description,
    status: row.status,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Spec §2 formofcontract/tendercategory/tendertype lists: keyword (≥ 3 characters) and status. */
export async function searchMasterEntries(
  db: Db,
  kind: MasterKind,
  filter: { q?: string; status?: '0' | '1' },
) {
  const rows = await listEntries(db, kind, {
    q: filter.q || undefined,
    status: filter.status === undefined ? undefined : Number(filter.status),
  });
  return rows.map(toDto);
}

export async function getMasterEntry(db: Db, kind: MasterKind, id: number) {
  const row = await findEntry(db, kind, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toDto(row);
}

const duplicateName = () =>
  new AppError('VALIDATION_FAILED', undefined, {
    errors: [{ path: 'body.nameEn', message: 'masters:validation.duplicateName' }],
  });

/** A stable code from the English name (ITEM_RATE); a number is added when it is taken. */
async function freeCode(tx: Db, kind: MasterKind, nameEn: string): Promise<string> {
  const base =
    nameEn
      .normalize('NFKD')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40) || 'ENTRY';
  for (let n = 1; ; n++) {
    const code = n === 1 ? base : `${base}_${n}`;
    if (!(await findClash(tx, kind, { code }))) return code;
  }
}

/** Unique-index violations that a concurrent insert can still cause after the check. */
function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== undefined;
}

/** Spec §2 formofcontractentry etc.: a new active entry; the English name is unique in its master. */
export async function createMasterEntry(options: {
  db: Db;
  kind: MasterKind;
  input: z.output<typeof masterCreateSchema>;
  actor: Actor;
}): Promise<MasterEntry> {
  const { db, kind, input, actor } = options;
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (await findClash(tx, kind, { nameEn: input.nameEn })) throw duplicateName();
      const code = await freeCode(tx, kind, input.nameEn);
      const [row] = await tx
        .insert(masterEntries)
        .values({ kind, code, ...input, createdBy: actor.userId, updatedBy: actor.userId, sort: 1000 })
        .returning();
      await appendAudit(tx, {
        action: 'master.created',
        actorUserId: actor.userId,
        entity: kind,
        entityId: row!.id,
        ip: actor.ip,
        requestId: actor.requestId,
        detail: { code, ...input },
      });
      return toDto(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

/**
 * Spec §2 formcontractupdate/{id} etc.: names, description and status (spec §4: active or
 * inactive; entries are never deleted), with the remarks the spec requires, recorded in the
 * audit row. Optimistic lock: a form loaded before someone else's save gets 409.
 */
export async function updateMasterEntry(options: {
  db: Db;
  kind: MasterKind;
  id: number;
  change: z.output<typeof masterUpdateSchema>;
  actor: Actor;
}): Promise<MasterEntry> {
  const { db, kind, id, change, actor } = options;
  const { version, remarks, ...fields } = change;
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const before = await findEntry(tx, kind, id);
      if (!before) throw new AppError('NOT_FOUND');
      if (before.version !== version) throw new AppError('CONFLICT');
      if (await findClash(tx, kind, { nameEn: fields.nameEn }, id)) throw duplicateName();
      const [after] = await tx
        .update(masterEntries)
        .set({
          ...fields,
          updatedBy: actor.userId,
          version: sql`${masterEntries.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(eq(masterEntries.id, id), eq(masterEntries.kind, kind), eq(masterEntries.version, version)),
        )
        .returning();
      if (!after) throw new AppError('CONFLICT');
      await appendAudit(tx, {
        action: before.status !== after.status ? 'master.status.changed' : 'master.updated',
        actorUserId: actor.userId,
        entity: kind,
        entityId: id,
        ip: actor.ip,
        requestId: actor.requestId,
        detail: {
          remarks,
          before: {
            nameEn: before.nameEn,
            nameAs: before.nameAs,
            description: before.description,
            status: before.status,
          },
          after: fields,
        },
      });
      return toDto(after);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

export async function productCategoryChildren(
  db: Db,
  scheme: string,
  parent?: string,
): Promise<ProductCategory[]> {
  const rows = await categoriesUnder(db, scheme, parent);
  return rows.map((r) => ({ ...r, level: productCategoryLevels[r.level - 1]! }));
}
