import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The import rules of docs/architecture.md, checked on the real import graph of `src/`,
 * `tests/` and `bench/`
 * (issue #9 item 6, issue #22 item 3, decision 036). A small parser of import statements, not
 * a bundler: it reads `import … from`, `export … from`, side-effect `import '…'`, `import('…')`
 * and `new URL('…', import.meta.url)` (worker scripts), and resolves every specifier the way
 * TypeScript (`moduleResolution: bundler`) and Vite do: relative paths with or without their
 * extension, `.js` written for a `.ts` file, a folder's `index.ts`, the aliases of
 * tsconfig.json `paths`, `?raw`-style suffixes. A specifier that is none of those, nor a
 * package of package.json, nor a Node built-in, is *unresolved* and is itself a violation: an
 * import the checker cannot follow would leave the graph silently (issue #22: "an import
 * written with `.js` or an alias leaves the graph silently").
 *
 * `npm run lint:imports` prints what it finds and exits non-zero on any violation or on a graph
 * smaller than `minimumEdges`; src/import-boundaries.test.ts plants each kind of violation and
 * checks the real graph.
 */

export interface Edge {
  /** The repository-relative file imported, or the specifier as written when `unresolved`. */
  to: string;
  /** `import type` / `export type`: erased by TypeScript, but still a dependency between files. */
  typeOnly: boolean;
  unresolved?: true;
}
/** Repository-relative POSIX paths (`src/server/app.ts`) → what each imports. */
export type Graph = Map<string, Edge[]>;

export type Rule =
  | 'module-entry'
  | 'thin-routes'
  | 'server-cycle'
  | 'web-cycle'
  | 'feature-app'
  | 'feature-feature'
  | 'web-layer'
  | 'common-purity'
  | 'server-web'
  | 'unresolved';

export interface Violation {
  rule: Rule;
  from: string;
  to: string;
}

/**
 * The real graph (src, tests, bench) has about 2,100 edges. A parser or resolver that quietly
 * stopped following imports would find no violations in an empty graph; this floor makes that
 * a failure.
 */
export const minimumEdges = 1800;

const statement = /^[ \t]*(import|export)\b([^;'"`]*?)\bfrom\s*['"]([^'"\n]+)['"]/gm;
const sideEffect = /^[ \t]*import\s*['"]([^'"\n]+)['"]/gm;
const dynamic = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;
const workerUrl = /\bnew URL\(\s*['"](\.{1,2}\/[^'"\n]+)['"]\s*,\s*import\.meta\.url\s*\)/g;

/**
 * Whether `index` of `source` is code: not in a `//` or `/* *` comment line and not inside a
 * string on its line (`"… import('./x') …"` in a test's text is not an import). A per-line
 * look, enough for the expression forms; statements are anchored at a line's start already.
 */
function inCode(source: string, index: number): boolean {
  const prefix = source.slice(source.lastIndexOf('\n', index - 1) + 1, index);
  if (/^\s*(\*|\/\/|\/\*)/.test(prefix)) return false;
  let quote: string | null = null;
  for (let i = 0; i < prefix.length; i++) {
    const c = prefix[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '/' && prefix[i + 1] === '/') return false;
  }
  return quote === null;
}

/** The specifiers a source file imports, with whether the statement is type-only. */
export function parseImports(source: string): { specifier: string; typeOnly: boolean }[] {
  const found: { specifier: string; typeOnly: boolean }[] = [];
  for (const m of source.matchAll(statement))
    found.push({ specifier: m[3]!, typeOnly: /^\s*type\s/.test(m[2]!) });
  for (const m of source.matchAll(sideEffect)) found.push({ specifier: m[1]!, typeOnly: false });
  for (const pattern of [dynamic, workerUrl])
    for (const m of source.matchAll(pattern))
      if (inCode(source, m.index)) found.push({ specifier: m[1]!, typeOnly: false });
  return found;
}

const sourceFile = /\.(ts|tsx)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return sourceFile.test(name) ? [full] : [];
  });
}

/** How specifiers resolve in this repository: tsconfig aliases and the declared packages. */
export interface Resolver {
  /** tsconfig.json `paths`: pattern (one `*` at most) → absolute target patterns. */
  aliases: { pattern: string; targets: string[] }[];
  packages: Set<string>;
}

const readJson = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});

export function loadResolver(root: string): Resolver {
  const tsconfig = readJson(path.join(root, 'tsconfig.json'));
  const options = tsconfig.compilerOptions ?? {};
  const base = path.resolve(root, options.baseUrl ?? '.');
  const aliases = Object.entries((options.paths ?? {}) as Record<string, string[]>).map(
    ([pattern, targets]) => ({ pattern, targets: targets.map((t) => path.resolve(base, t)) }),
  );
  const pkg = readJson(path.join(root, 'package.json'));
  const packages = new Set<string>([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
    ...Object.keys(pkg.optionalDependencies ?? {}),
  ]);
  return { aliases, packages };
}

const isFile = (candidate: string) => existsSync(candidate) && statSync(candidate).isFile();

/** `base` as a file: itself, `.js` → `.ts` or `.tsx`, with `.ts`/`.tsx` added, or its folder's index. */
function resolveFile(base: string): string | undefined {
  const script = /\.(m|c)?js(x?)$/.exec(base);
  const stem = script ? base.slice(0, script.index) : base;
  const swapped = script
    ? script[2]
      ? [`${stem}.tsx`]
      : [`${stem}.${script[1] ?? ''}ts`, ...(script[1] ? [] : [`${stem}.tsx`])]
    : [];
  const candidates = [
    base,
    ...swapped,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find(isFile);
}

const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

/** The file a specifier names, `'external'` for a package or built-in, or undefined. */
export function resolveSpecifier(
  resolver: Resolver,
  fromFile: string,
  written: string,
): string | 'external' | undefined {
  const specifier = written.replace(/[?#].*$/, '');
  if (specifier.startsWith('.') || path.isAbsolute(specifier))
    return resolveFile(path.resolve(path.dirname(fromFile), specifier));
  for (const { pattern, targets } of resolver.aliases) {
    const star = pattern.indexOf('*');
    const prefix = star < 0 ? pattern : pattern.slice(0, star);
    const suffix = star < 0 ? '' : pattern.slice(star + 1);
    const matches =
      star < 0
        ? specifier === pattern
        : specifier.startsWith(prefix) &&
          specifier.endsWith(suffix) &&
          specifier.length >= pattern.length - 1;
    if (!matches) continue;
    const middle = star < 0 ? '' : specifier.slice(prefix.length, specifier.length - suffix.length);
    for (const target of targets) {
      const file = resolveFile(target.replace('*', middle));
      if (file) return file;
    }
  }
  if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return 'external';
  if (resolver.packages.has(packageName(specifier))) return 'external';
  return undefined;
}

/**
 * Where the graph is read: the product, and the tests and benchmarks outside it, which reach
 * the server modules too (through their entries, like any other code).
 */
const sourceRoots = ['src', 'tests', 'bench'];

/** The graph of every .ts/.tsx file under `root`'s source roots; packages and built-ins left out. */
export function buildGraph(root: string): Graph {
  const resolver = loadResolver(root);
  const graph: Graph = new Map();
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
  for (const file of sourceRoots.flatMap((dir) =>
    existsSync(path.join(root, dir)) ? walk(path.join(root, dir)) : [],
  )) {
    const edges: Edge[] = [];
    for (const { specifier, typeOnly } of parseImports(readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(resolver, file, specifier);
      if (target === 'external') continue;
      edges.push(target ? { to: rel(target), typeOnly } : { to: specifier, typeOnly, unresolved: true });
    }
    graph.set(rel(file), edges);
  }
  return graph;
}

export const edgeCount = (graph: Graph) =>
  [...graph.values()].reduce((n, edges) => n + edges.filter((e) => !e.unresolved).length, 0);

const moduleOf = (file: string) => /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1];
const featureOf = (file: string) => /^src\/web\/features\/([^/]+)\//.exec(file)?.[1];
/** The shared web layer (architecture.md): what features build on, so it never imports them. */
const inWebLayer = (file: string) => /^src\/web\/(components|lib|api|theme)\//.test(file);

/**
 * Cycles among the files `inside` selects (strongly connected components, Tarjan). Type-only
 * edges count: a type imported back still ties two files together, and the three web cycles
 * issue #22 found were closed by type imports.
 */
function cycles(graph: Graph, inside: (file: string) => boolean): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const next = (f: string) =>
    (graph.get(f) ?? []).filter((e) => !e.unresolved && inside(e.to)).map((e) => e.to);
  function visit(v: string) {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || next(v).includes(v)) found.push(component.sort());
    }
  }
  for (const file of [...graph.keys()].filter(inside).sort()) if (!index.has(file)) visit(file);
  return found;
}

/**
 * Every broken rule:
 * - `module-entry`: a file outside `src/server/modules/<m>/` importing any file of that module
 *   but its entry `index.ts` (whatever the file is called);
 * - `thin-routes`: a module's `routes.ts` (or `*-routes.ts`) importing the database schema —
 *   routes hold HTTP only, the rules live in `service.ts` (or one file per action), the SQL in
 *   `queries.ts`;
 * - `server-cycle`, `web-cycle`: any import cycle in src/server or in src/web;
 * - `feature-app`, `feature-feature`: a web feature importing `src/web/app` or another feature;
 * - `web-layer`: the shared web layer (`components`, `lib`, `api`, `theme`) importing a feature
 *   or `src/web/app`;
 * - `common-purity`: `src/common` importing server or web code; `server-web`: either side
 *   importing the other;
 * - `unresolved`: an import the checker cannot follow.
 */
export function checkBoundaries(graph: Graph): Violation[] {
  const violations: Violation[] = [];
  for (const [from, edges] of graph) {
    for (const { to, unresolved } of edges) {
      if (unresolved) {
        violations.push({ rule: 'unresolved', from, to });
        continue;
      }
      const target = moduleOf(to);
      if (target && moduleOf(from) !== target && to !== `src/server/modules/${target}/index.ts`)
        violations.push({ rule: 'module-entry', from, to });
      if (
        /^src\/server\/modules\/[^/]+\/([\w-]+-)?routes\.ts$/.test(from) &&
        to.startsWith('src/server/db/schema/')
      )
        violations.push({ rule: 'thin-routes', from, to });
      const feature = featureOf(from);
      if (feature && to.startsWith('src/web/app/')) violations.push({ rule: 'feature-app', from, to });
      if (feature && featureOf(to) && featureOf(to) !== feature)
        violations.push({ rule: 'feature-feature', from, to });
      if (inWebLayer(from) && (featureOf(to) || to.startsWith('src/web/app/')))
        violations.push({ rule: 'web-layer', from, to });
      if (from.startsWith('src/common/') && (to.startsWith('src/server/') || to.startsWith('src/web/')))
        violations.push({ rule: 'common-purity', from, to });
      if (
        (from.startsWith('src/server/') && to.startsWith('src/web/')) ||
        (from.startsWith('src/web/') && to.startsWith('src/server/'))
      )
        violations.push({ rule: 'server-web', from, to });
    }
  }
  for (const [rule, side] of [
    ['server-cycle', 'src/server/'],
    ['web-cycle', 'src/web/'],
  ] as const)
    for (const cycle of cycles(graph, (f) => f.startsWith(side)))
      violations.push({ rule, from: cycle[0]!, to: cycle.slice(1).join(' → ') });
  return violations;
}

export const violationKey = (v: Violation) => `${v.rule}: ${v.from} → ${v.to}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const graph = buildGraph(root);
  const violations = checkBoundaries(graph);
  for (const v of violations) console.log(violationKey(v));
  const edges = edgeCount(graph);
  console.log(`${graph.size} files, ${edges} imports, ${violations.length} import rule violation(s)`);
  if (edges < minimumEdges)
    console.log(`only ${edges} imports found, fewer than ${minimumEdges}: is the parser still reading them?`);
  if (violations.length > 0 || edges < minimumEdges) process.exitCode = 1;
}
