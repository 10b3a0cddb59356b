import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  CorrigendumDetail,
  CorrigendumPage,
  CorrigendumSearch,
  CorrigendumSummary,
} from '../../../common/api/corrigenda.ts';
import { type CorrigendumChange, corrigendumChangeSchema } from '../../../common/api/tenders.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor, iso } from './cursor.ts';
import { summaryColumns, tsQuery } from './queries.ts';
import { toSummary } from './summary.ts';

/**
 * Public corrigenda (spec §2 activecorrigendums, listofcorrigendums, dpcorrigendumlist,
 * corrigendumfullview): newest first, keyset paged, only of tenders the public can see.
 */

const visible = sql`(t.published_at is null or t.published_at <= now()) and c.published_at <= now()`;

function whereOf(search: CorrigendumSearch) {
  const parts = [visible];
  if (search.scope === 'active') parts.push(sql`not t.cancelled and t.closing_at >= now()`);
  if (search.source) parts.push(sql`t.source = ${search.source}`);
  if (search.q)
    parts.push(
      sql`(t.search @@ ${tsQuery(search.q)} or c.details ilike ${`%${search.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`})`,
    );
  return sql.join(parts, sql` and `);
}

const columns = sql`c.id, c.uid, c.number, c.type, c.published_at, c.details, c.new_closing_at,
  t.uid as tender_uid, t.source, t.external_id, t.reference_no, t.title, t.organisation_chain, t.closing_at`;

function toCorrigendum(r: Record<string, unknown>): CorrigendumSummary {
  return {
    uid: String(r.uid),
    number: Number(r.number),
    type: r.type as CorrigendumSummary['type'],
    publishedAt: iso(r.published_at)!,
    details: String(r.details),
    newClosingAt: iso(r.new_closing_at),
    tender: {
      uid: String(r.tender_uid),
      source: r.source as CorrigendumSummary['tender']['source'],
      tenderId: String(r.external_id),
      referenceNo: String(r.reference_no),
      title: String(r.title),
      organisation: String(r.organisation_chain ?? '')
        .split('||')
        .filter(Boolean),
      closingAt: iso(r.closing_at),
    },
  };
}

/** A corrigendum list cursor: the last row's publication time and id. */
function acceptCursor(c: Record<string, unknown>): { at: string; id: number } | undefined {
  return typeof c.at === 'string' && !Number.isNaN(Date.parse(c.at)) && Number.isInteger(c.id)
    ? { at: c.at, id: c.id as number }
    : undefined;
}

export async function findCorrigenda(db: Db, search: CorrigendumSearch): Promise<CorrigendumPage> {
  const where = whereOf(search);
  const cursor = decodeCursor(search.cursor, acceptCursor);
  const after = cursor ? sql`and (c.published_at, c.id) < (${cursor.at}::timestamptz, ${cursor.id})` : sql``;
  const [rows, total] = await Promise.all([
    db.execute(sql`
      select ${columns} from tender_corrigenda c join tenders t on t.id = c.tender_id
      where ${where} ${after}
      order by c.published_at desc, c.id desc limit ${search.limit + 1}`) as unknown as Promise<{
      rows: Record<string, unknown>[];
    }>,
    db.execute(
      sql`select count(*)::int as n from tender_corrigenda c join tenders t on t.id = c.tender_id where ${where}`,
    ) as unknown as Promise<{ rows: { n: number }[] }>,
  ]);
  const page = rows.rows.slice(0, search.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.rows.length > search.limit && last
      ? encodeCursor({ at: iso(last.published_at), id: Number(last.id) })
      : null;
  return { items: page.map(toCorrigendum), total: Number(total.rows[0]?.n ?? 0), nextCursor };
}

export async function corrigendumDetail(db: Db, uid: string): Promise<CorrigendumDetail> {
  // The tender's summary columns keep their names; the corrigendum's are prefixed.
  const result = (await db.execute(sql`
    select ${summaryColumns}, c.uid as c_uid, c.number as c_number, c.type as c_type,
      c.published_at as c_published_at, c.details as c_details, c.new_closing_at as c_new_closing_at,
      c.clarification_start_at, c.clarification_end_at, c.document_name, c.changes as c_changes,
      f.size as document_size, f.sha256 as document_sha256
    from tender_corrigenda c join tenders t on t.id = c.tender_id
    left join files f on f.id = c.document_file_id
    where c.uid = ${uid} and ${visible}`)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'No corrigendum has this id.');
  const corrigendum = toCorrigendum({
    uid: row.c_uid,
    number: row.c_number,
    type: row.c_type,
    published_at: row.c_published_at,
    details: row.c_details,
    new_closing_at: row.c_new_closing_at,
    tender_uid: row.uid,
    source: row.source,
    reference_no: row.reference_no,
    title: row.title,
    organisation_chain: row.organisation_chain,
    closing_at: row.closing_at,
  });
  return {
    ...corrigendum,
    clarificationStartAt: iso(row.clarification_start_at),
    clarificationEndAt: iso(row.clarification_end_at),
    documentName: row.document_name === null ? null : String(row.document_name),
    tenderDetail: toSummary(row),
    changes: changesOf(row.c_changes),
    document:
      row.document_sha256 && row.document_name
        ? {
            title: String(row.document_name),
            sizeBytes: Number(row.document_size),
            sha256: String(row.document_sha256),
          }
        : null,
  };
}

/** The corrigenda of one tender, for its full view. */
export async function corrigendaOfTender(db: Db, tenderId: number) {
  const result = (await db.execute(sql`
    select c.uid, c.number, c.type, c.published_at, c.details, c.new_closing_at, c.changes
    from tender_corrigenda c where c.tender_id = ${tenderId} and c.published_at <= now()
    order by c.number`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    uid: String(r.uid),
    number: Number(r.number),
    type: r.type as CorrigendumSummary['type'],
    publishedAt: iso(r.published_at)!,
    details: String(r.details),
    newClosingAt: iso(r.new_closing_at),
    changes: changesOf(r.changes),
  }));
}

/** The stored field-by-field changes, read through the shared schema (issue #11 item 3). */
function changesOf(value: unknown): CorrigendumChange[] {
  const parsed = z.array(corrigendumChangeSchema).safeParse(value ?? []);
  return parsed.success ? parsed.data : [];
}
