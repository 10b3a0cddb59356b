/**
 * Public tender search benchmark (issue #5 item 6). Starts the real server (node
 * src/server/main.ts) as its own process on a database that bench/generate-tenders.ts filled,
 * drives each query with CONCURRENCY keep-alive clients for SECONDS after a warm-up pass, and
 * writes the figures into bench/README.md between the search markers (all runs so far are kept
 * in bench/search-results.json, keyed by engine and size, so sizes can be measured one by one).
 *
 *   node bench/search.ts --size 1m  DATABASE_URL=postgres://root@127.0.0.1:5432/spp_bench_1m
 *   node bench/search.ts --size 100k  DATA_DIR=/tmp/spp-bench-100k          (PGlite)
 *   BENCH_SECONDS=6  BENCH_WARMUP_SECONDS=2  BENCH_CONCURRENCY=50
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { drive } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const args = process.argv.slice(2);
const size = args[args.indexOf('--size') + 1] ?? '?';
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]!.split(',') : null;
const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
const label = args.includes('--label') ? args[args.indexOf('--label') + 1]! : '';
const serverDir = process.env.BENCH_SERVER_DIR ?? '.';
const soloSeconds = Number(process.env.BENCH_SOLO_SECONDS ?? 3);
const resultsFile = 'bench/search-results.json';

interface Result {
  engine: string;
  size: string;
  label: string;
  /** One client at a time: the query's own cost, without queueing. */
  soloP50: number;
  soloP95: number;
  name: string;
  matches: number | null;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** The machine's 1-minute load average when the row was measured (other work on it). */
  load?: number;
}

// The organisation with the most tenders (level 1) and a division below it, read before the
// server starts (PGlite allows one process at a time).
const database = databaseUrl
  ? await openDatabase({ engine: 'postgresql', url: databaseUrl, poolSize: 1 })
  : await openDatabase({ engine: 'pglite', dataDir: path.join(dataDir ?? './data', 'db') });
const unitRows = async (level: number) =>
  (
    (await database.db.execute(sql`
      with recursive up as (
        select t.org_unit_id as leaf, o.id, o.parent_id, o.level from tenders t join org_units o on o.id = t.org_unit_id
        union all select up.leaf, p.id, p.parent_id, p.level from up join org_units p on p.id = up.parent_id)
      select id, count(*)::int as n from up where level = ${level} group by id order by n desc limit 1`)) as unknown as {
      rows: { id: number; n: number }[];
    }
  ).rows[0]!;
const topDepartment = await unitRows(1);
const division = await unitRows(4);
await database.close();

const scenarios: { name: string; path: string; deep?: boolean }[] = [
  { name: 'keyword, common word (q=road)', path: '/api/v1/public/tenders?q=road' },
  { name: 'keyword, rare word (q=tarpaulin)', path: '/api/v1/public/tenders?q=tarpaulin' },
  {
    name: 'keyword, phrase (q="construction of road")',
    path: `/api/v1/public/tenders?q=${encodeURIComponent('"construction of road"')}`,
  },
  { name: 'reference fragment (ref=goodwill)', path: '/api/v1/public/tenders?ref=goodwill' },
  // Issue 12: what people type. A tender id (the synthetic ids are B1…Bn; the exact lookup),
  // a code joined by slashes, a part of such a code, and a misspelt word ("Did you mean").
  { name: 'tender id (q=B5000)', path: '/api/v1/public/tenders?q=B5000' },
  {
    name: 'title code (q=Maint/MMPPNA)',
    path: `/api/v1/public/tenders?q=${encodeURIComponent('Maint/MMPPNA')}`,
  },
  { name: 'part of a code (q=MMPPNA)', path: '/api/v1/public/tenders?q=MMPPNA' },
  { name: 'misspelt word (q=constructon)', path: '/api/v1/public/tenders?q=constructon' },
  { name: 'no filter (every tender, newest first)', path: '/api/v1/public/tenders' },
  { name: 'filter: status=active', path: '/api/v1/public/tenders?status=active' },
  { name: 'filter: closing=7', path: '/api/v1/public/tenders?closing=7' },
  { name: 'filter: district=Kamrup Metro', path: '/api/v1/public/tenders?district=Kamrup%20Metro' },
  {
    name: 'filter: org subtree (largest department)',
    path: `/api/v1/public/tenders?org=${topDepartment.id}`,
  },
  { name: 'filter: org subtree (level-4 unit)', path: `/api/v1/public/tenders?org=${division.id}` },
  { name: 'filter: value ₹1–5 crore', path: '/api/v1/public/tenders?minValue=10000000&maxValue=50000000' },
  {
    name: 'keyword + filters (q=road, status=active, district)',
    path: '/api/v1/public/tenders?q=road&status=active&district=Kamrup%20Metro',
  },
  { name: 'deep keyset page (page 251, newest first)', path: '/api/v1/public/tenders', deep: true },
  { name: 'GET /public/tenders/counts', path: '/api/v1/public/tenders/counts' },
  // The floor under the same conditions: one trivial query per request.
  { name: 'reference: GET /api/v1/health', path: '/api/v1/health' },
];

async function startServer(): Promise<{ url: string; proc: ChildProcess }> {
  const port = 4600 + Math.floor(Math.random() * 300);
  const proc = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      DEMO: 'false',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return { url, proc };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** The cursor of page `pages + 1` (20 a page), found by walking the pages once. */
async function deepCursor(url: string, path: string, pages: number): Promise<string> {
  let cursor = '';
  for (let i = 0; i < pages / 5; i++) {
    const res = await fetch(`${url}${path}?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    const body = (await res.json()) as { nextCursor: string | null };
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
  }
  return cursor;
}

function load(url: string, target: string, duration: number, clients = concurrency) {
  return drive(url + target, clients, duration);
}

const { url, proc } = await startServer();
const results: Result[] = [];
try {
  for (const s of scenarios) {
    if (only && !only.some((o) => s.name.includes(o))) continue;
    let target = s.path;
    if (s.deep) target = `${s.path}?cursor=${await deepCursor(url, s.path, 250)}`;
    const first = await fetch(url + target);
    const body = (await first.json()) as { total?: number };
    const matches = typeof body.total === 'number' ? body.total : null;
    await load(url, target, warmup); // warm-up pass, not recorded
    const solo = await load(url, target, soloSeconds, 1);
    const r = await load(url, target, seconds);
    const loadAvg = Math.round(os.loadavg()[0]! * 10) / 10;
    results.push({
      engine,
      size,
      label,
      name: s.name,
      matches,
      soloP50: solo.p50,
      soloP95: solo.p95,
      ...r,
      load: loadAvg,
    });
    console.log(engine, size, label, s.name, matches, `solo p50 ${solo.p50} p95 ${solo.p95}`, r);
  }
} finally {
  proc.kill('SIGTERM');
  await new Promise((r) => proc.once('exit', r));
}

// ---------------------------------------------------------------- keep and render
const all: Result[] = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : [];
const kept = all.filter(
  (r) =>
    !results.some(
      (n) => n.engine === r.engine && n.size === r.size && n.label === r.label && n.name === r.name,
    ),
);
const merged = [...kept, ...results];
const order = (r: Result) =>
  `${r.engine === 'PostgreSQL' ? 0 : 1}-${r.label}-${['10k', '100k', '1m'].indexOf(r.size)}-${String(scenarios.findIndex((s) => s.name === r.name)).padStart(2, '0')}`;
merged.sort((a, b) => order(a).localeCompare(order(b)));
writeFileSync(resultsFile, `${JSON.stringify(merged, null, 1)}\n`);

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const group = (r: Result) => `${r.engine} ${r.size}${r.label ? ` (${r.label})` : ''}`;
const groups = [...new Set(merged.map(group))];
const table = [
  `Last run ${new Date().toISOString().slice(0, 16)}Z on ${machine}; ${concurrency} concurrent keep-alive clients on the same machine, ${seconds} s per row after a ${warmup} s warm-up; latencies in ms; "load" is the machine's 1-minute load average at the end of the row (2 cores, shared with other work); "1 client" is ${soloSeconds} s of one client at a time (the query's own cost, no queueing); "matches" is the response's total.`,
  ...groups.flatMap((g) => [
    '',
    `**${g.replace('1m', '1,000,000').replace('100k', '100,000').replace('10k', '10,000')} tenders**`,
    '',
    '| query | matches | 1 client p50 | 1 client p95 | requests | errors | req/s | p50 | p95 | p99 | load |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...merged
      .filter((r) => group(r) === g)
      .map(
        (r) =>
          `| ${r.name} | ${r.matches ?? '–'} | ${r.soloP50} | ${r.soloP95} | ${r.requests} | ${r.errors} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.load ?? '–'} |`,
      ),
  ]),
].join('\n');
const readmePath = 'bench/README.md';
const readme = readFileSync(readmePath, 'utf8');
if (readme.includes('<!-- search:start -->'))
  writeFileSync(
    readmePath,
    readme.replace(
      /<!-- search:start -->[\s\S]*<!-- search:end -->/,
      `<!-- search:start -->\n${table}\n<!-- search:end -->`,
    ),
  );
console.log(table);
