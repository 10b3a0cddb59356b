/**
 * Page weight and Lighthouse of the two busiest public pages (issue #5 item 6): home and
 * latestactivetenders. Builds nothing: run `npx vite build` first (or set WEB_ROOT to a build).
 * Starts the real server on a database filled by bench/generate-tenders.ts, loads each page in
 * the system Chromium (/usr/bin/chromium, or CHROME_PATH) and records every response it fetched
 * (HTML, JS, CSS, fonts and images, API JSON): uncompressed bytes, bytes on the wire (the build's
 * brotli/gzip files where the browser accepts them), and gzip -9 of every response (what a
 * compressing proxy in front would send). Then Lighthouse 13 (performance and accessibility,
 * mobile and desktop presets) on each page. Writes the tables into bench/README.md between the
 * pages markers.
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/spp_bench_1m WEB_ROOT=dist/web node bench/pages.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const webRoot = path.resolve(process.env.WEB_ROOT ?? 'dist/web');
const pages = [
  { name: 'home', path: '/en' },
  { name: 'latestactivetenders', path: '/en/latestactivetenders' },
];

async function startServer(): Promise<{ url: string; proc: ChildProcess }> {
  const port = 4900 + Math.floor(Math.random() * 90);
  const proc = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      // Development mode: production adds upgrade-insecure-requests and __Host- cookies, which
      // need https; the bytes served are the same.
      NODE_ENV: 'development',
      DEMO: 'false',
      WEB_ROOT: webRoot,
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
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

type Kind = 'html' | 'js' | 'css' | 'font' | 'image' | 'api' | 'other';
const kindOf = (url: string, type: string): Kind => {
  if (url.includes('/api/')) return 'api';
  if (type.includes('html')) return 'html';
  if (type.includes('javascript')) return 'js';
  if (type.includes('css')) return 'css';
  if (type.includes('font')) return 'font';
  if (type.startsWith('image/')) return 'image';
  return 'other';
};

async function weigh(url: string) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  const out: Record<string, Record<Kind, { files: number; raw: number; served: number; gzip: number }>> = {};
  try {
    for (const p of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const totals = Object.fromEntries(
        (['html', 'js', 'css', 'font', 'image', 'api', 'other'] as Kind[]).map((k) => [
          k,
          { files: 0, raw: 0, served: 0, gzip: 0 },
        ]),
      ) as Record<Kind, { files: number; raw: number; served: number; gzip: number }>;
      const pending: Promise<void>[] = [];
      page.on('response', (res) => {
        pending.push(
          (async () => {
            if (res.status() >= 300) return; // redirects carry no body
            const body = await res.body().catch(() => null);
            if (!body) return;
            const k = kindOf(res.url(), res.headers()['content-type'] ?? '');
            totals[k].files++;
            totals[k].raw += body.length;
            // Bytes on the wire (compressed when the server compressed it), without headers.
            totals[k].served += (await res.request().sizes()).responseBodySize;
            totals[k].gzip += gzipSync(body, { level: 9 }).length;
          })(),
        );
      });
      await page.goto(url + p.path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      await Promise.all(pending);
      out[p.name] = totals;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

async function runLighthouse(url: string) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'spp-lh-'));
  const port = 9300 + Math.floor(Math.random() * 90);
  const chrome = spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const scores: {
    page: string;
    preset: string;
    performance: number;
    accessibility: number;
    fcp: string;
    lcp: string;
    tbt: string;
    cls: string;
  }[] = [];
  try {
    for (let i = 0; i < 80; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const p of pages) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const result = await lighthouse(
          url + p.path,
          { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result!.lhr;
        const audit = (id: string) => lhr.audits[id]?.displayValue ?? '–';
        scores.push({
          page: p.name,
          preset,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        });
        console.log(scores[scores.length - 1]);
      }
    }
  } finally {
    chrome.kill('SIGTERM');
    await new Promise((r) => chrome.once('exit', r));
    rmSync(profile, { recursive: true, force: true });
  }
  return scores;
}

const { url, proc } = await startServer();
let weights: Awaited<ReturnType<typeof weigh>>;
let scores: Awaited<ReturnType<typeof runLighthouse>>;
try {
  weights = await weigh(url);
  console.log(JSON.stringify(weights, null, 1));
  scores = await runLighthouse(url);
} finally {
  proc.kill('SIGTERM');
  await new Promise((r) => proc.once('exit', r));
}

const kb = (n: number) => (n / 1024).toFixed(1);
const kinds: Kind[] = ['html', 'js', 'css', 'font', 'image', 'api', 'other'];
const table = [
  `Measured ${new Date().toISOString().slice(0, 16)}Z, Chromium ${chromePath}, Lighthouse 13 (default throttling: mobile = simulated slow 4G and 4× CPU slowdown; desktop preset); database: ${process.env.DATABASE_URL ? process.env.DATABASE_URL.replace(/.*\//, 'PostgreSQL ') : 'PGlite'}. Sizes in KiB: "uncompressed" is the decoded bytes, "on the wire" what the portal sent Chromium (assets precompressed with brotli at build time; HTML and API JSON are not compressed), "gzip -9" is every response gzipped (as a compressing proxy would send).`,
  '',
  '| page | kind | files | uncompressed KiB | on the wire KiB | gzip -9 KiB |',
  '|---|---|---:|---:|---:|---:|',
  ...pages.flatMap((p) => {
    const t = weights[p.name]!;
    const rows = kinds
      .filter((k) => t[k].files > 0)
      .map(
        (k) =>
          `| ${p.name} | ${k} | ${t[k].files} | ${kb(t[k].raw)} | ${kb(t[k].served)} | ${kb(t[k].gzip)} |`,
      );
    const sum = kinds.reduce(
      (a, k) => ({
        files: a.files + t[k].files,
        raw: a.raw + t[k].raw,
        served: a.served + t[k].served,
        gzip: a.gzip + t[k].gzip,
      }),
      { files: 0, raw: 0, served: 0, gzip: 0 },
    );
    return [
      ...rows,
      `| **${p.name}** | **total** | **${sum.files}** | **${kb(sum.raw)}** | **${kb(sum.served)}** | **${kb(sum.gzip)}** |`,
    ];
  }),
  '',
  '| page | preset | performance | accessibility | FCP | LCP | TBT | CLS |',
  '|---|---|---:|---:|---:|---:|---:|---:|',
  ...scores.map(
    (s) =>
      `| ${s.page} | ${s.preset} | ${s.performance} | ${s.accessibility} | ${s.fcp} | ${s.lcp} | ${s.tbt} | ${s.cls} |`,
  ),
].join('\n');
const readmePath = 'bench/README.md';
const readme = readFileSync(readmePath, 'utf8');
if (readme.includes('<!-- pages:start -->'))
  writeFileSync(
    readmePath,
    readme.replace(
      /<!-- pages:start -->[\s\S]*<!-- pages:end -->/,
      `<!-- pages:start -->\n${table}\n<!-- pages:end -->`,
    ),
  );
console.log(table);
