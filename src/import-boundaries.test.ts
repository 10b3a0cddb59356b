import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildGraph,
  checkBoundaries,
  type Edge,
  type Graph,
  parseImports,
  violationKey,
} from '../scripts/import-graph.ts';
import { knownWebViolations } from '../scripts/known-web-violations.ts';

/**
 * The import rules of docs/architecture.md ("features never import another feature or app",
 * "common ← server, common ← web", modules talk through services) and issue #9 item 6
 * (no server import cycles, no module reading another module's queries.ts).
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
  it('reads import, export-from, side-effect and dynamic imports, multi-line ones too, and marks type-only ones', () => {
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
      " * import { notCode } from './in-a-comment.ts' — a doc comment, not an import",
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
    ]);
  });

  it('catches a planted server cycle, feature → app and feature → feature imports, and a module reading another’s queries', () => {
    const violations = checkBoundaries(
      graphOf({
        'src/server/modules/tenders/service.ts': ['src/server/modules/tenders/corrigenda.ts'],
        'src/server/modules/tenders/corrigenda.ts': ['src/server/modules/tenders/helpers.ts'],
        'src/server/modules/tenders/helpers.ts': ['src/server/modules/tenders/service.ts'],
        'src/server/modules/users/service.ts': ['src/server/modules/auth/queries.ts'],
        'src/server/modules/auth/service.ts': ['src/server/modules/auth/queries.ts'],
        'src/web/features/tenders/list-page.tsx': ['src/web/app/session.ts', 'src/web/components/x.tsx'],
        'src/web/features/corrigenda/page.tsx': ['src/web/features/tenders/format.ts'],
        'src/common/api/x.ts': ['src/server/db/client.ts'],
        'src/web/components/y.tsx': ['src/server/platform/errors.ts'],
      }),
    );
    expect(violations.map(violationKey).sort()).toEqual(
      [
        'common-purity: src/common/api/x.ts → src/server/db/client.ts',
        'feature-app: src/web/features/tenders/list-page.tsx → src/web/app/session.ts',
        'feature-feature: src/web/features/corrigenda/page.tsx → src/web/features/tenders/format.ts',
        'module-queries: src/server/modules/users/service.ts → src/server/modules/auth/queries.ts',
        'server-cycle: src/server/modules/tenders/corrigenda.ts → src/server/modules/tenders/helpers.ts → src/server/modules/tenders/service.ts',
        'server-web: src/web/components/y.tsx → src/server/platform/errors.ts',
      ].sort(),
    );
  });

  it('sees a file importing itself as a cycle, and not a cycle closed only by type imports', () => {
    const self = checkBoundaries(graphOf({ 'src/server/a.ts': ['src/server/a.ts'] }));
    expect(self.map((v) => v.rule)).toEqual(['server-cycle']);
    const typeOnly = checkBoundaries(
      graphOf({
        'src/server/a.ts': ['src/server/b.ts'],
        'src/server/b.ts': [{ to: 'src/server/a.ts', typeOnly: true }],
      }),
    );
    expect(typeOnly).toEqual([]);
  });
});

describe('import boundaries: the code as it is', () => {
  const violations = checkBoundaries(buildGraph(root)).map(violationKey);

  it('has no server cycle, no cross-module queries import, no impure common, no server ↔ web import', () => {
    expect(violations.filter((v) => !v.startsWith('feature-'))).toEqual([]);
  });

  it('has no feature → app or feature → feature import beyond the known list the web kit empties', () => {
    expect(violations.filter((v) => v.startsWith('feature-') && !knownWebViolations.includes(v))).toEqual([]);
  });

  it('keeps the known list honest: every entry still occurs (remove entries as they are fixed)', () => {
    expect(knownWebViolations.filter((v) => !violations.includes(v))).toEqual([]);
  });
});
