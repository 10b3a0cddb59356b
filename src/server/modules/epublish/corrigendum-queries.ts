import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type EpublishState, openCorrigendumStates } from '../../../common/api/epublish.ts';
import type { EpublishCorrigendumListQuery } from '../../../common/api/epublish-corrigenda.ts';
import type { Db } from '../../db/client.ts';
import {
  type epublishAwards,
  epublishCorrigenda,
  epublishTenders,
  orgUnits,
  tenderCorrigenda,
  users,
} from '../../db/schema/index.ts';
import { listPageSize, tenderKeywordFilter } from './queries.ts';

export type CorrigendumRow = typeof epublishCorrigenda.$inferSelect;

export async function findCorrigendum(db: Db, id: number): Promise<CorrigendumRow | undefined> {
  const [row] = await db.select().from(epublishCorrigenda).where(eq(epublishCorrigenda.id, id));
  return row;
}

/** A corrigendum of this tender still being drafted or decided (one at a time). */
export async function openCorrigendumOf(db: Db, tenderId: number, except?: number) {
  const [row] = await db
    .select({ id: epublishCorrigenda.id })
    .from(epublishCorrigenda)
    .where(
      and(
        eq(epublishCorrigenda.tenderId, tenderId),
        inArray(epublishCorrigenda.state, [...openCorrigendumStates]),
        except === undefined ? undefined : sql`${epublishCorrigenda.id} <> ${except}`,
      ),
    )
    .limit(1);
  return row;
}

/** The next number of a public tender's corrigenda (1, 2, …). */
export async function nextCorrigendumNumber(db: Db, publicTenderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${tenderCorrigenda.number}), 0)::int + 1` })
    .from(tenderCorrigenda)
    .where(eq(tenderCorrigenda.tenderId, publicTenderId));
  return Number(row?.n ?? 1);
}

const viewStates: Record<EpublishCorrigendumListQuery['view'], EpublishState[] | null> = {
  mine: null,
  queue: ['sent', 'inOrder'],
  published: ['published'],
};

/**
 * The lists of an item hanging off a tender (corrigenda, awards; spec §2 …list,
 * …statusappruval, …publishedlist): the creator's own, the publishers' queue and the published
 * ones inside the actor's units; by state and by a keyword of the tender's title or reference.
 */
export async function listChildren<E extends Record<string, SQL>>(
  db: Db,
  table: typeof epublishCorrigenda | typeof epublishAwards,
  query: EpublishCorrigendumListQuery,
  scope: { userId: number; unitIds: number[] },
  extra: E,
) {
  const filters: SQL[] = [];
  if (query.view === 'mine') {
    filters.push(eq(table.createdBy, scope.userId));
    filters.push(sql`${table.state} <> 'discarded'`);
  } else {
    filters.push(scope.unitIds.length === 0 ? sql`false` : inArray(table.orgUnitId, scope.unitIds));
    filters.push(inArray(table.state, viewStates[query.view]!));
  }
  if (query.state) filters.push(eq(table.state, query.state));
  if (query.q) filters.push(tenderKeywordFilter(query.q));
  const where = and(...filters);
  const rows = await db
    .select({
      id: table.id,
      state: table.state,
      version: table.version,
      tenderId: table.tenderId,
      tenderReferenceNo: epublishTenders.referenceNo,
      tenderTitle: epublishTenders.title,
      tenderUid: sql<
        string | null
      >`(select uid from tenders t where t.id = ${epublishTenders.publishedTenderId})`,
      organisation: orgUnits.name,
      createdBy: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      updatedAt: table.updatedAt,
      ...extra,
    })
    .from(table)
    .innerJoin(epublishTenders, eq(epublishTenders.id, table.tenderId))
    .innerJoin(orgUnits, eq(orgUnits.id, table.orgUnitId))
    .innerJoin(users, eq(users.id, table.createdBy))
    .where(where)
    .orderBy(desc(table.updatedAt), desc(table.id))
    .limit(listPageSize)
    .offset((query.page - 1) * listPageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .innerJoin(epublishTenders, eq(epublishTenders.id, table.tenderId))
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** directpurchasecorrigendumlist, …statusappruval, …publishedlist (spec §2). */
export function listCorrigenda(
  db: Db,
  query: EpublishCorrigendumListQuery,
  scope: { userId: number; unitIds: number[] },
) {
  return listChildren(db, epublishCorrigenda, query, scope, {
    type: sql<string | null>`${epublishCorrigenda.values}->>'type'`,
    publishedUid: sql<
      string | null
    >`(select uid from tender_corrigenda c where c.id = ${epublishCorrigenda.publishedCorrigendumId})`,
  });
}

export async function publishedCorrigendumUid(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ uid: tenderCorrigenda.uid })
    .from(tenderCorrigenda)
    .where(eq(tenderCorrigenda.id, id));
  return row?.uid ?? null;
}

/** The document of a corrigendum the public can see (its tender published, itself published). */
export async function publicCorrigendumDocument(db: Db, uid: string): Promise<number | null> {
  const result = (await db.execute(sql`
    select c.document_file_id from tender_corrigenda c join tenders t on t.id = c.tender_id
    where c.uid = ${uid} and c.published_at <= now()
      and coalesce(t.published_at, 'epoch'::timestamptz) <= now()`)) as unknown as {
    rows: { document_file_id: number | null }[];
  };
  const id = result.rows[0]?.document_file_id;
  return id === null || id === undefined ? null : Number(id);
}
