/**
 * Page weight and Lighthouse of the public pages (issue #13): home, a filtered
 * latestactivetenders, a tender's full view and actrules, in English and Assamese.
 * Builds nothing: run `npx vite build` first (or set WEB_ROOT to a build).
 *
 * For each page, in a fresh browser context (cold cache), every response is recorded (HTML,
 * JS, CSS, fonts, images, API JSON): decoded bytes, bytes on the wire (the build's brotli/gzip
 * copies where the browser accepts them) and gzip -9 of each response (what a compressing
 * proxy would send); then Lighthouse 13's mobile preset (simulated slow 4G, 4× CPU slowdown,
 * Moto G Power screen) on the cold page and again with the cache kept (a return visit).
 * Before that, each page is asked for 5 times as a phone would, and the server's render time
 * (`Server-Timing`, docs/decisions/030) noted. Since decision 031 a server-rendered page runs
 * boot.js alone until first use: the JavaScript is split into what the page runs before first
 * use, what boot.js fetches when idle without running it, and what the app runs on first use
 * (a key pressed); and the wait of a first use (the header's Settings pressed until its dialog
 * shows) is timed on a phone throttled as Lighthouse's. Writes the tables into bench/README.md
 * between the `pages` markers.
 *
 *   BENCH_URL=http://127.0.0.1:3411 node bench/pages.ts        # a running portal (demo data)
 *   DATABASE_URL=postgres://… WEB_ROOT=dist/web node bench/pages.ts   # starts its own server
 *   RUNS=3 (Lighthouse runs per page, the median kept), PRESETS=mobile,desktop, LABEL=after,
 *   ONLY='list' (pages whose name contains it), MARKER=pages-after (README section written)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type Response } from 'playwright-core';
import { phone, throttleAsSlowPhone } from '../tests/e2e/slow-phone.ts';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const webRoot = path.resolve(process.env.WEB_ROOT ?? 'dist/web');
const runs = Number(process.env.RUNS ?? 1);
const presets = (process.env.PRESETS ?? 'mobile').split(',') as ('mobile' | 'desktop')[];
const label = process.env.LABEL ?? 'current build';
const chromeArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function startServer(): Promise<{ url: string; proc?: ChildProcess }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, '') };
  const port = 4900 + Math.floor(Math.random() * 90);
  const proc = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'error',
      // Development mode: production adds upgrade-insecure-requests and __Host- cookies, which
      // need https; the bytes served are the same.
      NODE_ENV: 'development',
      WEB_ROOT: webRoot,
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
      SSR_RATE_LIMIT_PER_MINUTE: process.env.SSR_RATE_LIMIT_PER_MINUTE ?? '100000',
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

/** The eight pages of issue #13: four public pages in both languages. */
async function pagesOf(url: string) {
  const list = (await (await fetch(`${url}/api/v1/public/tenders?status=active&limit=1`)).json()) as {
    items: { uid: string }[];
  };
  const uid = list.items[0]?.uid;
  if (!uid) throw new Error('no active tender: wait for the demo data (or generate tenders)');
  const only = process.env.ONLY; // e.g. ONLY='home en' measures the pages whose name contains it
  return ['en', 'asm']
    .flatMap((p) => [
      { name: `home ${p}`, path: `/${p}` },
      { name: `list ${p}`, path: `/${p}/latestactivetenders?district=Kamrup+Metro` },
      { name: `full view ${p}`, path: `/${p}/activetendersfullview?id=${encodeURIComponent(uid)}` },
      { name: `actrules ${p}`, path: `/${p}/actrules` },
    ])
    .filter((page) => !only || page.name.includes(only));
}

type Kind = 'html' | 'js' | 'prefetch' | 'css' | 'font' | 'image' | 'api' | 'other';
const kinds: Kind[] = ['html', 'js', 'prefetch', 'css', 'font', 'image', 'api', 'other'];
type Tally = { files: number; raw: number; served: number; gzip: number };
const kindOf = (url: string, type: string): Kind => {
  if (url.includes('/api/')) return 'api';
  if (type.includes('html')) return 'html';
  if (type.includes('javascript')) return 'js';
  if (type.includes('css')) return 'css';
  if (type.includes('font')) return 'font';
  if (type.startsWith('image/')) return 'image';
  return 'other';
};

const firstUse: Record<string, Tally> = {};

async function weigh(url: string, pages: { name: string; path: string }[]) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  const out: Record<string, Record<Kind, Tally>> = {};
  try {
    for (const p of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const totals = Object.fromEntries(
        kinds.map((k) => [k, { files: 0, raw: 0, served: 0, gzip: 0 }]),
      ) as Record<Kind, Tally>;
      const pending: Promise<void>[] = [];
      const onLoad = (res: Response) => {
        pending.push(
          (async () => {
            if (res.status() >= 300) return; // redirects carry no body
            const body = await res.body().catch(() => null);
            if (!body) return;
            let k = kindOf(res.url(), res.headers()['content-type'] ?? '');
            // Scripts the page runs are 'script' requests; those boot.js fetches for later
            // (docs/decisions/031: `<link rel="prefetch">` when idle) are not run.
            if (k === 'js' && res.request().resourceType() !== 'script') k = 'prefetch';
            totals[k].files++;
            totals[k].raw += body.length;
            // Bytes on the wire (compressed when the server compressed it), without headers.
            totals[k].served += (await res.request().sizes()).responseBodySize;
            totals[k].gzip += gzipSync(body, { level: 9 }).length;
          })(),
        );
      };
      page.on('response', onLoad);
      await page.goto(url + p.path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      await Promise.all(pending);
      out[p.name] = totals;
      // First use (decision 031): a key pressed; the scripts the app then runs, from the cache
      // the prefetch filled or from the network.
      const used = { files: 0, raw: 0, served: 0, gzip: 0 };
      const onUse = (res: Response) => {
        if (res.request().resourceType() !== 'script') return;
        pending.push(
          (async () => {
            const body = await res.body().catch(() => null);
            if (!body) return;
            used.files++;
            used.raw += body.length;
            used.gzip += gzipSync(body, { level: 9 }).length;
          })(),
        );
      };
      page.off('response', onLoad);
      page.on('response', onUse);
      await page.keyboard.press('Shift');
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), undefined, {
        timeout: 60_000,
      });
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      firstUse[p.name] = used;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * The wait of a first use (decision 031), on a phone throttled as Lighthouse's mobile preset
 * throttles it (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× slower CPU): the header's
 * Settings button pressed, the time until its dialog shows. Twice per run: as soon as the page
 * has loaded ("at once"), and once it has settled (network idle and 2 s: the prefetch done).
 * Median of FIRST_USE_RUNS (3).
 */
async function firstUseWaits(url: string, pages: { name: string; path: string }[]) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  const out: Record<string, { atOnce: Wait; settled: Wait }> = {};
  const times = Number(process.env.FIRST_USE_RUNS ?? 3);
  /** The median of the taps answered, and how many were lost. */
  const mid = (xs: number[]) => {
    const answered = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
    return {
      ms: answered[Math.floor(answered.length / 2)] ?? Number.NaN,
      lost: xs.length - answered.length,
      of: xs.length,
    };
  };
  try {
    for (const p of pages) {
      const atOnce: number[] = [];
      const settled: number[] = [];
      for (let r = 0; r < times; r++) {
        for (const when of ['atOnce', 'settled'] as const) {
          const context = await browser.newContext({ ...phone, hasTouch: true });
          const page = await context.newPage();
          await throttleAsSlowPhone(context, page, { cpu: true });
          await page.goto(url + p.path, { waitUntil: when === 'atOnce' ? 'load' : 'networkidle' });
          if (when === 'settled') await page.waitForTimeout(2000);
          const button = page.locator('header button[aria-haspopup="dialog"]');
          const started = performance.now();
          await button.tap();
          // A tap the page dropped (one before the app was live, without decision 031's replay)
          // never opens the dialog: counted as lost, not waited for.
          const opened = await page
            .getByRole('dialog')
            .waitFor({ timeout: 20_000 })
            .then(() => true)
            .catch(() => false);
          (when === 'atOnce' ? atOnce : settled).push(opened ? performance.now() - started : Number.NaN);
          await context.close();
        }
      }
      out[p.name] = { atOnce: mid(atOnce), settled: mid(settled) };
      console.log(p.name, 'first use', JSON.stringify(out[p.name]));
    }
  } finally {
    await browser.close();
  }
  return out;
}

type Wait = { ms: number; lost: number; of: number };
const waitText = (w: Wait) =>
  `${Number.isNaN(w.ms) ? '–' : `${(w.ms / 1000).toFixed(1)} s`}${w.lost > 0 ? ` (${w.lost} of ${w.of} taps lost)` : ''}`;

/**
 * Server rendering (docs/decisions/030): each page asked for 5 times as a phone would, one
 * after another, the `Server-Timing` of the answer read: the whole render (its API calls
 * included) and its longest React pass, which is how long the event loop waited at most.
 */
async function renderTimes(url: string, pages: { name: string; path: string }[]) {
  const out: Record<string, { rendered: boolean; total: number[]; pass: number[]; passes: string }> = {};
  for (const p of pages) {
    const entry = { rendered: false, total: [] as number[], pass: [] as number[], passes: '' };
    for (let i = 0; i < 6; i++) {
      const res = await fetch(url + p.path, { headers: { 'user-agent': phone.userAgent } });
      const body = await res.text();
      const timing = res.headers.get('server-timing') ?? '';
      if (i === 0) continue; // the first one warms the page's modules
      entry.rendered = body.includes('id="ssr-state"');
      const total = /render;dur=([\d.]+)/.exec(timing)?.[1];
      const pass = /pass;dur=([\d.]+);desc="([^"]+)"/.exec(timing);
      if (total) entry.total.push(Number(total));
      if (pass) {
        entry.pass.push(Number(pass[1]));
        entry.passes = pass[2]!;
      }
    }
    out[p.name] = entry;
  }
  return out;
}

type Score = {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  requests: number;
  transferKiB: number;
};

function scoreOf(lhr: {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}): Score {
  const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: { transferSize?: number }[] })
    ?.items ?? []) as { transferSize?: number }[];
  // A request answered from the browser's cache transfers nothing: count the ones that went out.
  const sent = items.filter((i) => (i.transferSize ?? 0) > 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: n('first-contentful-paint'),
    lcp: n('largest-contentful-paint'),
    tbt: n('total-blocking-time'),
    cls: n('cumulative-layout-shift'),
    requests: sent.length,
    transferKiB: sent.reduce((a, i) => a + (i.transferSize ?? 0), 0) / 1024,
  };
}

const median = (xs: Score[]): Score => {
  const sorted = [...xs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function runLighthouse(url: string, pages: { name: string; path: string }[]) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'spp-lh-'));
  const port = 9300 + Math.floor(Math.random() * 90);
  const chrome = spawn(
    chromePath,
    [...chromeArgs, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const scores: { page: string; preset: string; cold: Score; warm: Score }[] = [];
  try {
    for (let i = 0; i < 80; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const p of pages) {
      for (const preset of presets) {
        const config = preset === 'desktop' ? desktopConfig : undefined;
        const cold: Score[] = [];
        const warm: Score[] = [];
        for (let r = 0; r < runs; r++) {
          const flags = {
            port,
            output: 'json' as const,
            logLevel: 'error' as const,
            onlyCategories: ['performance'],
          };
          // Cold: Lighthouse clears the cache first. Warm: the same page again, cache kept. A run
          // Lighthouse could not measure (runtimeError, e.g. NO_FCP when the loaded machine
          // stalls the page) is said and tried again, at most twice.
          const measure = async (extra: object) => {
            for (let attempt = 0; ; attempt++) {
              const lhr = (await lighthouse(url + p.path, { ...flags, ...extra }, config))!.lhr;
              if (!lhr.runtimeError || attempt === 2) return scoreOf(lhr as never);
              console.warn(p.name, 'Lighthouse runtime error, again:', lhr.runtimeError.code);
            }
          };
          cold.push(await measure({}));
          warm.push(await measure({ disableStorageReset: true }));
        }
        scores.push({ page: p.name, preset, cold: median(cold), warm: median(warm) });
        console.log(p.name, preset, JSON.stringify(scores.at(-1)));
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
let renders: Awaited<ReturnType<typeof renderTimes>>;
let waits: Awaited<ReturnType<typeof firstUseWaits>>;
let pages: { name: string; path: string }[];
try {
  pages = await pagesOf(url);
  renders = await renderTimes(url, pages);
  weights = await weigh(url, pages);
  waits = await firstUseWaits(url, pages);
  scores = await runLighthouse(url, pages);
} finally {
  if (proc) {
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
  }
}

const kb = (n: number) => (n / 1024).toFixed(1);
const s = (ms: number) => (ms / 1000).toFixed(1);
const sizeTable = [
  '| page | requests | JS run before first use: files, KiB gz / raw | JS fetched when idle, not run: files, KiB gz | JS the app runs on first use: files, KiB gz | CSS KiB gz / raw | font KiB gz / raw | image KiB | API KiB raw | on the wire KiB | first use on the throttled phone: at once / settled |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...pages.map((p) => {
    const t = weights[p.name]!;
    const u = firstUse[p.name]!;
    const w = waits[p.name]!;
    const files = kinds.reduce((a, k) => a + t[k].files, 0);
    const wire = kinds.reduce((a, k) => a + t[k].served, 0);
    return `| ${p.name} | ${files} | ${t.js.files}, ${kb(t.js.gzip)} / ${kb(t.js.raw)} | ${t.prefetch.files}, ${kb(t.prefetch.gzip)} | ${u.files}, ${kb(u.gzip)} | ${kb(t.css.gzip)} / ${kb(t.css.raw)} | ${kb(t.font.gzip)} / ${kb(t.font.raw)} | ${kb(t.image.raw)} | ${kb(t.api.raw)} | ${kb(wire)} | ${waitText(w.atOnce)} / ${waitText(w.settled)} |`;
  }),
];
const scoreTable = [
  '| page | preset | perf | FCP | LCP | TBT | CLS | warm perf | warm LCP | warm requests (network) | warm KiB |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...scores.map(
    (x) =>
      `| ${x.page} | ${x.preset} | ${x.cold.performance} | ${s(x.cold.fcp)} s | ${s(x.cold.lcp)} s | ${Math.round(x.cold.tbt)} ms | ${x.cold.cls.toFixed(3)} | ${x.warm.performance} | ${s(x.warm.lcp)} s | ${x.warm.requests} | ${x.warm.transferKiB.toFixed(1)} |`,
  ),
];
const ms = (xs: number[], pick: 'median' | 'max') => {
  if (xs.length === 0) return '–';
  const sorted = [...xs].sort((a, b) => a - b);
  return String(Math.round(pick === 'max' ? sorted.at(-1)! : sorted[Math.floor(sorted.length / 2)]!));
};
const renderTable = [
  '| page | server-rendered | render ms, median / max of 5 (API calls included) | longest pass ms, median / max | passes |',
  '|---|---|---:|---:|---|',
  ...pages.map((p) => {
    const r = renders[p.name]!;
    return `| ${p.name} | ${r.rendered ? 'yes' : 'no'} | ${ms(r.total, 'median')} / ${ms(r.total, 'max')} | ${ms(r.pass, 'median')} / ${ms(r.pass, 'max')} | ${r.passes || '–'} |`;
  }),
];
const cpu = os.cpus();
const table = [
  `**${label}**: measured ${new Date().toISOString().slice(0, 16)}Z on ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os.loadavg()[0]!.toFixed(1)} at the end; Chromium ${chromePath}, Lighthouse 13 ${presets.join(' and ')} preset (simulated throttling), ${runs} run(s) per page (median by score); ${process.env.BENCH_URL ? 'demo data' : process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}. Sizes: cold cache, KiB; "gz" is gzip -9 of each response, "raw" the decoded bytes, "on the wire" what the portal actually sent (brotli where accepted).`,
  '',
  ...sizeTable,
  '',
  ...scoreTable,
  '',
  ...renderTable,
].join('\n');
const marker = process.env.MARKER ?? 'pages';
const readmePath = 'bench/README.md';
const readme = readFileSync(readmePath, 'utf8');
const re = new RegExp(`<!-- ${marker}:start -->[\\s\\S]*<!-- ${marker}:end -->`);
if (re.test(readme))
  writeFileSync(readmePath, readme.replace(re, `<!-- ${marker}:start -->\n${table}\n<!-- ${marker}:end -->`));
console.log(table);
