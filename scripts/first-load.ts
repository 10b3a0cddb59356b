/**
 * What a visitor's browser must fetch to show a public page (issue #13): the scripts of the
 * app's entry, the scripts of the route's page module and everything they import statically,
 * the message catalogues the page reads, and the style sheets. Computed from Vite's manifest
 * and the page registry, once per build, into `dist/web/first-load.json`:
 * - the server reads it to add `<link rel="modulepreload">` for exactly those files to the
 *   route's index.html, so they download in parallel instead of in a chain of round trips;
 * - `scripts/check-bundle-size.ts` reads it to keep the public first load under its budget.
 * Plain Node (no web code is imported): it reads the page registry as text.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FirstLoad } from '../src/common/first-load.ts';

export { type FirstLoad, scriptsFor } from '../src/common/first-load.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Reads `route: loader` pairs from the page registry (src/web/app/page-registry.tsx). */
export function routeModules(registrySource: string): Record<string, string> {
  const named = new Map<string, string>();
  for (const m of registrySource.matchAll(
    /const (\w+): PageLoader = async \(\) =>\s*\(await import\('\.\.\/([^']+)'\)\)/g,
  ))
    named.set(m[1]!, m[2]!);
  const out: Record<string, string> = {};
  for (const m of registrySource.matchAll(
    /^\s*(\w+): (?:(\w+),|async \(\) =>\s*\(await import\('\.\.\/([^']+)'\)\))/gm,
  )) {
    const module = m[3] ?? named.get(m[2] ?? '');
    if (module) out[m[1]!] = module;
  }
  // The index route (home) and the catch-all (notfound) are named the same way.
  return out;
}

/** Catalogue namespaces a module and the relative imports under it ask `useTranslation` for. */
function namespacesOf(webRoot: string, module: string, seen = new Set<string>()): Set<string> {
  const out = new Set<string>();
  const file = path.join(webRoot, module);
  if (seen.has(file) || !existsSync(file)) return out;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g))
    for (const ns of m[1]!.matchAll(/'([^']+)'/g)) out.add(ns[1]!);
  for (const m of source.matchAll(/from '(\.{1,2}\/[^']+\.tsx?)'/g)) {
    const next = path.relative(webRoot, path.resolve(path.dirname(file), m[1]!));
    if (next.startsWith('..')) continue; // src/common holds no React components
    for (const ns of namespacesOf(webRoot, next, seen)) out.add(ns);
  }
  return out;
}

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const i of manifest[key].imports ?? []) closure(manifest, i, seen);
  return seen;
}

export function computeFirstLoad(outDir: string, webRoot: string): FirstLoad {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const files = (keys: Iterable<string>) => {
    const js = new Set<string>();
    const css = new Set<string>();
    for (const k of keys) {
      js.add(manifest[k]!.file);
      for (const c of manifest[k]!.css ?? []) css.add(c);
    }
    return { js: [...js], css: [...css] };
  };
  const entryKeys = closure(manifest, entryKey);
  const entry = files(entryKeys);

  const registry = readFileSync(path.join(webRoot, 'app', 'page-registry.tsx'), 'utf8');
  const routes: FirstLoad['routes'] = {};
  for (const [route, module] of Object.entries(routeModules(registry))) {
    if (!manifest[module]) continue;
    const own = [...closure(manifest, module)].filter((k) => !entryKeys.has(k));
    routes[route] = { module, ...files(own), namespaces: [...namespacesOf(webRoot, module)].sort() };
  }

  const catalogues: FirstLoad['catalogues'] = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const m = /i18n\/(\w+)\/([\w-]+)\.json$/.exec(key);
    if (!m) continue;
    catalogues[m[1]!] ??= {};
    catalogues[m[1]!]![m[2]!] = chunk.file;
  }
  const i18nSource = readFileSync(path.join(webRoot, 'i18n', 'index.ts'), 'utf8');
  const defaults = /defaultNamespaces = \[([^\]]*)\]/.exec(i18nSource)?.[1] ?? '';
  const built = (pattern: RegExp) =>
    Object.entries(manifest)
      .filter(([key]) => pattern.test(key))
      .map(([, chunk]) => chunk.file);
  return {
    entry,
    routes,
    catalogues,
    scriptFont: {
      css: built(/theme\/bengali-font\.css$/),
      fonts: built(/noto-sans-bengali-bengali-(400|700)-normal\.woff2$/),
    },
    defaultNamespaces: [...defaults.matchAll(/'([^']+)'/g)].map((m) => m[1]!),
  };
}
