import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The import rules of docs/architecture.md, checked on the real import graph of `src/`
 * (issue #9, item 6). A small parser of import statements, not a bundler: it reads
 * `import … from`, `export … from`, side-effect `import '…'` and `import('…')` with relative
 * specifiers, and resolves them to files. `npm run lint:imports` prints what it finds; the
 * unit test src/import-boundaries.test.ts fails on any violation.
 */

export interface Edge {
  to: string;
  /** `import type` / `export type`: erased by TypeScript, so no load-order cycle. */
  typeOnly: boolean;
}
/** Repository-relative POSIX paths (`src/server/app.ts`) → what each imports. */
export type Graph = Map<string, Edge[]>;

export type Rule =
  | 'module-queries'
  | 'server-cycle'
  | 'feature-app'
  | 'feature-feature'
  | 'common-purity'
  | 'server-web';

export interface Violation {
  rule: Rule;
  from: string;
  to: string;
}

const statement = /^[ \t]*(import|export)\b([^;'"`]*?)\bfrom\s*['"]([^'"\n]+)['"]/gm;
const sideEffect = /^[ \t]*import\s*['"]([^'"\n]+)['"]/gm;
const dynamic = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The specifiers a source file imports, with whether the statement is type-only. */
export function parseImports(source: string): { specifier: string; typeOnly: boolean }[] {
  const found: { specifier: string; typeOnly: boolean }[] = [];
  for (const m of source.matchAll(statement))
    found.push({ specifier: m[3]!, typeOnly: /^\s*type\s/.test(m[2]!) });
  for (const m of source.matchAll(sideEffect)) found.push({ specifier: m[1]!, typeOnly: false });
  for (const m of source.matchAll(dynamic)) found.push({ specifier: m[1]!, typeOnly: false });
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

function resolve(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** The graph of every .ts/.tsx file under `root/src`, relative imports only. */
export function buildGraph(root: string): Graph {
  const graph: Graph = new Map();
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
  for (const file of walk(path.join(root, 'src'))) {
    const edges: Edge[] = [];
    for (const { specifier, typeOnly } of parseImports(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(file, specifier);
      if (target) edges.push({ to: rel(target), typeOnly });
    }
    graph.set(rel(file), edges);
  }
  return graph;
}

const moduleOf = (file: string) => /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1];
const featureOf = (file: string) => /^src\/web\/features\/([^/]+)\//.exec(file)?.[1];

/** Cycles among src/server files (strongly connected components, Tarjan), type-only edges aside. */
function serverCycles(graph: Graph): string[][] {
  const inServer = (f: string) => f.startsWith('src/server/');
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const next = (f: string) =>
    (graph.get(f) ?? []).filter((e) => !e.typeOnly && inServer(e.to)).map((e) => e.to);
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
      if (component.length > 1 || next(v).includes(v)) cycles.push(component.sort());
    }
  }
  for (const file of [...graph.keys()].filter(inServer).sort()) if (!index.has(file)) visit(file);
  return cycles;
}

/**
 * Every broken rule:
 * - a server module importing another module's `queries.ts` (ask its service, or lift the
 *   query to platform);
 * - any import cycle in src/server;
 * - a web feature importing `src/web/app` or another feature;
 * - `src/common` importing server or web code; server importing web code or the reverse.
 */
export function checkBoundaries(graph: Graph): Violation[] {
  const violations: Violation[] = [];
  for (const [from, edges] of graph) {
    for (const { to } of edges) {
      const fromModule = moduleOf(from);
      if (fromModule && to.endsWith('/queries.ts') && moduleOf(to) && moduleOf(to) !== fromModule)
        violations.push({ rule: 'module-queries', from, to });
      const feature = featureOf(from);
      if (feature && to.startsWith('src/web/app/')) violations.push({ rule: 'feature-app', from, to });
      if (feature && featureOf(to) && featureOf(to) !== feature)
        violations.push({ rule: 'feature-feature', from, to });
      if (from.startsWith('src/common/') && (to.startsWith('src/server/') || to.startsWith('src/web/')))
        violations.push({ rule: 'common-purity', from, to });
      if (
        (from.startsWith('src/server/') && to.startsWith('src/web/')) ||
        (from.startsWith('src/web/') && to.startsWith('src/server/'))
      )
        violations.push({ rule: 'server-web', from, to });
    }
  }
  for (const cycle of serverCycles(graph))
    violations.push({ rule: 'server-cycle', from: cycle[0]!, to: cycle.slice(1).join(' → ') });
  return violations;
}

export const violationKey = (v: Violation) => `${v.rule}: ${v.from} → ${v.to}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const violations = checkBoundaries(buildGraph(root));
  for (const v of violations) console.log(violationKey(v));
  console.log(`${violations.length} import rule violation(s)`);
}
