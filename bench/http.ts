/**
 * HTTP benchmark of the foundation's endpoints, on the embedded database and on PostgreSQL.
 * Starts the real server (node src/server/main.ts) as a separate process, drives it with
 * CONCURRENCY parallel keep-alive clients for DURATION seconds per endpoint, and writes the
 * figures into bench/README.md between the markers. Usage: npm run bench
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test  (default; unset it to skip PostgreSQL)
 *   BENCH_SECONDS=10  BENCH_CONCURRENCY=50
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { drive } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

interface Result {
  engine: string;
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

const endpoints: { name: string; method: string; path: string; headers?: Record<string, string> }[] = [
  { name: 'GET /api/v1/health (database round trip)', method: 'GET', path: '/api/v1/health' },
  { name: 'GET /en/about (app shell, history fallback)', method: 'GET', path: '/en/about' },
  { name: 'GET /api/v1/public/visits (one-row read)', method: 'GET', path: '/api/v1/public/visits' },
  {
    name: 'POST /api/v1/public/visits (atomic increment)',
    method: 'POST',
    path: '/api/v1/public/visits',
    headers: { 'x-csrf-token': 'bench-token-0123456789', cookie: 'spp_csrf=bench-token-0123456789' },
  },
];

async function startServer(env: Record<string, string>): Promise<{ url: string; proc: ChildProcess }> {
  const port = 4100 + Math.floor(Math.random() * 500);
  const proc = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return { url, proc };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

function load(url: string, endpoint: (typeof endpoints)[number]): Promise<Omit<Result, 'engine' | 'name'>> {
  return drive(url + endpoint.path, concurrency, seconds, {
    method: endpoint.method,
    headers: endpoint.headers,
  });
}

async function runEngine(engine: string, env: Record<string, string>): Promise<Result[]> {
  const { url, proc } = await startServer(env);
  const results: Result[] = [];
  try {
    for (const endpoint of endpoints) {
      await load(url, { ...endpoint }); // warm-up pass, not recorded
      const r = await load(url, endpoint);
      results.push({ engine, name: endpoint.name, ...r });
      console.log(engine, endpoint.name, r);
    }
  } finally {
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
  }
  return results;
}

async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spp-bench-'));
const results = await runEngine('PGlite', { DATA_DIR: dataDir });
rmSync(dataDir, { recursive: true, force: true });
if (process.env.BENCH_DATABASE_URL !== '' && (await postgresAvailable())) {
  results.push(...(await runEngine('PostgreSQL', { DATABASE_URL: pgUrl })));
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; ${concurrency} concurrent keep-alive clients in the same machine, ${seconds} s per row after a warm-up pass; latencies in ms.`,
  '',
  '| engine | endpoint | requests | errors | req/s | p50 | p95 | p99 |',
  '|---|---|---:|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.engine} | ${r.name} | ${r.requests} | ${r.errors} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} |`,
  ),
].join('\n');
const readmePath = 'bench/README.md';
const readme = readFileSync(readmePath, 'utf8');
const updated = readme.replace(
  /<!-- http:start -->[\s\S]*<!-- http:end -->/,
  `<!-- http:start -->\n${table}\n<!-- http:end -->`,
);
writeFileSync(readmePath, updated);
console.log(table);
