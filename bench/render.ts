/**
 * Server render time of the public pages (docs/decisions/030), in this process, with React's
 * production build (`NODE_ENV=production`, as a production server runs it) or development
 * build (`NODE_ENV=development`, as `./portal start` and bench/pages.ts run it). The page's API
 * calls go to a running portal over HTTP (demo data), so "longest pass" (one synchronous React
 * render: the longest the event loop waits) is the figure to read; "total" adds the calls.
 *
 *   npx vite build && NODE_ENV=production BENCH_URL=http://127.0.0.1:3411 node bench/render.ts
 */

import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultPreferences } from '../src/common/preferences.ts';
import type { SsrRender } from '../src/common/ssr.ts';

const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:3411').replace(/\/$/, '');
const bundle = path.resolve(process.env.SSR_BUNDLE ?? 'dist/ssr/entry-server.js');
const { render } = (await import(pathToFileURL(bundle).href)) as { render: SsrRender };
const runs = Number(process.env.RUNS ?? 10);

const list = (await (await fetch(`${base}/api/v1/public/tenders?status=active&limit=1`)).json()) as {
  items: { uid: string }[];
};
const uid = list.items[0]?.uid ?? '';
const pages = ['en', 'asm'].flatMap((p) => [
  { name: `home ${p}`, url: `/${p}` },
  { name: `list ${p}`, url: `/${p}/latestactivetenders?district=Kamrup+Metro` },
  { name: `full view ${p}`, url: `/${p}/activetendersfullview?id=${encodeURIComponent(uid)}` },
  { name: `actrules ${p}`, url: `/${p}/actrules` },
]);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rows: string[] = [];
for (const page of pages) {
  const totals: number[] = [];
  const longest: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const result = await render({
      url: page.url,
      origin: base,
      preferences: defaultPreferences,
      narrow: true,
      deadline: Date.now() + 60_000,
      now: Date.now(),
      api: async (url) => {
        const res = await fetch(base + url, { headers: { accept: 'application/json' } });
        return {
          status: res.status,
          headers: { 'content-type': res.headers.get('content-type') ?? '' },
          body: await res.text(),
        };
      },
    });
    if (!result) throw new Error(`${page.name}: not rendered`);
    if (i === 0) continue; // the first render loads the page's modules
    totals.push(performance.now() - started);
    longest.push(result.longestPassMs);
  }
  rows.push(
    `| ${page.name} | ${Math.round(median(totals))} | ${Math.round(median(longest))} / ${Math.round(Math.max(...longest))} |`,
  );
}
console.log(
  `React ${process.env.NODE_ENV === 'production' ? 'production' : 'development'} build, ${runs} renders per page, load average ${os.loadavg()[0]!.toFixed(1)} at the end\n`,
);
console.log('| page | total ms, median | longest pass ms, median / max |');
console.log('|---|---:|---:|');
console.log(rows.join('\n'));
