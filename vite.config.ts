import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { computeFirstLoad } from './scripts/first-load.ts';

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
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
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
  plugins: [react(), firstLoadManifest(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // A zod schema built at module level (`z.object(…)`) counts as used code unless marked
      // pure: importing one constant from a schema module then pulled all of zod (25 KB gz)
      // into every public page's first load (issue #13). Schemas nobody calls are dropped.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/sitemap.xml': 'http://127.0.0.1:3000' },
  },
});
