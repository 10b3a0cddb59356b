import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { computeFirstLoad } from './scripts/first-load.ts';
import { publicChunks } from './scripts/public-chunks.ts';

const chunks = publicChunks(path.resolve(import.meta.dirname, 'src/web'));

/**
 * The zod schemas of src/common by name (`const tenderSummarySchema = …`, `const money =
 * z…`): calls on them
 * (`tenderSummarySchema.extend(…)`) build new schemas and change nothing else, so they are
 * marked pure like `z` itself, and a page that imports a constant from a schema module does
 * not carry every schema and all of zod (issue #13).
 */
const browserGlobals = new Set([
  'document',
  'window',
  'self',
  'location',
  'history',
  'navigator',
  'screen',
  'localStorage',
  'sessionStorage',
  'customElements',
  'requestAnimationFrame',
  'matchMedia',
  'getComputedStyle',
  'alert',
  'confirm',
  'open',
  'close',
  'print',
  'name',
  'status',
  'top',
  'parent',
  'frames',
]);

function commonSchemaNames(): string[] {
  const dir = path.resolve(import.meta.dirname, 'src/common');
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const m of source.matchAll(/\bconst (\w+Schema) = |\bconst (\w+)\s*=\s*z\b/g))
      names.add((m[1] ?? m[2])!);
  }
  // A module-level name that is also a global of the browser (a schema once named `document`)
  // would mark `document.body.appendChild(…)` pure, and the bundler dropped it: every Mantine
  // portal (dialogs, select lists) vanished in the built app. Such names are never marked pure.
  return [...names].filter((name) => !browserGlobals.has(name) && !(name in globalThis));
}

/**
 * Writes `.br` and `.gz` beside every built script, style sheet and SVG of 1 KiB or more: the
 * server sends them to browsers that accept them (@fastify/static `preCompressed`), a quarter of
 * the bytes, with no compression work per request (bench/README.md, page weight).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'spp-precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // public/boot.js is copied as written, comments and all: every server-rendered page runs
      // it before first use (docs/decisions/031), so it goes out minified (~1.3 KiB gzipped).
      const boot = path.join(outDir, 'boot.js');
      const minified = minifySync('boot.js', readFileSync(boot, 'utf8'), {});
      if (minified.errors.length > 0) throw new Error(`boot.js: ${minified.errors.map(String).join('; ')}`);
      writeFileSync(boot, minified.code);
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|svg)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Writes `first-load.json` (scripts/first-load.ts): per public route, the scripts and
 * catalogues its first screen needs. The server preloads them; the size check reads them.
 */
function firstLoadManifest(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'spp-first-load',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      writeFileSync(path.join(outDir, 'first-load.json'), JSON.stringify(computeFirstLoad(outDir, root)));
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    { ...chunks.plugin, applyToEnvironment: (environment) => environment.name === 'client' },
    firstLoadManifest(),
    precompress(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Fonts stay files (issue #14 item 4): the English header's one-word Bengali font (1.5 KiB)
    // inlined would weigh on every page's style sheet, used or not; as a file only a page that
    // draws the word fetches it.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    manifest: true,
    // The shell (React, the router, the UI kit's core) is one file of ~600 KB before
    // compression, ~190 KB gzipped; the budget that matters is scripts/check-bundle-size.ts.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // A zod schema built at module level (`z.object(…)`) counts as used code unless marked
      // pure: importing one constant from a schema module then pulled all of zod (25 KB gz)
      // into every public page's first load (issue #13). Schemas nobody calls are dropped.
      treeshake: { manualPureFunctions: ['z', ...commonSchemaNames()] },
      // Fewer, larger files for the public pages (scripts/public-chunks.ts).
      output: { codeSplitting: { groups: chunks.groups } },
    },
  },
  // `vite build` builds both: the browser's app (dist/web) and, for the server to render the
  // public pages (docs/decisions/030), the same app for Node from entry-server.tsx (dist/ssr),
  // so `./portal start`, `./portal test` and CI need no extra step.
  builder: {},
  environments: {
    ssr: {
      // React and everything that renders with it are bundled, built for production whatever
      // NODE_ENV the server runs with: React's development build renders a page ~10× slower
      // (bench/README.md, server render time), and `./portal start` and the browser tests run
      // in development mode. One copy of React for all of them (hooks need a single one).
      resolve: { noExternal: true },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        sourcemap: true,
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: { input: 'src/web/entry-server.tsx', output: { codeSplitting: true } },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/sitemap.xml': 'http://127.0.0.1:3000' },
  },
});
