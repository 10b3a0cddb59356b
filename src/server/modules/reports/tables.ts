import { type SQL, sql } from 'drizzle-orm';
import { epublishStates } from '../../../common/api/epublish.ts';
import {
  istDay,
  type ReportQuery,
  type ReportUnit,
  resolveInterval,
  type TableReport,
  type TableReportName,
} from '../../../common/api/reports.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { chainOf, childUnits, unitsByIds } from './queries.ts';
import { type ReportScope, reportScope } from './service.ts';

type Cell = number | string | null;
type Column = TableReport['columns'][number];
type Row = TableReport['rows'][number];

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const count = (key: string): Column => ({ key, label: null, kind: 'count' });
const istStart = (d: string) => sql`${`${d}T00:00:00+05:30`}::timestamptz`;
const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

interface Context {
  db: Db;
  scope: ReportScope;
  from: string;
  to: string;
  /** [from, to] as instants: `at >= start and at < end`. */
  start: SQL;
  end: SQL;
  unit: ReportUnit | null;
  /** The units counted: the unit's subtree, or the user's (null: every unit, the portal admin). */
  unitIds: number[] | null;
}

/** `column` in the counted units (every row for the portal admin without a unit). */
const inUnits = (c: Context, column: SQL) =>
  c.unitIds ? sql`${column} = any(${intArray(c.unitIds)})` : sql`true`;

/**
 * The ePublish and user reports (spec §2; issue #29 items 2 and 3; docs/decisions/048): the
 * workflow items, users and sessions counted straight from their rows (thousands, not the
 * million tenders), within the user's chains, over the interval.
 */
export async function tableReport(
  db: Db,
  userId: number,
  name: TableReportName,
  query: ReportQuery,
  now: Date,
): Promise<TableReport> {
  const { from, to } = resolveInterval(query, istDay(now));
  const scope = await reportScope(db, userId);
  let unit: ReportUnit | null = null;
  let breadcrumb: ReportUnit[] = [];
  let unitIds: number[] | null = scope.all ? null : scope.unitIds;
  if (query.unit) {
    if (!scope.all && !scope.unitIds.includes(query.unit)) throw new AppError('NOT_FOUND');
    const chain = await chainOf(db, query.unit);
    if (!chain.length) throw new AppError('NOT_FOUND');
    const visible = scope.all ? chain : chain.filter((u) => scope.unitIds.includes(Number(u.id)));
    breadcrumb = visible
      .slice(0, -1)
      .map((u) => ({ id: Number(u.id), name: u.name, level: Number(u.level) }));
    const last = chain.at(-1)!;
    unit = { id: Number(last.id), name: last.name, level: Number(last.level) };
    unitIds = await subtree(db, unit.id);
  }
  const c: Context = {
    db,
    scope,
    from,
    to,
    start: istStart(from),
    end: istStart(nextDay(to)),
    unit,
    unitIds,
  };
  const { columns, rows, totals } = await builders[name](c);
  return { name, from, to, unit, breadcrumb, columns, rows, totals };
}

async function subtree(db: Db, unitId: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`with recursive tree as (select id from org_units where id = ${unitId}
      union select o.id from org_units o join tree on o.parent_id = tree.id) select id from tree`,
  );
  return rows.map((r) => Number(r.id));
}

/** Column totals of the count columns. */
const sums = (columns: Column[], rows: Row[]) =>
  columns.map((col, i) =>
    col.kind === 'count'
      ? rows.reduce((s, r) => s + (typeof r.cells[i] === 'number' ? (r.cells[i] as number) : 0), 0)
      : null,
  );

/** The organisation groups of a report: the unit's children, the tops of the user's chains, or level one. */
async function groupsOf(c: Context) {
  const units = c.unit
    ? await childUnits(c.db, c.unit.id)
    : c.scope.all
      ? await childUnits(c.db, null)
      : await unitsByIds(c.db, c.scope.tops);
  return units.map((u) => ({ id: Number(u.id), name: u.name, hasChildren: u.hasChildren }));
}

/** unit id → its group (the unit itself or the group above it), for the groups given. */
const groupTree = (groupIds: number[]) => sql`tree as (
  select id as unit_id, id as group_id from org_units where id = any(${intArray(groupIds)})
  union all
  select o.id, tree.group_id from org_units o join tree on o.parent_id = tree.unit_id)`;

type Builder = (c: Context) => Promise<{ columns: Column[]; rows: Row[]; totals: (number | null)[] | null }>;

const builders: Record<TableReportName, Builder> = {
  /**
   * epublishsummaryorganisationwise: ePublish tenders created in the interval by organisation
   * (its own unit), per workflow state, and the average days from creation to the publisher's
   * decision for those published.
   */
  'epublish-organisations': async (c) => {
    const states = epublishStates.filter((s) => s !== 'discarded');
    const found = await rowsOf<Record<string, unknown> & { id: number; name: string }>(
      c.db,
      sql`select o.id, o.name, ${sql.join(
        states.map((s) => sql`count(*) filter (where e.state = ${s})::int as ${sql.identifier(s)}`),
        sql`, `,
      )}, count(*)::int as total,
        avg(extract(epoch from (e.decided_at - e.created_at)) / 86400)
          filter (where e.state in ('published', 'cancelled', 'archived')) as days
      from epublish_tenders e join org_units o on o.id = e.org_unit_id
      where e.state <> 'discarded' and e.created_at >= ${c.start} and e.created_at < ${c.end}
        and ${inUnits(c, sql`e.org_unit_id`)}
      group by o.id, o.name order by o.name`,
    );
    const columns = [
      ...states.map((s) => count(`state.${s}`)),
      count('total'),
      { key: 'daysToPublish', label: null, kind: 'days' as const },
    ];
    const rows = found.map((r) => ({
      key: String(r.id),
      label: r.name,
      drillUnit: null,
      names: null,
      cells: [
        ...states.map((s) => Number(r[s])),
        Number(r.total),
        r.days === null ? null : Math.round(Number(r.days) * 10) / 10,
      ],
    }));
    return { columns, rows, totals: sums(columns, rows) };
  },

  /** corrigendumsummaryepublish: ePublish corrigenda created in the interval, by workflow state. */
  'epublish-corrigendum-states': async (c) => {
    const found = await rowsOf<{ state: string; n: number }>(
      c.db,
      sql`select state, count(*)::int as n from epublish_corrigenda e
        where e.state <> 'discarded' and e.created_at >= ${c.start} and e.created_at < ${c.end}
          and ${inUnits(c, sql`e.org_unit_id`)}
        group by state`,
    );
    const byState = new Map(found.map((r) => [r.state, Number(r.n)]));
    const columns = [count('corrigenda')];
    const rows = epublishStates
      .filter((s) => s !== 'discarded' && byState.has(s))
      .map((s) => ({ key: s, label: `state.${s}`, drillUnit: null, names: null, cells: [byState.get(s)!] }));
    return { columns, rows, totals: sums(columns, rows) };
  },

  /** corrigendumtypecountepublish: ePublish corrigenda created in the interval by type, and how many were published. */
  'epublish-corrigendum-types': async (c) => {
    const found = await rowsOf<{ type: string | null; n: number; published: number }>(
      c.db,
      sql`select e.values->>'type' as type, count(*)::int as n,
          count(*) filter (where e.state in ('published', 'archived'))::int as published
        from epublish_corrigenda e
        where e.state <> 'discarded' and e.created_at >= ${c.start} and e.created_at < ${c.end}
          and ${inUnits(c, sql`e.org_unit_id`)}
        group by 1 order by 1`,
    );
    const columns = [count('corrigenda'), count('published')];
    const rows = found.map((r) => ({
      key: r.type ?? '',
      label: r.type ? `type.${r.type}` : '',
      drillUnit: null,
      names: null,
      cells: [Number(r.n), Number(r.published)],
    }));
    return { columns, rows, totals: sums(columns, rows) };
  },

  /**
   * userReport (User Analysis): users by organisation, one level at a time: users, active, new in
   * the interval, who logged in during it and how many logins.
   */
  'users-organisations': async (c) => {
    const groups = await groupsOf(c);
    const columns = [
      count('users'),
      count('activeUsers'),
      count('newUsers'),
      count('usersLoggedIn'),
      count('logins'),
    ];
    if (!groups.length) return { columns, rows: [], totals: sums(columns, []) };
    const found = await rowsOf<{
      group_id: number;
      users: number;
      active: number;
      created: number;
      logged: number;
      logins: number;
    }>(
      c.db,
      sql`with recursive ${groupTree(groups.map((g) => g.id))},
        members as (select distinct tree.group_id, uo.user_id from user_org_units uo join tree on tree.unit_id = uo.org_unit_id)
        select m.group_id,
          count(distinct m.user_id)::int as users,
          count(distinct m.user_id) filter (where u.status = 1)::int as active,
          count(distinct m.user_id) filter (where u.created_at >= ${c.start} and u.created_at < ${c.end})::int as created,
          count(distinct s.user_id)::int as logged,
          count(s.id)::int as logins
        from members m join users u on u.id = m.user_id
        left join sessions s on s.user_id = m.user_id and s.created_at >= ${c.start} and s.created_at < ${c.end}
        group by m.group_id`,
    );
    const byGroup = new Map(found.map((r) => [Number(r.group_id), r]));
    const rows = groups.map((g) => {
      const r = byGroup.get(g.id);
      return {
        key: String(g.id),
        label: g.name,
        drillUnit: g.hasChildren ? g.id : null,
        names: null,
        cells: r ? [r.users, r.active, r.created, r.logged, r.logins].map(Number) : [0, 0, 0, 0, 0],
      };
    });
    return { columns, rows, totals: null };
  },

  /** orgSummaryMonthWise and userMsrReport: per IST month, new users, logins and users who logged in. */
  'users-months': (c) => usersOverTime(c, 'month'),
  /** orgSummaryDateWise: the same per IST day. */
  'users-days': (c) => usersOverTime(c, 'day'),

  /** userrolesreport: active users holding each role, within the chains. */
  'users-roles': async (c) => {
    const found = await rowsOf<{ code: string; name_en: string; name_as: string; n: number }>(
      c.db,
      sql`select r.code, r.name_en, r.name_as, count(distinct ur.user_id) filter (where u.id is not null)::int as n
        from roles r
        left join user_roles ur on ur.role_id = r.id
        left join users u on u.id = ur.user_id and u.status = 1 and (${
          c.unitIds
            ? sql`exists (select 1 from user_org_units uo where uo.user_id = u.id and uo.org_unit_id = any(${intArray(c.unitIds)}))`
            : sql`true`
        })
        group by r.id order by r.id`,
    );
    const columns = [count('activeUsers')];
    const rows = found.map((r) => ({
      key: r.code,
      label: r.code,
      names: { en: r.name_en, as: r.name_as },
      drillUnit: null,
      cells: [Number(r.n)],
    }));
    return { columns, rows, totals: null };
  },

  /** orgWiseUsersRolesReportDetails: per organisation (one level at a time), active users of each role. */
  'users-organisation-roles': async (c) => {
    const roles = await rowsOf<{ id: number; code: string; name_en: string; name_as: string }>(
      c.db,
      sql`select id, code, name_en, name_as from roles order by id`,
    );
    const columns: Column[] = roles.map((r) => ({
      key: r.code,
      label: { en: r.name_en, as: r.name_as },
      kind: 'count',
    }));
    const groups = await groupsOf(c);
    if (!groups.length) return { columns, rows: [], totals: null };
    const found = await rowsOf<{ group_id: number; role_id: number; n: number }>(
      c.db,
      sql`with recursive ${groupTree(groups.map((g) => g.id))}
        select tree.group_id, ur.role_id, count(distinct u.id)::int as n
        from tree join user_org_units uo on uo.org_unit_id = tree.unit_id
        join users u on u.id = uo.user_id and u.status = 1
        join user_roles ur on ur.user_id = u.id
        group by 1, 2`,
    );
    const cell = new Map(found.map((r) => [`${r.group_id}:${r.role_id}`, Number(r.n)]));
    const rows = groups.map((g) => ({
      key: String(g.id),
      label: g.name,
      drillUnit: g.hasChildren ? g.id : null,
      names: null,
      cells: roles.map((r) => cell.get(`${g.id}:${r.id}`) ?? 0),
    }));
    return { columns, rows, totals: sums(columns, rows) };
  },

  /** orgWiseUsersDetails: the users of the chosen unit and below (at most 1,000): login, name, roles, status, last login. */
  'users-details': async (c) => {
    const found = await rowsOf<{
      login_id: string;
      name: string;
      roles: string | null;
      status: number;
      last_login_at: string | Date | null;
    }>(
      c.db,
      sql`select u.login_id, trim(u.first_name || ' ' || u.last_name) as name,
          (select string_agg(r.code, ', ' order by r.id) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles,
          u.status, u.last_login_at
        from users u
        where ${
          c.unitIds
            ? sql`exists (select 1 from user_org_units uo where uo.user_id = u.id and uo.org_unit_id = any(${intArray(c.unitIds)}))`
            : sql`true`
        }
        order by u.login_id limit 1000`,
    );
    const columns: Column[] = [
      { key: 'name', label: null, kind: 'text' },
      { key: 'roles', label: null, kind: 'text' },
      { key: 'status', label: null, kind: 'text' },
      { key: 'lastLogin', label: null, kind: 'text' },
    ];
    const rows = found.map((r) => ({
      key: r.login_id,
      label: r.login_id,
      drillUnit: null,
      names: null,
      cells: [
        r.name,
        r.roles ?? '',
        Number(r.status) === 1 ? 'active' : 'inactive',
        r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
      ] as Cell[],
    }));
    return { columns, rows, totals: null };
  },
};

async function usersOverTime(c: Context, grain: 'month' | 'day') {
  const fmt = grain === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD';
  const inScope = (column: SQL) =>
    c.unitIds
      ? sql`exists (select 1 from user_org_units uo where uo.user_id = ${column} and uo.org_unit_id = any(${intArray(c.unitIds)}))`
      : sql`true`;
  const found = await rowsOf<{ key: string; created: number; logins: number; logged: number }>(
    c.db,
    sql`with events as (
        select to_char(u.created_at at time zone 'Asia/Kolkata', ${fmt}) as key, 'created' as kind, u.id as user_id
        from users u where u.created_at >= ${c.start} and u.created_at < ${c.end} and ${inScope(sql`u.id`)}
        union all
        select to_char(s.created_at at time zone 'Asia/Kolkata', ${fmt}), 'login', s.user_id
        from sessions s where s.created_at >= ${c.start} and s.created_at < ${c.end} and ${inScope(sql`s.user_id`)}
      )
      select key, count(*) filter (where kind = 'created')::int as created,
        count(*) filter (where kind = 'login')::int as logins,
        count(distinct user_id) filter (where kind = 'login')::int as logged
      from events group by key order by key`,
  );
  const columns = [count('newUsers'), count('logins'), count('usersLoggedIn')];
  const rows = found.map((r) => ({
    key: r.key,
    label: r.key,
    drillUnit: null,
    names: null,
    cells: [Number(r.created), Number(r.logins), Number(r.logged)],
  }));
  // Users who logged in do not add up across months (one user in two months); the others do.
  const totals = sums(columns, rows);
  totals[2] = null;
  return { columns, rows, totals };
}
