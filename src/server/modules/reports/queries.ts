import { type SQL, sql } from 'drizzle-orm';
import type { TenderFigures, TenderReportDimension } from '../../../common/api/reports.ts';
import type { Db } from '../../db/client.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The aggregate's name in `report_refreshes`. */
export const tenderMonthsName = 'tender_months';

/**
 * Rebuilds the monthly aggregate (docs/decisions/047). CONCURRENTLY keeps every report answering
 * from the previous figures while it runs (it needs each view's unique index, migration 0029).
 * The "as of" moment is when the rebuild started: what it read was committed by then.
 */
export async function refreshTenderMonths(db: Db): Promise<{ asOf: Date; durationMs: number }> {
  const started = new Date();
  // The day groups first: the monthly groups are built from them (migration 0029).
  await db.execute(sql`refresh materialized view concurrently report_tender_days`);
  await db.execute(sql`refresh materialized view concurrently report_tender_months`);
  // Fresh statistics: the planner then knows how many groups a range of days or months holds
  // (a refresh does not analyze, and autovacuum may come much later).
  await db.execute(sql`analyze report_tender_days, report_tender_months`);
  const durationMs = Date.now() - started.getTime();
  await db.execute(sql`
    insert into report_refreshes (name, refreshed_at, duration_ms)
    values (${tenderMonthsName}, ${started.toISOString()}::timestamptz, ${durationMs})
    on conflict (name) do update set refreshed_at = excluded.refreshed_at, duration_ms = excluded.duration_ms`);
  return { asOf: started, durationMs };
}

export async function lastRefresh(db: Db, name = tenderMonthsName): Promise<string | null> {
  const [row] = await rowsOf<{ at: string | Date }>(
    db,
    sql`select refreshed_at as at from report_refreshes where name = ${name}`,
  );
  return row ? new Date(row.at).toISOString() : null;
}

export interface FactFilter {
  /** IST days, inclusive. */
  from: string;
  to: string;
  source?: string | undefined;
  /** Null: every unit, and tenders linked to none (the portal admin). */
  unitIds: readonly number[] | null;
}

const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const monthStart = (d: string) => `${d.slice(0, 7)}-01`;
const nextMonth = (d: string) => {
  const [y, m] = d.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
};
/**
 * Whole months of the interval come from the monthly groups; the days before the first and
 * after the last whole month (a custom interval) from the day groups the months were summed
 * from (a range of the day index), so a figure is the same whichever way it was read (decision
 * 047, amended by migration 0029).
 */
export function factsOf(f: FactFilter): SQL {
  const end = nextDay(f.to);
  const firstFull = f.from === monthStart(f.from) ? f.from : nextMonth(f.from);
  const fullEnd = monthStart(end);
  const filters = (alias: string) => {
    const parts: SQL[] = [];
    if (f.source) parts.push(sql`${sql.raw(alias)}.source = ${f.source}`);
    if (f.unitIds) parts.push(sql`${sql.raw(alias)}.org_unit_id = any(${intArray(f.unitIds)})`);
    return parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``;
  };
  const edge = (a: string, b: string) => sql`
    select d.event, d.source, d.org_unit_id, d.category, d.tender_type,
      date_trunc('month', d.day)::date as month, d.n, d.valued, d.value
    from report_tender_days d
    where d.day >= ${a}::date and d.day < ${b}::date${filters('d')}`;
  if (firstFull >= fullEnd) return edge(f.from, end);
  const parts: SQL[] = [
    sql`
    select m.event, m.source, m.org_unit_id, m.category, m.tender_type, m.month, m.n, m.valued, m.value
    from report_tender_months m
    where m.month >= ${firstFull}::date and m.month < ${fullEnd}::date${filters('m')}`,
  ];
  if (f.from < firstFull) parts.push(edge(f.from, firstFull));
  if (fullEnd < end) parts.push(edge(fullEnd, end));
  return sql.join(parts, sql` union all `);
}

const figureColumns = sql`
  coalesce(sum(f.n) filter (where f.event = 'published'), 0)::int as published,
  coalesce(sum(f.valued) filter (where f.event = 'published'), 0)::int as valued,
  coalesce(sum(f.value) filter (where f.event = 'published'), 0)::float8 as value,
  coalesce(sum(f.n) filter (where f.event = 'corrigendum'), 0)::int as corrigenda,
  coalesce(sum(f.n) filter (where f.event = 'closed'), 0)::int as closed,
  coalesce(sum(f.n) filter (where f.event = 'awarded'), 0)::int as awarded,
  coalesce(sum(f.value) filter (where f.event = 'awarded'), 0)::float8 as awarded_value,
  coalesce(sum(f.n) filter (where f.event = 'cancelled'), 0)::int as cancelled`;

interface FigureRow {
  published: number;
  valued: number;
  value: number;
  corrigenda: number;
  closed: number;
  awarded: number;
  awarded_value: number;
  cancelled: number;
}
export const figuresOf = (r: FigureRow): TenderFigures => ({
  published: Number(r.published),
  valued: Number(r.valued),
  value: Number(r.value),
  corrigenda: Number(r.corrigenda),
  closed: Number(r.closed),
  awarded: Number(r.awarded),
  awardedValue: Number(r.awarded_value),
  cancelled: Number(r.cancelled),
});

export type KeyedFigures = TenderFigures & { key: string };

const keyOf: Record<Exclude<TenderReportDimension, 'organisation'>, SQL> = {
  source: sql`f.source`,
  category: sql`f.category`,
  type: sql`f.tender_type`,
  month: sql`to_char(f.month, 'YYYY-MM')`,
};

/** Figures grouped by source, category, type or month. */
export async function figuresBy(
  db: Db,
  dimension: Exclude<TenderReportDimension, 'organisation'>,
  filter: FactFilter,
): Promise<KeyedFigures[]> {
  const rows = await rowsOf<FigureRow & { key: string }>(
    db,
    sql`select ${keyOf[dimension]} as key, ${figureColumns}
      from (${factsOf(filter)}) f group by 1 order by 1`,
  );
  return rows.map((r) => ({ key: String(r.key), ...figuresOf(r) }));
}

/**
 * Figures grouped by the given units, each with everything below it (the organisation report
 * and its drill-downs). `unlinked` adds the tenders linked to no unit under key ''.
 */
export async function figuresByUnits(
  db: Db,
  groupIds: readonly number[],
  filter: FactFilter,
  unlinked: boolean,
  /** A unit whose own tenders (not those below it) are a group of their own. */
  ownId?: number,
): Promise<KeyedFigures[]> {
  if (!groupIds.length && !unlinked && !ownId) return [];
  const rows = await rowsOf<FigureRow & { key: string }>(
    db,
    sql`with recursive tree as (
        select id as unit_id, id as group_id from org_units where id = any(${intArray(groupIds)})
        union all
        select o.id, tree.group_id from org_units o join tree on o.parent_id = tree.unit_id
      ), groups as (
        select unit_id, group_id from tree${ownId ? sql` union all select ${ownId}::int, ${ownId}::int` : sql``}
      ), grouped as (
        select coalesce(groups.group_id::text, '') as key, f.*
        from (${factsOf(filter)}) f
        left join groups on groups.unit_id = f.org_unit_id
        where groups.group_id is not null${unlinked ? sql` or f.org_unit_id = 0` : sql``}
      )
      select key, ${figureColumns} from grouped f group by key`,
  );
  return rows.map((r) => ({ key: String(r.key), ...figuresOf(r) }));
}

export async function totalsOf(db: Db, filter: FactFilter): Promise<TenderFigures> {
  const [row] = await rowsOf<FigureRow>(db, sql`select ${figureColumns} from (${factsOf(filter)}) f`);
  return figuresOf(row!);
}

export interface UnitRow {
  id: number;
  name: string;
  level: number;
  parentId: number | null;
  hasChildren: boolean;
}

const unitColumns = sql`u.id, u.name, u.level, u.parent_id as "parentId",
  exists (select 1 from org_units c where c.parent_id = u.id and c.approval_state = 'approved') as "hasChildren"`;

export async function unitsByIds(db: Db, ids: readonly number[]): Promise<UnitRow[]> {
  if (!ids.length) return [];
  return rowsOf<UnitRow>(
    db,
    sql`select ${unitColumns} from org_units u where u.id = any(${intArray(ids)}) order by u.name`,
  );
}

export async function childUnits(db: Db, parentId: number | null): Promise<UnitRow[]> {
  return rowsOf<UnitRow>(
    db,
    sql`select ${unitColumns} from org_units u
      where ${parentId === null ? sql`u.parent_id is null` : sql`u.parent_id = ${parentId}`}
        and u.approval_state = 'approved'
      order by u.name`,
  );
}

/** The unit and every unit above it, top first. */
export async function chainOf(db: Db, unitId: number): Promise<UnitRow[]> {
  const rows = await rowsOf<UnitRow>(
    db,
    sql`with recursive up as (
        select id, parent_id, 0 as depth from org_units where id = ${unitId}
        union all
        select o.id, o.parent_id, up.depth + 1 from org_units o join up on o.id = up.parent_id
      )
      select ${unitColumns} from up join org_units u on u.id = up.id order by up.depth desc`,
  );
  return rows;
}

/** The user's own units (the tops of their chains). */
export async function ownUnitIds(db: Db, userId: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select org_unit_id as id from user_org_units where user_id = ${userId}`,
  );
  return rows.map((r) => Number(r.id));
}

export async function roleCodesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await rowsOf<{ code: string }>(
    db,
    sql`select r.code from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userId} and r.status = 1`,
  );
  return rows.map((r) => r.code);
}
