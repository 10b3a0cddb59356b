/**
 * How the web build groups modules into files (issue #13, docs/decisions/019). Left to itself
 * the bundler cut the public first load into 55–75 files of a few hundred bytes each: on a
 * phone over 4G every file is a request, and chains of them are round trips. The groups:
 * - `shell`: everything the entry (main.tsx) imports statically; every page needs it, so one
 *   file;
 * - `public-ui`: library code (UI kit, floating-ui, …) that public pages import beyond the
 *   shell, in one file shared by the public pages, so a visitor's first page and the next
 *   public page cost one request for it;
 * - `zod`: the validation library, only for the pages that validate in the browser;
 * - everything else (each page's own code, the logged-in pages and their libraries, the
 *   message catalogues) stays split by the bundler, loaded when a page asks for it.
 * The module graph is read when the build has parsed every module (`buildEnd`), before the
 * chunks are made.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { routeCatalogue } from '../src/common/routes/catalogue.ts';
import { routeModules } from './first-load.ts';

const library = /[\\/]node_modules[\\/]/;
const entryScript = /[\\/]src[\\/]web[\\/](main\.tsx|index\.html)$/;
const zod = /[\\/]node_modules[\\/]zod[\\/]/;

export function publicChunks(webRoot: string) {
  const shell = new Set<string>();
  const publicLibraries = new Set<string>();

  const plugin: Plugin = {
    name: 'spp-public-chunks',
    apply: 'build',
    buildEnd() {
      const closure = (start: string, into: Set<string>, skip: Set<string>) => {
        const stack = [start];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (into.has(id) || skip.has(id)) continue;
          into.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
        }
      };
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => this.getModuleInfo(id)?.isEntry);
      if (!entry) return;
      closure(entry, shell, new Set());
      // The entry (index.html) and the script it names stay the entry chunk; their imports
      // join `shell`.
      shell.delete(entry);
      for (const id of this.getModuleInfo(entry)?.importedIds ?? []) shell.delete(id);

      const registry = readFileSync(path.join(webRoot, 'app', 'page-registry.tsx'), 'utf8');
      const modules = routeModules(registry);
      const publicRoutes = routeCatalogue.filter((r) => r.access === 'anonymous').map((r) => r.id);
      const pageFiles = new Set(publicRoutes.map((id) => modules[id]).filter((m): m is string => Boolean(m)));
      const reached = new Set<string>();
      for (const file of pageFiles) closure(path.join(webRoot, file), reached, shell);
      for (const id of reached) if (library.test(id) && !zod.test(id)) publicLibraries.add(id);
    },
  };

  const groups = [
    { name: 'zod', test: zod, priority: 40 },
    // The entry script itself stays the entry chunk that index.html names.
    { name: 'shell', tags: ['$initial' as const], test: (id: string) => !entryScript.test(id), priority: 30 },
  ];
  return { plugin, groups };
}
