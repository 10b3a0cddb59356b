/**
 * Keeps the public pages light (issue #13): after `vite build`, computes for every public
 * route of the catalogue, in English and Assamese, the JavaScript and CSS a first visit
 * downloads (dist/web/first-load.json, gzip -9 of each file) and fails when one of them is
 * over the budget in scripts/bundle-budget.json, naming the chunks that grew or are new
 * against the sizes recorded with the budget. Two JavaScript figures (docs/decisions/031): what
 * a server-rendered page runs before it is first used (public/boot.js alone, `maxBeforeUseKiB`),
 * and the app it starts on first use, the whole first load of a page the server does not render
 * (`maxJsKiB`).
 *
 *   node scripts/check-bundle-size.ts            # check (part of scripts/test.sh)
 *   node scripts/check-bundle-size.ts --update   # record the current sizes as the budget
 *
 * Raise the budget only with a reason in the commit (a public feature that must be in the
 * first load); move logged-in code out of the public pages instead.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type FirstLoad, scriptsFor } from '../src/common/first-load.ts';
import { routeCatalogue } from '../src/common/routes/catalogue.ts';
import { serverRendered } from '../src/common/ssr.ts';

interface Budget {
  /** Largest JavaScript a public page starts (on first use, or with the page), KiB gzipped. */
  maxJsKiB: number;
  /** JavaScript a server-rendered page runs before it is first used (boot.js), KiB gzipped. */
  maxBeforeUseKiB: number;
  /** Largest first-load CSS of any public page, KiB gzipped. */
  maxCssKiB: number;
  /** The Bengali-script font an Assamese page fetches (issue #14 item 7), KiB as served. */
  maxFontKiB: number;
  /** Each chunk's size when the budget was set (name without its hash → KiB gzipped). */
  chunks: Record<string, number>;
}

const root = path.resolve(import.meta.dirname, '..');
const webRoot = path.resolve(root, process.env.WEB_ROOT ?? 'dist/web');
const budgetFile = path.join(import.meta.dirname, 'bundle-budget.json');
const firstLoad = JSON.parse(readFileSync(path.join(webRoot, 'first-load.json'), 'utf8')) as FirstLoad;

const sizes = new Map<string, number>();
const kib = (file: string) => {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length / 1024;
    sizes.set(file, size);
  }
  return size;
};
/**
 * A chunk's name that survives edits: its source in the Vite manifest (`i18n/as/common.json`,
 * `features/tenders/tender-list-page.tsx`) or, for a shared chunk, its name without the hash
 * (`_Select.js`); the file name's hash changes with every edit.
 */
const manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; css?: string[] }
>;
const names = new Map<string, string>();
for (const [key, chunk] of Object.entries(manifest)) {
  names.set(chunk.file, key.replace(/-[\w-]{8}\.(js|css)$/, '.$1'));
  for (const css of chunk.css ?? [])
    if (!names.has(css)) names.set(css, path.basename(css).replace(/-[\w-]{8}\.css$/, '.css'));
}
const chunkName = (file: string) => names.get(file) ?? path.basename(file);
const sum = (files: string[]) => files.reduce((a, f) => a + kib(f), 0);

/**
 * Issue #14 item 7: an Assamese page also fetches the portal's Bengali-script font: its style
 * sheet (counted with the CSS) and the Bengali subset's regular and bold faces (woff2, already
 * compressed: counted as served, against maxFontKiB). English pages fetch none of it.
 */
const manifestFile = (pattern: RegExp) =>
  Object.entries(manifest).find(([key]) => pattern.test(key))?.[1].file;
const fontCss = [manifestFile(/theme\/bengali-font\.css$/)].filter((f): f is string => Boolean(f));
const fontFiles = [
  manifestFile(/noto-sans-bengali-bengali-400-normal\.woff2$/),
  manifestFile(/noto-sans-bengali-bengali-700-normal\.woff2$/),
].filter((f): f is string => Boolean(f));
const fontKiB = fontFiles.reduce((a, f) => a + statSync(path.join(webRoot, f)).size / 1024, 0);
if (fontCss.length === 0 || fontFiles.length < 2) {
  console.error('the Bengali-script font (src/web/theme/bengali-font.css) is missing from the build');
  process.exit(1);
}

const langs = ['en', 'as'];
const pages = routeCatalogue
  .filter((r) => r.access === 'anonymous' && r.path !== '*')
  .flatMap((r) =>
    langs.map((lang) => {
      const js = scriptsFor(firstLoad, r.id, lang);
      const css = [
        ...firstLoad.entry.css,
        ...(firstLoad.routes[r.id]?.css ?? []),
        ...(lang === 'as' ? fontCss : []),
      ];
      return { page: `${r.id} (${lang})`, js, css, jsKiB: sum(js), cssKiB: sum(css) };
    }),
  );
const worstJs = pages.reduce((a, p) => (p.jsKiB > a.jsKiB ? p : a));
// Every server-rendered public page runs boot.js, and nothing else, until it is first used
// (the server moves the entry and its preloads into boot.js's data: platform/web.ts).
const bootKiB = kib('boot.js');
const serverRenderedPages =
  routeCatalogue.filter((r) => r.path !== '*' && serverRendered(r)).length * langs.length;
const worstCss = pages.reduce((a, p) => (p.cssKiB > a.cssKiB ? p : a));

if (process.argv.includes('--update')) {
  const chunks: Record<string, number> = {};
  for (const p of pages)
    for (const f of [...p.js, ...p.css]) chunks[chunkName(f)] = Math.round(kib(f) * 10) / 10;
  const budget: Budget = {
    // A little room, so a one-line fix does not fail the build; growth beyond it must be argued.
    maxJsKiB: Math.ceil(worstJs.jsKiB + 2),
    maxBeforeUseKiB: Math.ceil(bootKiB + 0.5),
    maxCssKiB: Math.ceil(worstCss.cssKiB + 1),
    maxFontKiB: Math.ceil(fontKiB + 2),
    chunks: Object.fromEntries(Object.entries(chunks).sort(([a], [b]) => a.localeCompare(b))),
  };
  writeFileSync(budgetFile, `${JSON.stringify(budget, null, 2)}\n`);
  console.log(
    `budget recorded: JS before first use ≤ ${budget.maxBeforeUseKiB} KiB, on first use ≤ ${budget.maxJsKiB} KiB, CSS ≤ ${budget.maxCssKiB} KiB gzipped, Assamese font ≤ ${budget.maxFontKiB} KiB`,
  );
  process.exit(0);
}

const budget = JSON.parse(readFileSync(budgetFile, 'utf8')) as Budget;
const failures: string[] = [];
for (const p of pages) {
  for (const [kind, files, total, max] of [
    ['JavaScript', p.js, p.jsKiB, budget.maxJsKiB],
    ['CSS', p.css, p.cssKiB, budget.maxCssKiB],
  ] as const) {
    if (total <= max) continue;
    const grew = files
      .map((f) => ({ name: chunkName(f), now: kib(f), was: budget.chunks[chunkName(f)] }))
      .filter((c) => c.was === undefined || c.now > c.was + 0.5)
      .sort((a, b) => b.now - (b.was ?? 0) - (a.now - (a.was ?? 0)))
      .map((c) =>
        c.was === undefined
          ? `new chunk ${c.name} ${c.now.toFixed(1)} KiB`
          : `${c.name} ${c.was.toFixed(1)} → ${c.now.toFixed(1)} KiB`,
      );
    failures.push(
      `${p.page}: first-load ${kind} ${total.toFixed(1)} KiB gzipped, budget ${max} KiB; ${
        grew.length > 0 ? `grew: ${grew.join(', ')}` : 'no single chunk grew: more chunks are loaded'
      }`,
    );
  }
}

if (!(bootKiB <= budget.maxBeforeUseKiB)) {
  failures.push(
    `server-rendered pages: JavaScript before first use (boot.js) ${bootKiB.toFixed(1)} KiB gzipped, budget ${budget.maxBeforeUseKiB} KiB: it runs on every public page a phone reads, keep it a starter`,
  );
}

// Issue #14 item 4: English pages fetch one word's glyphs for their language button (অসমীয়া,
// global.css), never the font: a face that grows past a few KiB is no longer one word.
const wordFont = manifestFile(/theme\/fonts\/assamese-word-700\.woff2$/);
const wordFontKiB = wordFont ? statSync(path.join(webRoot, wordFont)).size / 1024 : Number.NaN;
if (!(wordFontKiB <= 3)) {
  failures.push(
    `English pages: the language button's one-word font ${wordFont ?? 'is missing from the build'} ${wordFontKiB.toFixed(1)} KiB, at most 3 KiB`,
  );
}

if (!(fontKiB <= budget.maxFontKiB)) {
  failures.push(
    `Assamese pages: Bengali-script font ${fontKiB.toFixed(1)} KiB (${fontFiles.map(chunkName).join(', ')}), budget ${budget.maxFontKiB} KiB`,
  );
}

console.log(
  `public pages (gzip -9): ${serverRenderedPages} server-rendered pages run ${bootKiB.toFixed(1)} KiB of JavaScript before first use (budget ${budget.maxBeforeUseKiB}); of ${pages.length} pages, the app a page starts is at most ${worstJs.jsKiB.toFixed(1)} KiB (${worstJs.page}, budget ${budget.maxJsKiB}), CSS at most ${worstCss.cssKiB.toFixed(1)} KiB (budget ${budget.maxCssKiB}); Assamese pages' font ${fontKiB.toFixed(1)} KiB (budget ${budget.maxFontKiB}); English pages' one-word font ${wordFontKiB.toFixed(1)} KiB`,
);
if (failures.length > 0) {
  console.error(
    `bundle size over budget (issue #13, scripts/bundle-budget.json):\n  ${failures.join('\n  ')}`,
  );
  process.exit(1);
}
