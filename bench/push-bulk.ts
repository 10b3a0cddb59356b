/**
 * Push API load test (issue #32 item 1): a bulk-type XML user uploads one XML file of
 * 100,000 generated tenders to `POST /api/v1/push/bulk` on a fresh PostgreSQL database, then
 * the same file again (every item "unchanged"). Reports items per second, the server's memory
 * (RSS idle, peak during the upload, after) and the load average, and writes them into
 * bench/README.md between the `push-bulk` markers.
 *
 *   nice node bench/push-bulk.ts [--count 100000]
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test (a server where databases may be created)
 *
 * The server is started from this checkout with the demo data (the demo XML users and their
 * organisation chain); the test waits until the demo data is loaded before it measures.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PushBulkReport } from '../src/common/api/opendata.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const total = Number(arg('count') ?? 100_000);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const readmePath = 'bench/README.md';
const demoPassword = 'Kaziranga#2026';
const mib = (bytes: number) => Math.round(bytes / 1_048_576);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0; // the server is gone: the upload's answer says why
  }
}

function writeSection(marker: string, body: string) {
  const text = readFileSync(readmePath, 'utf8');
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const next = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(readmePath, next);
}

async function startServer(env: Record<string, string>) {
  const port = 4900 + Math.floor(Math.random() * 300);
  const proc: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DEMO: 'true',
      REQUEST_TIMEOUT_SECONDS: '600',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    try {
      const health = (await (await fetch(`${url}/api/v1/health`)).json()) as { demoData?: string };
      if (health.demoData !== 'loading') return { url, proc };
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  proc.kill();
  throw new Error('server did not start');
}

// Fixed for the run: the second upload must be the very same file.
const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
const at = (days: number) =>
  `${new Date(today + days * 86_400_000).toISOString().slice(0, 10)}T11:00:00+05:30`;
const places = ['Jorhat', 'Dibrugarh', 'Tezpur', 'Silchar', 'Nagaon', 'Bongaigaon', 'Goalpara', 'Barpeta'];
const works = [
  'Construction of road',
  'Repair of culvert',
  'Improvement of embankment',
  'Supply of medicines',
];

/** The n-th generated tender as its XML element. */
function tenderXml(n: number, orgUnitId: number): string {
  const place = places[n % places.length];
  return `<tender><source>eprocure</source><sourcePortal>GePNIC Assam (bench)</sourcePortal><tenderId>2026_BENCH_${n}_1</tenderId><version>1</version><orgUnitId>${orgUnitId}</orgUnitId><referenceNo>BENCH/${n}</referenceNo><title>${works[n % works.length]} number ${n} at ${place}</title><tenderType>Open Tender</tenderType><category>Works</category><publishedAt>${at(-1)}</publishedAt><closingAt>${at(10 + (n % 20))}</closingAt><openingAt>${at(31)}</openingAt><valueInr>${100_000 + ((n * 7919) % 9_000_000)}</valueInr><location>${place}</location></tender>\n`;
}

/** Uploads the generated file, streamed, while sampling the server's RSS every 200 ms. */
async function upload(url: string, token: string, orgUnitId: number, pid: number) {
  let peak = rssOf(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 200);
  const started = performance.now();
  let bytes = 0;
  const report = await new Promise<PushBulkReport>((resolve, reject) => {
    const req = http.request(
      `${url}/api/v1/push/bulk`,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          body += c;
        });
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(JSON.parse(body))
            : reject(new Error(`${res.statusCode}: ${body}`)),
        );
      },
    );
    req.on('error', reject);
    let n = 0;
    const write = () => {
      let ok = true;
      if (n === 0)
        ok = req.write(
          `<?xml version="1.0" encoding="UTF-8"?>\n<push xmlns="https://spp.assam.gov.in/schema/push/1">\n`,
        );
      while (ok && n < total) {
        const chunk = tenderXml(n++, orgUnitId);
        bytes += Buffer.byteLength(chunk);
        ok = req.write(chunk);
      }
      if (n >= total) req.end('</push>\n');
      else req.once('drain', write);
    };
    write();
  });
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  return { report, seconds, peak, bytes };
}

const dbName = `bench_push_${Date.now()}`;
const admin = new pg.Client({ connectionString: pgUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dbUrl = new URL(pgUrl);
dbUrl.pathname = `/${dbName}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spp-bench-push-'));
const { url, proc } = await startServer({ DATABASE_URL: dbUrl.toString(), DATA_DIR: dataDir });
try {
  const tokenRes = await fetch(`${url}/api/v1/push/tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`xmlbulk.demo:${demoPassword}`).toString('base64')}` },
  });
  const token = ((await tokenRes.json()) as { token: string }).token;
  const units = (await (
    await fetch(`${url}/api/v1/org-units?q=${encodeURIComponent('Directorate of Accounts')}`)
  ).json()) as { id: number; name: string }[];
  const orgUnitId = units.find((u) => u.name === 'Directorate of Accounts and Treasuries')!.id;
  const pid = proc.pid!;
  const idle = rssOf(pid);
  const loadBefore = load();
  const first = await upload(url, token, orgUnitId, pid);
  const loadFirst = load();
  const second = await upload(url, token, orgUnitId, pid);
  const loadSecond = load();
  const after = rssOf(pid);
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  const rows = (
    await db.query("select count(*)::int as n from tenders where external_id like '2026_BENCH_%'")
  ).rows[0].n;
  await db.end();
  const rate = (r: { seconds: number }) => Math.round(total / r.seconds);
  const cpus = os.cpus();
  const body = `
**Run** ${new Date().toISOString().slice(0, 16)}Z, \`nice node bench/push-bulk.ts --count ${total}\`: ${cpus.length} × ${cpus[0]?.model.trim().split(' ').slice(0, 2).join(' ')}, ${mib(os.totalmem()) >> 10} GiB, Node ${process.version}; PostgreSQL (fresh database, Debian defaults) on the same machine; the load generator, the server and the database share the two cores. **The machine was shared**: another engineer's 1M-row benchmark ran meanwhile; load average (1 / 5 / 15 min) ${loadBefore} before, ${loadFirst} after the first upload, ${loadSecond} after the second.

| Upload (one XML file, ${mib(first.bytes)} MiB, ${total.toLocaleString('en')} tenders) | Time | Items/s | Created | Unchanged | Refused | Server RSS peak |
|---|---:|---:|---:|---:|---:|---:|
| First: every tender new | ${first.seconds.toFixed(0)} s | ${rate(first)} | ${first.report.created} | ${first.report.unchanged} | ${first.report.refusedCount} | ${mib(first.peak)} MiB |
| Second: the same file again (idempotent) | ${second.seconds.toFixed(0)} s | ${rate(second)} | ${second.report.created} | ${second.report.unchanged} | ${second.report.refusedCount} | ${mib(second.peak)} MiB |

Server RSS idle before ${mib(idle)} MiB (demo data loaded), ${mib(after)} MiB after; tender rows written: ${rows.toLocaleString('en')}.
`;
  console.log(body);
  writeSection('push-bulk', body);
} finally {
  proc.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 3000));
  await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
  await admin.end();
}
