import { type SQL, sql } from 'drizzle-orm';
import {
  type Dashboard,
  istDay,
  type ReportQuery,
  type ReportUnit,
  resolveInterval,
  type Tasks,
  type TenderFigures,
  type TenderReport,
  type TenderReportDimension,
  type TenderReportRow,
  tenderFigureKeys,
} from '../../../common/api/reports.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { unitSubtreeIds } from '../../platform/org-scope.ts';
import {
  chainOf,
  childUnits,
  type FactFilter,
  figuresBy,
  figuresByUnits,
  type KeyedFigures,
  lastRefresh,
  ownUnitIds,
  roleCodesOf,
  totalsOf,
  type UnitRow,
  unitsByIds,
} from './queries.ts';

/**
 * Whose tenders a user's reports count (issue #29 item 4: "organisation scope limited to the
 * user's chains (the portal admin sees all)"): the portal admin every tender, also those linked
 * to no unit; anyone else the tenders of their own units and everything below them (spec §3
 * organisation hierarchy, the same subtree as ePublish and user administration).
 */
export interface ReportScope {
  all: boolean;
  /** The units the user may see (their units and below); empty for the portal admin. */
  unitIds: number[];
  /** The tops of their chains (their own units, none inside another). */
  tops: number[];
  roles: string[];
}

export async function reportScope(db: Db, userId: number): Promise<ReportScope> {
  const roles = await roleCodesOf(db, userId);
  if (roles.includes('portal_admin')) return { all: true, unitIds: [], tops: [], roles };
  const [unitIds, own] = await Promise.all([unitSubtreeIds(db, userId), ownUnitIds(db, userId)]);
  // A unit inside another of the user's units is already counted under that one.
  const chains = await Promise.all(own.map((id) => chainOf(db, id)));
  const tops = own.filter((_id, i) => !chains[i]!.slice(0, -1).some((u) => own.includes(Number(u.id))));
  return { all: false, unitIds, tops, roles };
}

const figureKeys = tenderFigureKeys;
function sumOf(rows: TenderFigures[]): TenderFigures {
  const total = Object.fromEntries(figureKeys.map((k) => [k, 0])) as TenderFigures;
  for (const row of rows) for (const k of figureKeys) total[k] += row[k];
  // Rupees to the paisa, as the database summed them (no binary fractions in a total).
  total.value = Math.round(total.value * 100) / 100;
  total.awardedValue = Math.round(total.awardedValue * 100) / 100;
  return total;
}
const isEmpty = (f: Omit<KeyedFigures, 'key'>) =>
  f.published + f.corrigenda + f.closed + f.awarded + f.cancelled === 0;
const unitOf = (u: UnitRow): ReportUnit => ({ id: Number(u.id), name: u.name, level: Number(u.level) });

/**
 * One tender report (spec §2 "Reports and dashboards"; issue #29 item 1): the figures of the
 * tenders the public sees (every source: imported, pushed and ePublish) in the interval, grouped
 * by the dimension, within the user's scope, optionally one organisation unit and one source.
 */
export async function tenderReport(
  db: Db,
  userId: number,
  dimension: TenderReportDimension,
  query: ReportQuery,
  now: Date,
): Promise<TenderReport> {
  const { from, to } = resolveInterval(query, istDay(now));
  const scope = await reportScope(db, userId);
  let unit: ReportUnit | null = null;
  let breadcrumb: ReportUnit[] = [];
  let unitIds: number[] | null = scope.all ? null : scope.unitIds;
  if (query.unit) {
    // Outside the user's chains a unit does not exist for them (as for ePublish items).
    if (!scope.all && !scope.unitIds.includes(query.unit)) throw new AppError('NOT_FOUND');
    const chain = await chainOf(db, query.unit);
    if (!chain.length) throw new AppError('NOT_FOUND');
    // The breadcrumb goes up as far as the user may go: to the top of their own chain.
    const visible = scope.all ? chain : chain.filter((u) => scope.unitIds.includes(Number(u.id)));
    breadcrumb = visible.slice(0, -1).map(unitOf);
    unit = unitOf(chain.at(-1)!);
    unitIds = await unitSubtreeOf(db, query.unit);
  }
  const filter: FactFilter = { from, to, source: query.source, unitIds };
  return withoutJit(db, async (tx) => {
    const rows =
      dimension === 'organisation'
        ? await organisationRows(tx, scope, unit, filter)
        : (await figuresBy(tx, dimension, filter)).map(
            (f): TenderReportRow => ({ ...f, label: f.key, drill: false, level: null }),
          );
    // Every fact of the filter is in exactly one row (the unit's own, a group's, or the
    // unlinked), so the total is their sum: one pass over the facts instead of two.
    const totals = sumOf(rows);
    return { dimension, from, to, asOf: await lastRefresh(tx), unit, breadcrumb, rows, totals };
  });
}

/**
 * A report's reads in one read-only transaction without PostgreSQL's JIT: the aggregate's plans
 * cost enough to cross `jit_above_cost`, and compiling them took ~100 ms, more than the query
 * (bench/README.md). Also one snapshot for rows and totals.
 */
async function withoutJit<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return run(tx as unknown as Db);
  });
}

async function unitSubtreeOf(db: Db, unitId: number): Promise<number[]> {
  const result = (await db.execute(sql`
    with recursive tree as (
      select id from org_units where id = ${unitId}
      union
      select o.id from org_units o join tree on o.parent_id = tree.id
    )
    select id from tree`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

/**
 * Organisation rows: the units one level below the unit drilled into (spec §2
 * orgwisedrilldownlevelthree … six), each counting everything beneath it; the unit's own
 * tenders as a row of its own. At the top: the level-one units (portal admin, with the tenders
 * linked to no unit as a row '') or the tops of the user's chains.
 */
async function organisationRows(
  db: Db,
  scope: ReportScope,
  unit: ReportUnit | null,
  filter: FactFilter,
): Promise<TenderReportRow[]> {
  const groups = unit
    ? await childUnits(db, unit.id)
    : scope.all
      ? await childUnits(db, null)
      : await unitsByIds(db, scope.tops);
  const figures = await figuresByUnits(
    db,
    groups.map((g) => Number(g.id)),
    filter,
    !unit && scope.all,
    unit?.id,
  );
  const byKey = new Map(figures.map((f) => [f.key, f]));
  const rows: TenderReportRow[] = [];
  if (unit) {
    const own = byKey.get(String(unit.id));
    if (own && !isEmpty(own))
      rows.push({ ...own, key: String(unit.id), label: unit.name, drill: false, level: unit.level });
  }
  for (const g of groups) {
    const f = byKey.get(String(g.id));
    if (!f || isEmpty(f)) continue;
    rows.push({ ...f, label: g.name, drill: g.hasChildren, level: Number(g.level) });
  }
  const unlinked = byKey.get('');
  if (unlinked && !isEmpty(unlinked)) rows.push({ ...unlinked, label: '', drill: false, level: null });
  return rows;
}

/**
 * The dashboard (spec §2 userdashboard; issue #29 item 5): for each role the user holds, the
 * few figures that matter, each a link to its list. Counts read the tables directly (they are
 * small: workflow items and appeals, not the million tenders), within the user's chains.
 */
export async function dashboard(db: Db, userId: number, now: Date): Promise<Dashboard> {
  const { from, to } = resolveInterval({ interval: 'thisMonth' }, istDay(now));
  const scope = await reportScope(db, userId);
  const figures: Dashboard['figures'] = [];
  const has = (...codes: string[]) => codes.some((c) => scope.roles.includes(c));

  if (has('portal_admin', 'nodal_officer', 'po_admin', 'po_publisher')) {
    const month = await totalsOf(db, { from, to, unitIds: scope.all ? null : scope.unitIds });
    figures.push(
      {
        key: 'tendersThisMonth',
        task: false,
        value: month.published,
        route: 'orgwisetenderreport',
        query: 'interval=thisMonth',
      },
      {
        key: 'valueThisMonth',
        task: false,
        value: month.value,
        route: 'organizationtendervaluesummary',
        query: 'interval=thisMonth',
      },
      {
        key: 'cancelledThisMonth',
        task: false,
        value: month.cancelled,
        route: 'msrtenderreport',
        query: 'interval=thisMonth',
      },
    );
  }
  figures.push(...(await queueFigures(db, userId, scope)));
  return { from, to, figures };
}
/** One queue of the dashboard: who sees it, whether it is a task, the count, the list it opens. */
interface Queue {
  key: string;
  roles: readonly string[];
  task: boolean;
  route: string;
  /** The count's query: `mine` is the user's own rows, `inScope` those of their chains. */
  count(at: { mine: SQL; inScope: SQL }): SQL;
}

const queues: readonly Queue[] = [
  {
    key: 'returnedToMe',
    roles: ['creator', 'po_admin'],
    task: true,
    route: 'tenderlist',
    count: ({ mine }) =>
      sql`select count(*)::int as n from epublish_tenders where ${mine} and state = 'returned'`,
  },
  {
    key: 'myDrafts',
    roles: ['creator', 'po_admin'],
    task: false,
    route: 'tenderlist',
    count: ({ mine }) =>
      sql`select count(*)::int as n from epublish_tenders where ${mine} and state = 'draft'`,
  },
  ...(
    [
      ['awaitingPublish', 'epublish_tenders', 'directpurchasestatusappruval'],
      ['corrigendaAwaiting', 'epublish_corrigenda', 'directpurchasecorrigendumstatusappruval'],
      ['awardsAwaiting', 'epublish_awards', 'aoclisttopublish'],
    ] as const
  ).map(([key, table, route]) => ({
    key,
    roles: ['publisher', 'po_publisher'],
    task: true,
    route,
    count: ({ inScope }: { inScope: SQL }) =>
      sql`select count(*)::int as n from ${sql.raw(table)} where state in ('sent', 'inOrder') and ${inScope}`,
  })),
  {
    key: 'plansAwaiting',
    roles: ['publisher', 'po_publisher'],
    task: true,
    route: 'annualprocurementplanapproval',
    count: ({ inScope }) =>
      sql`select count(*)::int as n from procurement_plans where state = 'sent' and ${inScope}`,
  },
  ...([1, 2] as const).map((level) => ({
    key: level === 1 ? 'appealsDueFirst' : 'appealsDueSecond',
    roles: [level === 1 ? 'appellate_authority_1' : 'appellate_authority_2'],
    task: true,
    route: level === 1 ? 'appealfaa' : 'appealsaa',
    count: ({ inScope }: { inScope: SQL }) =>
      sql`select count(*)::int as n from appeals where level = ${level} and state in ('active', 'approved') and ${inScope}`,
  })),
  {
    key: 'myOpenAppeals',
    roles: ['appeal_user', 'bidder'],
    task: false,
    route: 'userAppealList',
    count: ({ mine }) =>
      sql`select count(*)::int as n from appeals where ${mine} and state in ('draft', 'active', 'approved')`,
  },
  {
    key: 'orgChangesPending',
    roles: ['portal_admin', 'nodal_officer'],
    task: true,
    route: 'masterentrylevelone',
    count: () => sql`select count(*)::int as n from org_unit_changes where state = 'pending'`,
  },
];

/**
 * The queues of the user's roles: what waits for their decision or action (`task`: sent items
 * for a publisher, returned ones for their creator, appeals before an authority, organisation
 * changes before an administrator), and their own open items. The dashboard shows them all; the
 * header counts the tasks (issue #24 item 7, "Tasks and notices").
 */
async function queueFigures(
  db: Db,
  userId: number,
  scope: Awaited<ReturnType<typeof reportScope>>,
): Promise<Dashboard['figures']> {
  const units = sql`${`{${scope.unitIds.join(',')}}`}::int[]`;
  const at = {
    mine: sql`created_by = ${userId}`,
    inScope: scope.all ? sql`true` : sql`org_unit_id = any(${units})`,
  };
  const figures: Dashboard['figures'] = [];
  for (const queue of queues) {
    if (!queue.roles.some((r) => scope.roles.includes(r))) continue;
    const result = (await db.execute(queue.count(at))) as unknown as { rows: { n: number }[] };
    figures.push({
      key: queue.key,
      task: queue.task,
      value: Number(result.rows[0]?.n ?? 0),
      route: queue.route,
      query: '',
    });
  }
  return figures;
}

/** What waits for the user's decision or action, with the total the header shows (issue #24 item 7). */
export async function tasks(db: Db, userId: number): Promise<Tasks> {
  const figures = (await queueFigures(db, userId, await reportScope(db, userId))).filter(
    (f) => f.task && f.value > 0,
  );
  return { total: figures.reduce((sum, f) => sum + f.value, 0), figures };
}
