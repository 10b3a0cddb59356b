/**
 * Report speed (issue #29 item 6): every tender report dimension over each interval, for one
 * client, on a database that bench/generate-tenders.ts filled. Calls the reports service in the
 * process (what the route does, without HTTP), after rebuilding the day and month groups (timed),
 * and writes the figures into bench/README.md between the reports markers (runs kept by engine
 * and size in bench/reports-results.json).
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/spp_bench_1m node bench/reports.ts --size 1m
 *   DATA_DIR=/tmp/spp-bench-100k node bench/reports.ts --size 100k          (PGlite)
 *   BENCH_REPEAT=20
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ReportQuery, TenderReportDimension } from '../src/common/api/reports.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { seedAccessReferenceData } from '../src/server/modules/access/index.ts';
import { refreshReports, tenderReport } from '../src/server/modules/reports/index.ts';

const args = process.argv.slice(2);
const size = args[args.indexOf('--size') + 1] ?? '?';
const repeat = Number(process.env.BENCH_REPEAT ?? 20);
const databaseUrl = process.env.DATABASE_URL;
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
const resultsFile = 'bench/reports-results.json';

interface Row {
  name: string;
  rows: number;
  p50: number;
  p95: number;
  max: number;
}
interface Run {
  engine: string;
  size: string;
  tenders: number;
  refreshMs: number;
  aggregateRows: number;
  /** Day groups (report_tender_days, migration 0029); absent in runs before it. */
  dayRows?: number;
  load: number;
  date: string;
  rows: Row[];
}

const database = databaseUrl
  ? await openDatabase({ engine: 'postgresql', url: databaseUrl })
  : await openDatabase({
      engine: 'pglite',
      dataDir: path.join(process.env.DATA_DIR ?? '/tmp/spp-bench', 'db'),
    });
await database.migrate();
const db = database.db;
// The roles (the generator loads tenders and units only): the portal admin reads every tender.
await seedAccessReferenceData(db);
const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

/** A portal admin (every tender) and an official of the busiest level-one unit's busiest child. */
async function benchUser(login: string, role: string, unitId: number | null): Promise<number> {
  const existing = await one<{ id: number } | undefined>(
    sql`select id from users where login_id = ${login}`,
  ).catch(() => undefined);
  if (existing?.id) {
    await db.execute(sql`insert into user_roles (user_id, role_id) select ${existing.id}, id from roles where code = ${role}
      on conflict do nothing`);
    return Number(existing.id);
  }
  const user = await one<{ id: number }>(sql`
    insert into users (login_id, password_hash, first_name, category) values (${login}, 'x', 'Bench', 'department')
    returning id`);
  await db.execute(
    sql`insert into user_roles (user_id, role_id) select ${user.id}, id from roles where code = ${role}`,
  );
  if (unitId)
    await db.execute(sql`insert into user_org_units (user_id, org_unit_id) values (${user.id}, ${unitId})`);
  return Number(user.id);
}

const tenders = Number((await one<{ n: number }>(sql`select count(*)::int as n from tenders`)).n);
const started = Date.now();
await refreshReports(db);
const refreshMs = Date.now() - started;
const aggregateRows = Number(
  (await one<{ n: number }>(sql`select count(*)::int as n from report_tender_months`)).n,
);
const dayRows = Number((await one<{ n: number }>(sql`select count(*)::int as n from report_tender_days`)).n);
const busiest = await one<{ id: number; level: number }>(sql`
  select o.id, o.level from org_units o join tenders t on t.org_unit_id = o.id
  group by o.id order by count(*) desc limit 1`);
const chain = (
  (await db.execute(sql`
    with recursive up as (select id, parent_id, level from org_units where id = ${busiest.id}
      union all select o.id, o.parent_id, o.level from org_units o join up on o.id = up.parent_id)
    select id, level from up order by level`)) as unknown as { rows: { id: number; level: number }[] }
).rows;
const top = Number(chain[0]!.id);
const department = Number((chain[1] ?? chain[0])!.id);
const admin = await benchUser('bench.reports.admin', 'portal_admin', null);
const official = await benchUser('bench.reports.official', 'po_admin', department);

const now = new Date();
const cases: { name: string; user: number; dimension: TenderReportDimension; query: ReportQuery }[] = [];
const intervals: [string, ReportQuery][] = [
  ['this month', { interval: 'thisMonth' }],
  ['last FY', { interval: 'lastFy' }],
  ['this FY', { interval: 'thisFy' }],
  [
    'custom 10 Jan–20 Oct last year',
    {
      interval: 'custom',
      from: `${now.getUTCFullYear() - 1}-01-10`,
      to: `${now.getUTCFullYear() - 1}-10-20`,
    },
  ],
];
for (const dimension of ['organisation', 'source', 'category', 'type', 'month'] as const)
  for (const [label, query] of intervals)
    cases.push({ name: `${dimension}, ${label}`, user: admin, dimension, query });
cases.push({
  name: 'organisation, last FY, drill-down into the busiest level-1 unit',
  user: admin,
  dimension: 'organisation',
  query: { interval: 'lastFy', unit: top },
});
cases.push({
  name: 'organisation, last FY, source gem',
  user: admin,
  dimension: 'organisation',
  query: { interval: 'lastFy', source: 'gem' },
});
cases.push({
  name: 'organisation, last FY, an official of one chain',
  user: official,
  dimension: 'organisation',
  query: { interval: 'lastFy' },
});
cases.push({
  name: 'month, custom, an official of one chain',
  user: official,
  dimension: 'month',
  query: intervals[3]![1],
});

const rows: Row[] = [];
for (const c of cases) {
  await tenderReport(db, c.user, c.dimension, c.query, now);
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < repeat; i++) {
    const t0 = performance.now();
    const r = await tenderReport(db, c.user, c.dimension, c.query, now);
    times.push(performance.now() - t0);
    count = r.rows.length;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]! * 10) / 10;
  rows.push({ name: c.name, rows: count, p50: at(0.5), p95: at(0.95), max: at(1) });
  console.log(`${c.name}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (${count} rows)`);
}
await database.close();

const run: Run = {
  engine,
  size,
  tenders,
  refreshMs,
  aggregateRows,
  dayRows,
  load: Math.round(os.loadavg()[0]! * 10) / 10,
  date: new Date().toISOString().slice(0, 10),
  rows,
};
const all: Run[] = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : [];
const kept = all.filter((r) => !(r.engine === engine && r.size === size));
kept.push(run);
kept.sort((a, b) => a.engine.localeCompare(b.engine) || a.tenders - b.tenders);
writeFileSync(resultsFile, `${JSON.stringify(kept, null, 2)}\n`);

// The table: one column per measured size, p95 (p50) in ms.
const names = [...new Set(kept.flatMap((r) => r.rows.map((x) => x.name)))];
const head = `| report (one client, ${repeat} calls each) | ${kept.map((r) => `${r.engine} ${r.size}`).join(' | ')} |`;
const lines = [
  `Measured ${kept.map((r) => `${r.engine} ${r.size} on ${r.date} (load ${r.load})`).join('; ')}; ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}. p95 (p50) in ms.`,
  '',
  head,
  `|---|${kept.map(() => '---:').join('|')}|`,
  `| tenders | ${kept.map((r) => r.tenders.toLocaleString('en-IN')).join(' | ')} |`,
  `| month groups (report_tender_months) | ${kept.map((r) => r.aggregateRows.toLocaleString('en-IN')).join(' | ')} |`,
  `| day groups (report_tender_days) | ${kept.map((r) => r.dayRows?.toLocaleString('en-IN') ?? '–').join(' | ')} |`,
  `| rebuilding both (REFRESH … CONCURRENTLY, then ANALYZE), ms | ${kept.map((r) => r.refreshMs).join(' | ')} |`,
  ...names.map(
    (n) =>
      `| ${n} | ${kept
        .map((r) => {
          const x = r.rows.find((y) => y.name === n);
          return x ? `${x.p95} (${x.p50})` : '–';
        })
        .join(' | ')} |`,
  ),
];
const readme = readFileSync('bench/README.md', 'utf8');
const block = `<!-- reports:start -->\n${lines.join('\n')}\n<!-- reports:end -->`;
writeFileSync(
  'bench/README.md',
  readme.includes('<!-- reports:start -->')
    ? readme.replace(/<!-- reports:start -->[\s\S]*<!-- reports:end -->/, block)
    : `${readme.trimEnd()}\n\n## Reports (\`node bench/reports.ts\`)\n\n${block}\n`,
);
console.log(`bench/README.md updated (${engine} ${size})`);
