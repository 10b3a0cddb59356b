import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { MasterKind } from '../../../common/masters/kinds.ts';
import type { Db } from '../../db/client.ts';
import { currencies, masterEntries, productCategories } from '../../db/schema/index.ts';

/** LIKE wildcards in a keyword are matched literally. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listEntries(db: Db, kind: MasterKind, filter: { q?: string; status?: number }) {
  const where: SQL[] = [eq(masterEntries.kind, kind)];
  if (filter.status !== undefined) where.push(eq(masterEntries.status, filter.status));
  if (filter.q) {
    const p = likePattern(filter.q);
    where.push(
      or(ilike(masterEntries.nameEn, p), ilike(masterEntries.nameAs, p), ilike(masterEntries.code, p))!,
    );
  }
  return db
    .select()
    .from(masterEntries)
    .where(and(...where))
    .orderBy(asc(masterEntries.sort), asc(masterEntries.nameEn))
    .limit(1000);
}

export async function findEntry(db: Db, kind: MasterKind, id: number) {
  const [row] = await db
    .select()
    .from(masterEntries)
    .where(and(eq(masterEntries.kind, kind), eq(masterEntries.id, id)));
  return row;
}

/** Another entry of the kind with this English name (any case) or code. */
export async function findClash(
  db: Db,
  kind: MasterKind,
  values: { nameEn?: string; code?: string },
  exceptId = 0,
) {
  const conditions: SQL[] = [];
  if (values.nameEn) conditions.push(sql`lower(${masterEntries.nameEn}) = lower(${values.nameEn})`);
  if (values.code) conditions.push(sql`upper(${masterEntries.code}) = upper(${values.code})`);
  const [row] = await db
    .select({ id: masterEntries.id, nameEn: masterEntries.nameEn, code: masterEntries.code })
    .from(masterEntries)
    .where(and(eq(masterEntries.kind, kind), sql`${masterEntries.id} <> ${exceptId}`, or(...conditions)))
    .limit(1);
  return row;
}

export function activeEntries(db: Db, kind: MasterKind) {
  return db
    .select({
      code: masterEntries.code,
      nameEn: masterEntries.nameEn,
      nameAs: masterEntries.nameAs,
      description: masterEntries.description,
    })
    .from(masterEntries)
    .where(and(eq(masterEntries.kind, kind), eq(masterEntries.status, 1)))
    .orderBy(asc(masterEntries.sort), asc(masterEntries.nameEn));
}

export function activeCurrencies(db: Db) {
  return db
    .select({
      code: currencies.code,
      number: currencies.number,
      minorUnit: currencies.minorUnit,
      name: currencies.name,
    })
    .from(currencies)
    .where(eq(currencies.status, 1))
    .orderBy(asc(currencies.code));
}

export function categoriesUnder(db: Db, scheme: string, parent: string | undefined) {
  return db
    .select({
      code: productCategories.code,
      level: productCategories.level,
      name: productCategories.name,
      parentCode: productCategories.parentCode,
    })
    .from(productCategories)
    .where(
      and(
        eq(productCategories.scheme, scheme),
        eq(productCategories.status, 1),
        parent ? eq(productCategories.parentCode, parent) : eq(productCategories.level, 1),
      ),
    )
    .orderBy(asc(productCategories.code))
    .limit(2000);
}
