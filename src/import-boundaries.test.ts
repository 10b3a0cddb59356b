import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildGraph,
  checkBoundaries,
  type Edge,
  edgeCount,
  type Graph,
  minimumEdges,
  parseImports,
  violationKey,
} from '../scripts/import-graph.ts';

/**
 * The import rules of docs/architecture.md and decision 036: features never import another
 * feature or app, the shared web layer never imports a feature, common ← server, common ← web,
 * a server module is reached only through its entry `index.ts`, no import cycle on either
 * side, and no import the checker cannot follow (issue #9 item 6, issue #22 item 3).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const graphOf = (edges: Record<string, (string | Edge)[]>): Graph =>
  new Map(
    Object.entries(edges).map(([from, to]) => [
      from,
      to.map((e) => (typeof e === 'string' ? { to: e, typeOnly: false } : e)),
    ]),
  );

describe('import boundaries: the checker', () => {
  it('reads import, export-from, side-effect, dynamic and worker imports, multi-line ones too, and marks type-only ones', () => {
    const source = [
      "import { a } from './a.ts';",
      'import {',
      '  b,',
      '  c,',
      "} from '../b.ts';",
      "import type { T } from './types.ts';",
      "export * from './re-export.ts';",
      "export type { U } from './u.ts';",
      "import './side-effect.css';",
      "const lazy = () => import('./lazy.tsx');",
      "const worker = new Worker(new URL('./worker.ts', import.meta.url));",
      " * import { notCode } from './in-a-comment.ts' — a doc comment, not an import",
      " * or lazily with import('./in-a-comment.tsx')",
      "// import('./commented-out.ts')",
      "const text = \"a test's source: import('./in-a-string.ts')\";",
      "const s = 'x'.replace('from', \"y\");",
    ].join('\n');
    expect(parseImports(source)).toEqual([
      { specifier: './a.ts', typeOnly: false },
      { specifier: '../b.ts', typeOnly: false },
      { specifier: './types.ts', typeOnly: true },
      { specifier: './re-export.ts', typeOnly: false },
      { specifier: './u.ts', typeOnly: true },
      { specifier: './side-effect.css', typeOnly: false },
      { specifier: './lazy.tsx', typeOnly: false },
      { specifier: './worker.ts', typeOnly: false },
    ]);
  });

  it('refuses each planted kind of violation in a graph', () => {
    const violations = checkBoundaries(
      graphOf({
        // A cross-module import, by any file name and from outside the modules too.
        'src/server/modules/users/service.ts': ['src/server/modules/auth/queries.ts'],
        'src/server/modules/epublish/act-on-tender.ts': ['src/server/modules/tenders/corrigendum-queries.ts'],
        'src/server/modules/epublish/views.ts': ['src/server/modules/tenders/service.ts'],
        'src/server/app.ts': ['src/server/modules/auth/routes.ts', 'src/server/modules/health/index.ts'],
        // Inside one module anything goes; the entry is open to all.
        'src/server/modules/auth/service.ts': ['src/server/modules/auth/queries.ts'],
        'src/server/modules/account/service.ts': ['src/server/modules/auth/index.ts'],
        // SQL in a routes file.
        'src/server/modules/dev-mailbox/routes.ts': ['src/server/db/schema/index.ts'],
        'src/server/modules/epublish/award-routes.ts': ['src/server/db/schema/epublish.ts'],
        'src/server/modules/dev-mailbox/service.ts': ['src/server/db/schema/index.ts'],
        // Server cycle of three files.
        'src/server/modules/tenders/service.ts': ['src/server/modules/tenders/corrigenda.ts'],
        'src/server/modules/tenders/corrigenda.ts': ['src/server/modules/tenders/helpers.ts'],
        'src/server/modules/tenders/helpers.ts': ['src/server/modules/tenders/service.ts'],
        // Web cycle closed by a type import.
        'src/web/app/lang-root.tsx': [{ to: 'src/web/app/router.tsx', typeOnly: true }],
        'src/web/app/router.tsx': ['src/web/app/lang-root.tsx'],
        'src/web/features/tenders/list-page.tsx': ['src/web/app/session.ts', 'src/web/components/x.tsx'],
        'src/web/features/corrigenda/page.tsx': ['src/web/features/tenders/format.ts'],
        'src/web/components/closing-label.tsx': ['src/web/features/tenders/format.ts'],
        'src/web/lib/links.ts': ['src/web/app/router.tsx'],
        'src/common/api/x.ts': ['src/server/db/client.ts'],
        'src/web/components/y.tsx': ['src/server/platform/errors.ts'],
        'src/web/main.tsx': [{ to: '@web/nowhere', typeOnly: false, unresolved: true }],
      }),
    );
    expect(violations.map(violationKey).sort()).toEqual(
      [
        'module-entry: src/server/modules/users/service.ts → src/server/modules/auth/queries.ts',
        'module-entry: src/server/modules/epublish/act-on-tender.ts → src/server/modules/tenders/corrigendum-queries.ts',
        'module-entry: src/server/modules/epublish/views.ts → src/server/modules/tenders/service.ts',
        'module-entry: src/server/app.ts → src/server/modules/auth/routes.ts',
        'thin-routes: src/server/modules/dev-mailbox/routes.ts → src/server/db/schema/index.ts',
        'thin-routes: src/server/modules/epublish/award-routes.ts → src/server/db/schema/epublish.ts',
        'server-cycle: src/server/modules/tenders/corrigenda.ts → src/server/modules/tenders/helpers.ts → src/server/modules/tenders/service.ts',
        'web-cycle: src/web/app/lang-root.tsx → src/web/app/router.tsx',
        'feature-app: src/web/features/tenders/list-page.tsx → src/web/app/session.ts',
        'feature-feature: src/web/features/corrigenda/page.tsx → src/web/features/tenders/format.ts',
        'web-layer: src/web/components/closing-label.tsx → src/web/features/tenders/format.ts',
        'web-layer: src/web/lib/links.ts → src/web/app/router.tsx',
        'common-purity: src/common/api/x.ts → src/server/db/client.ts',
        'server-web: src/web/components/y.tsx → src/server/platform/errors.ts',
        'unresolved: src/web/main.tsx → @web/nowhere',
      ].sort(),
    );
  });

  it('sees a file importing itself as a cycle', () => {
    const self = checkBoundaries(graphOf({ 'src/server/a.ts': ['src/server/a.ts'] }));
    expect(self.map((v) => v.rule)).toEqual(['server-cycle']);
  });

  describe('on files written to disk, as imports are really written', () => {
    // A throwaway repository: its own tsconfig (one alias), package.json (one package) and
    // files planted at the real layout's paths, each breaking one rule through the resolver.
    const dir = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const plant = (file: string, source: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), source);
    };
    plant(
      'tsconfig.json',
      JSON.stringify({
        compilerOptions: { paths: { '@web/*': ['./src/web/*'], '~server': ['./src/server/app.ts'] } },
      }),
    );
    plant('package.json', JSON.stringify({ dependencies: { react: '*', '@mantine/core': '*' } }));
    plant('src/server/app.ts', "import { x } from './modules/tenders/index.js';\nexport const app = x;\n");
    plant('src/server/modules/tenders/index.ts', "export { x } from './service.ts';\n");
    plant('src/server/modules/tenders/service.ts', 'export const x = 1;\n');
    plant('src/server/modules/tenders/corrigendum-queries.ts', 'export const q = 1;\n');
    plant(
      'src/server/modules/epublish/act-on-corrigendum.ts',
      "import { q } from '../tenders/corrigendum-queries.js';\nimport { x } from '../tenders/index.ts';\nexport const y = q + x;\n",
    );
    plant('src/server/modules/epublish/a.ts', "import { b } from './b';\nexport const a = b;\n");
    plant('src/server/modules/epublish/b.ts', "export { a as b } from './a.js';\n");
    plant('src/server/main.ts', "import { app } from '~server';\nexport default app;\n");
    plant(
      'src/web/app/router.tsx',
      "import { Page } from '@web/features/tenders/page.js';\nexport const r = Page;\n",
    );
    plant(
      'src/web/features/tenders/page.tsx',
      "import { Button } from '@mantine/core';\nimport { useState } from 'react';\nimport { node } from 'node:path';\nimport { r } from '@web/app/router';\nimport { c } from '../corrigenda/index.ts';\nexport const Page = [Button, useState, node, r, c];\n",
    );
    plant('src/web/features/corrigenda/index.ts', 'export const c = 1;\n');
    plant(
      'src/web/components/closing-label.tsx',
      "const Page = () => import('../features/tenders/page.tsx');\nexport default Page;\n",
    );
    plant(
      'src/web/lib/links.ts',
      "import { gone } from './gone.ts';\nimport { alias } from '@unknown/alias';\nexport const l = [gone, alias];\n",
    );

    it('follows .js specifiers, extensionless ones and tsconfig aliases, and leaves packages out', () => {
      const graph = buildGraph(dir);
      expect(graph.get('src/server/app.ts')).toEqual([
        { to: 'src/server/modules/tenders/index.ts', typeOnly: false },
      ]);
      expect(graph.get('src/server/main.ts')).toEqual([{ to: 'src/server/app.ts', typeOnly: false }]);
      expect(graph.get('src/web/features/tenders/page.tsx')!.map((e) => e.to)).toEqual([
        'src/web/app/router.tsx',
        'src/web/features/corrigenda/index.ts',
      ]);
    });

    it('refuses each planted violation, and the imports it cannot follow', () => {
      expect(checkBoundaries(buildGraph(dir)).map(violationKey).sort()).toEqual(
        [
          'module-entry: src/server/modules/epublish/act-on-corrigendum.ts → src/server/modules/tenders/corrigendum-queries.ts',
          'server-cycle: src/server/modules/epublish/a.ts → src/server/modules/epublish/b.ts',
          'feature-app: src/web/features/tenders/page.tsx → src/web/app/router.tsx',
          'feature-feature: src/web/features/tenders/page.tsx → src/web/features/corrigenda/index.ts',
          'web-cycle: src/web/app/router.tsx → src/web/features/tenders/page.tsx',
          'web-layer: src/web/components/closing-label.tsx → src/web/features/tenders/page.tsx',
          'unresolved: src/web/lib/links.ts → ./gone.ts',
          'unresolved: src/web/lib/links.ts → @unknown/alias',
        ].sort(),
      );
    });
  });
});

describe('import boundaries: the code as it is', () => {
  const graph = buildGraph(root);

  it('has no violation: no cross-module import but through an entry, no cycle, no unresolved import', () => {
    expect(checkBoundaries(graph).map(violationKey)).toEqual([]);
  });

  it(`follows at least ${minimumEdges} imports (a checker that stopped reading would pass everything)`, () => {
    expect(edgeCount(graph)).toBeGreaterThanOrEqual(minimumEdges);
  });

  it('gives every server module an entry index.ts', () => {
    const modules = new Set(
      [...graph.keys()].flatMap((f) => /^src\/server\/modules\/([^/]+)\//.exec(f)?.[1] ?? []),
    );
    expect([...modules].filter((m) => !graph.has(`src/server/modules/${m}/index.ts`))).toEqual([]);
  });
});
