/**
 * Files benchmark (issue #23 items 1 and 5; docs/decisions/033). Two parts:
 *
 *   node bench/files.ts downloads [--server-dir DIR] [--label NAME]
 *     Starts the portal from DIR (default: this checkout) on a fresh PostgreSQL database with
 *     the demo data, gives a published demo tender's document 19 MB of content, and downloads
 *     it 20 times in parallel through the public route, from 20 loopback addresses (20
 *     visitors), reading the server's RSS every 50 ms: before, at the peak, and 20 s after.
 *     Then 20 parallel downloads from one address, to show that client's limit. Run it with
 *     --server-dir on a checkout of the previous code for the "before" row.
 *
 *   node bench/files.ts scan
 *     Scans large generated uploads in the scanner's worker thread and, for comparison, on the
 *     main thread, reporting the time and the main thread's event-loop delay meanwhile.
 *
 * Figures go into bench/README.md between the `files-*` markers.
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test (a server where databases may be created)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import pg from 'pg';
import { inspectFile } from '../src/server/platform/files/inspect.ts';
import { createScanner } from '../src/server/platform/files/scanner.ts';
import { buildPdf, type PdfObject, xlsx } from '../src/server/test/sample-files.ts';

const mode = process.argv[2] ?? 'downloads';
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const readmePath = 'bench/README.md';
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const mb = (bytes: number) => Math.round(bytes / 1_048_576);

function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim().split(' ').slice(0, 2).join(' ')}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
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

/** A PDF of `megabytes` with pages of text and incompressible images, as scanned documents are. */
function bigPdf(megabytes: number, pages: number): Buffer {
  const perImage = Math.floor((megabytes * 1_048_576) / pages);
  const objects: PdfObject[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const kids: string[] = [];
  for (let i = 0; i < pages; i++) {
    const n = objects.length + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${n + 1} 0 R /Resources << /Font << /F1 3 0 R >> /XObject << /Im ${n + 2} 0 R >> >> /Annots [${n + 3} 0 R] >>`,
      {
        dict: '/Filter /FlateDecode',
        data: deflateSync(Buffer.from(`BT /F1 12 Tf 72 760 Td (Page ${i} of the notice) Tj ET`)),
      },
      {
        dict: `/Type /XObject /Subtype /Image /Width ${perImage} /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8`,
        data: randomBytes(perImage),
      },
      `<< /Type /Annot /Subtype /Link /Rect [72 72 200 90] /A << /S /URI /URI (https://assamtenders.gov.in/p${i}) >> >>`,
    );
    kids.push(`${n} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`;
  return buildPdf({ objects });
}

// ------------------------------------------------------------------ downloads

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
}

async function startServer(serverDir: string, env: Record<string, string>) {
  const port = 4600 + Math.floor(Math.random() * 300);
  const proc: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '0.0.0.0', LOG_LEVEL: 'error', DEMO: 'true' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return { url, proc };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  proc.kill();
  throw new Error('server did not start');
}

async function publishedDocument(url: string) {
  for (let i = 0; i < 600; i++) {
    const list = await fetch(`${url}/api/v1/public/tenders?source=epublish&status=active`).then(
      (r) => r.json() as Promise<{ items: { uid: string }[] }>,
    );
    for (const item of list.items ?? []) {
      const detail = (await fetch(`${url}/api/v1/public/tenders/${encodeURIComponent(item.uid)}`).then((r) =>
        r.json(),
      )) as {
        extra?: { documents?: { fileId: number }[] };
      };
      const doc = detail.extra?.documents?.[0];
      if (doc) return { uid: item.uid, fileId: doc.fileId };
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('no published ePublish tender with a document');
}

/**
 * Downloads `url` from the loopback address `from`, as a browser would, reading to the end:
 * the status and the body's SHA-256.
 */
function download(url: string, from: string): Promise<{ status: number; sha256: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { localAddress: from, agent: false }, (res) => {
        const hash = createHash('sha256');
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, sha256: hash.digest('hex'), bytes }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function downloads() {
  const serverDir = path.resolve(arg('server-dir') ?? '.');
  const label = arg('label') ?? 'after';
  const dbName = `bench_files_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(pgUrl);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spp-bench-files-'));
  const { url, proc } = await startServer(serverDir, { DATABASE_URL: dbUrl.toString(), DATA_DIR: dataDir });
  try {
    const { uid, fileId } = await publishedDocument(url);
    // 19 MB of content for that document: written where the store keeps it, and named in its row.
    const content = bigPdf(19, 200);
    const hash = sha256(content);
    const dir = path.join(dataDir, 'files', hash.slice(0, 2), hash.slice(2, 4));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, hash), content);
    const db = new pg.Client({ connectionString: dbUrl.toString() });
    await db.connect();
    await db.query('update files set sha256 = $1, size = $2 where id = $3', [hash, content.length, fileId]);
    await db.end();
    const target = `${url}/api/v1/public/tenders/${encodeURIComponent(uid)}/documents/${fileId}`;
    const agents = Array.from({ length: 20 }, (_, i) => `127.0.0.${i + 10}`);
    const one = await download(target, agents[0]!);
    if (one.sha256 !== hash) throw new Error(`download differs: ${one.status}`);

    const pid = proc.pid!;
    // Idle: the demo data loads in the background after start; wait until the RSS settles.
    for (let i = 0, last = 0; i < 60; i++) {
      await new Promise((r) => setTimeout(r, 5000));
      const now = rssOf(pid);
      if (Math.abs(now - last) < 3 * 1_048_576) break;
      last = now;
    }
    const idle = rssOf(pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 50);
    const started = performance.now();
    const results = await Promise.all(agents.map((agent) => download(target, agent)));
    const seconds = (performance.now() - started) / 1000;
    const right = results.filter((r) => r.status === 200 && r.sha256 === hash).length;
    await new Promise((r) => setTimeout(r, 20_000));
    clearInterval(sampler);
    const after = rssOf(pid);
    // The same 20 from one address: the client's download limit (the previous code has none).
    const sameClient = await Promise.all(agents.map(() => download(target, agents[1]!)));
    const statuses: Record<number, number> = {};
    for (const r of sameClient) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    const row = `| ${label} | ${mb(content.length)} MB | ${right}/20 | ${seconds.toFixed(1)} s | ${mb(idle)} MB | ${mb(peak)} MB | ${mb(after)} MB | ${Object.entries(
      statuses,
    )
      .map(([s, n]) => `${n} × ${s}`)
      .join(', ')} |`;
    console.log(row);
    // One table, a row per label (this run's replaces that label's previous row).
    const existing =
      /<!-- files-downloads:start -->([\s\S]*?)<!-- files-downloads:end -->/.exec(
        readFileSync(readmePath, 'utf8'),
      )?.[1] ?? '';
    const others = existing
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| code ') && !l.startsWith(`| ${label} |`));
    writeSection(
      'files-downloads',
      `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, PostgreSQL; 20 parallel downloads of one published document through \`/api/v1/public/tenders/{uid}/documents/{fileId}\`, each read to its end; server RSS.\n\n| code | document | right copies | all 20 done in | RSS idle | RSS peak | RSS 20 s later | then 20 at once from one address |\n|---|---:|---:|---:|---:|---:|---:|---|\n${[...others, row].sort().join('\n')}`,
    );
  } finally {
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------ scan

async function scan() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'spp-bench-scan-'));
  const samples: { name: string; bytes: Buffer; kinds: ('pdf' | 'xlsx' | 'zip')[] }[] = [
    { name: 'PDF, 400 pages with images', bytes: bigPdf(37, 400), kinds: ['pdf'] },
    { name: 'PDF, 2,000 pages, a link on each', bytes: bigPdf(25, 2000), kinds: ['pdf'] },
    {
      name: 'workbook, one sheet of 1,200,000 cells',
      bytes: Buffer.from(
        xlsx({
          parts: {
            'xl/worksheets/sheet1.xml': Buffer.from(
              `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${Array.from(
                { length: 300_000 },
                (_, r) =>
                  `<row r="${r + 1}"><c r="A${r + 1}" t="inlineStr"><is><t>${randomBytes(12).toString('base64')}</t></is></c><c r="B${r + 1}"><v>${Math.random()}</v></c><c r="C${r + 1}"><v>${r}</v></c><c r="D${r + 1}"><v>${r * 3}</v></c></row>`,
              ).join('')}</sheetData></worksheet>`,
            ),
          },
        }),
      ),
      kinds: ['xlsx'],
    },
  ];
  const scanner = createScanner();
  const rows: string[] = [];
  /** The main thread's longest gap between 5 ms ticks while `work` runs: how long it stalled. */
  const stall = async (work: () => Promise<unknown>) => {
    let last = performance.now();
    let longest = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const result = await work();
    const elapsed = performance.now() - started;
    await new Promise((r) => setTimeout(r, 20)); // let the last tick see the end of the work
    clearInterval(tick);
    return { result, elapsed, longest };
  };
  try {
    for (const s of samples) {
      const file = path.join(dir, s.name.replace(/\W+/g, '-'));
      writeFileSync(file, s.bytes);
      await scanner.scan(file, s.kinds); // a warm worker, as after the first upload
      const inWorker = await stall(() => scanner.scan(file, s.kinds));
      const verdict = inWorker.result as Awaited<ReturnType<typeof scanner.scan>>;
      const inline = await stall(() => inspectFile(s.bytes, s.kinds));
      rows.push(
        `| ${s.name} | ${(s.bytes.length / 1_048_576).toFixed(1)} MB | ${verdict.ok ? 'accepted' : verdict.reason} | ${(inWorker.elapsed / 1000).toFixed(2)} s | ${inWorker.longest.toFixed(0)} ms | ${(inline.elapsed / 1000).toFixed(2)} s | ${inline.longest.toFixed(0)} ms |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await scanner.close();
    rmSync(dir, { recursive: true, force: true });
  }
  writeSection(
    'files-scan',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}.\n\n| upload | size | verdict | in the worker | main thread's longest stall meanwhile | on the main thread | its longest stall |\n|---|---:|---|---:|---:|---:|---:|\n${rows.join('\n')}`,
  );
}

if (mode === 'scan') await scan();
else await downloads();
