/**
 * Web imports that broke the feature rules when the import-graph check came in (issue #9,
 * item 6): features reaching into `src/web/app` (usePrefix, the session store, navigation,
 * server status) and corrigenda ↔ tenders. The web kit moves those hooks to a shared web
 * layer and empties this list; src/import-boundaries.test.ts fails on any violation not
 * listed here, and on any entry here that no longer occurs (so the list only shrinks).
 * Do not add to it.
 */
export const knownWebViolations: readonly string[] = [];
