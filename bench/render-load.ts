/**
 * Server rendering under load (issue #23 item 4, finding 4): 40 parallel anonymous visitors
 * asking for a server-rendered tender list, and what that does to `/api/v1/health` (a load
 * balancer's probe, and a stand-in for every other API call the same process serves). The probe
 * saw health go from 0.01 s to 3.27 s with 40 parallel `GET /en/latestactivetenders?q=road&
 * sort=value`. Two kinds of load: the same page for everyone (what a cache helps with), and a
 * different search each time (what it cannot help with).
 *
 *   node bench/render-load.ts                     # starts its own portal (demo data, PGlite)
 *   DATABASE_URL=postgres://…/spp_render node bench/render-load.ts   # on PostgreSQL
 *   BENCH_URL=http://127.0.0.1:3000 node bench/render-load.ts        # a running portal
 *   SECONDS=15 CLIENTS=40 LABEL='after' MARKER=render-load
 *
 * Writes a table into bench/README.md between `<!-- MARKER:start -->` and `<!-- MARKER:end -->`
 * (appending rows of earlier runs of other labels kept in bench/render-load-results.json).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { phone } from '../tests/e2e/slow-phone.ts';

const seconds = Number(process.env.SECONDS ?? 15);
const clients = Number(process.env.CLIENTS ?? 40);
const label = process.env.LABEL ?? 'current build';
const marker = process.env.MARKER ?? 'render-load';
const resultsFile = 'bench/render-load-results.json';

async function startServer(): Promise<{ url: string; proc?: ChildProcess; dataDir?: string }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, '') };
  const port = 4800 + Math.floor(Math.random() * 90);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spp-render-load-'));
  const proc = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
      DEMO: 'true',
      // The page limit is what is measured; the API's own limit stays out of the way.
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
      SSR_RATE_LIMIT_PER_MINUTE: process.env.SSR_RATE_LIMIT_PER_MINUTE ?? '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i++) {
    if (proc.exitCode !== null) throw new Error(`portal exited with code ${proc.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return { url, proc, dataDir };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function waitForTenders(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      const page = (await (await fetch(`${url}/api/v1/public/tenders?q=road&limit=1`)).json()) as {
        total?: number;
      };
      if ((page.total ?? 0) > 0) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  // The demo loader's last steps (districts of the work, the dictionary) run after the tenders
  // are searchable: wait until health answers quickly ten times in a row.
  for (let quick = 0, i = 0; quick < 10 && i < 600; i++) {
    const start = performance.now();
    await (await fetch(`${url}/api/v1/health`)).arrayBuffer();
    quick = performance.now() - start < 30 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const quantile = (sorted: number[], p: number) =>
  Math.round((sorted[Math.floor((sorted.length - 1) * p)] ?? 0) * 10) / 10;

/** Health asked one call after another for `ms`; its latencies (ms). */
async function probeHealth(url: string, until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const start = performance.now();
    await (await fetch(`${url}/api/v1/health`)).arrayBuffer();
    latencies.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 20));
  }
  return latencies.sort((a, b) => a - b);
}

const words = ['road', 'bridge', 'building', 'school', 'water', 'supply', 'repair', 'construction'];

interface Row {
  label: string;
  date: string;
  load: string;
  pages: number;
  rendered: number;
  pageP50: number;
  pageP99: number;
  healthP50: number;
  healthP99: number;
  healthMax: number;
  /** The machine's 1-minute load average when the row started (other work shares the cores). */
  loadAvg: number;
}

async function run(url: string, load: 'same' | 'varied' | 'none'): Promise<Row> {
  const loadAvg = Math.round(os.loadavg()[0]! * 10) / 10;
  const end = performance.now() + seconds * 1000;
  const done = () => performance.now() > end;
  const pageLatencies: number[] = [];
  let rendered = 0;
  let n = 0;
  const visitor = async () => {
    while (!done()) {
      const i = n++;
      const q = load === 'same' ? 'road' : `${words[i % words.length]}`;
      const extra = load === 'same' ? '' : `&minValue=${1000 + i}`;
      const start = performance.now();
      const res = await fetch(`${url}/en/latestactivetenders?q=${q}&sort=value${extra}`, {
        headers: { 'user-agent': phone.userAgent, accept: 'text/html' },
      });
      const html = await res.text();
      pageLatencies.push(performance.now() - start);
      if (html.includes('id="ssr-state"')) rendered++;
    }
  };
  const [health] = await Promise.all([
    probeHealth(url, done),
    ...(load === 'none' ? [] : Array.from({ length: clients }, visitor)),
  ]);
  pageLatencies.sort((a, b) => a - b);
  return {
    label,
    date: new Date().toISOString().slice(0, 10),
    load:
      load === 'none'
        ? 'none (health alone)'
        : load === 'same'
          ? `${clients} visitors, the same search`
          : `${clients} visitors, a different search each`,
    pages: pageLatencies.length,
    rendered,
    pageP50: quantile(pageLatencies, 0.5),
    pageP99: quantile(pageLatencies, 0.99),
    healthP50: quantile(health, 0.5),
    healthP99: quantile(health, 0.99),
    healthMax: quantile(health, 1),
    loadAvg,
  };
}

const { url, proc, dataDir } = await startServer();
try {
  await waitForTenders(url);
  // Warm-up: the server bundle loads on the first page, the search's plans settle.
  for (let i = 0; i < 5; i++) await (await fetch(`${url}/en/latestactivetenders?q=road&sort=value`)).text();
  const rows: Row[] = [];
  for (const load of ['none', 'same', 'varied'] as const) {
    const row = await run(url, load);
    console.log(row);
    rows.push(row);
    await new Promise((r) => setTimeout(r, 2000));
  }
  const earlier: Row[] = existsSync(resultsFile)
    ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Row[]).filter((r) => r.label !== label)
    : [];
  const all = [...earlier, ...rows];
  writeFileSync(resultsFile, `${JSON.stringify(all, null, 2)}\n`);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`;
  const table = [
    `${machine}; each row ${seconds} s; pages are \`GET /en/latestactivetenders?q=…&sort=value\` as a phone, health is \`GET /api/v1/health\` asked one call after another (20 ms apart) meanwhile; latencies in ms.`,
    '',
    '| build | date | load | machine load avg | pages | server-rendered | page p50 | page p99 | health p50 | health p99 | health max |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...all.map(
      (r) =>
        `| ${r.label} | ${r.date} | ${r.load} | ${r.loadAvg} | ${r.pages} | ${r.rendered} | ${r.pageP50} | ${r.pageP99} | ${r.healthP50} | ${r.healthP99} | ${r.healthMax} |`,
    ),
  ].join('\n');
  const readme = readFileSync('bench/README.md', 'utf8');
  const start = `<!-- ${marker}:start -->`;
  const stop = `<!-- ${marker}:end -->`;
  writeFileSync(
    'bench/README.md',
    readme.includes(start)
      ? readme.replace(new RegExp(`${start}[\\s\\S]*?${stop}`), `${start}\n${table}\n${stop}`)
      : `${readme.trimEnd()}\n\n## Server rendering under load (\`node bench/render-load.ts\`, issue #23 item 4)\n\n${start}\n${table}\n${stop}\n`,
  );
} finally {
  proc?.kill('SIGTERM');
  if (proc) await new Promise((r) => proc.once('exit', r));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
