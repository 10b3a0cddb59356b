/**
 * The shape of `dist/web/first-load.json`, written at build time by scripts/first-load.ts
 * (issue #13): what a first visit to each public page fetches. The server reads it to preload
 * those scripts; the bundle-size check reads it to hold the budget. No Node, no DOM here.
 */
export interface FirstLoad {
  /** Scripts and style sheets of the app's entry (index.html), every page needs them. */
  entry: { js: string[]; css: string[] };
  /** Per route id: the page module's own scripts and style sheets, and its catalogue namespaces. */
  routes: Record<string, { module: string; js: string[]; css: string[]; namespaces: string[] }>;
  /** Per language ('en', 'as') and namespace: the catalogue's script. */
  catalogues: Record<string, Record<string, string>>;
  /** Namespaces loaded before the first render (src/web/i18n/index.ts defaultNamespaces). */
  defaultNamespaces: string[];
  /**
   * The Bengali-script font of Assamese pages (src/web/theme/bengali-font.css and its two
   * faces): named in an Assamese page's HTML, so a server-rendered page has its font with its
   * first paint instead of swapping it in after the scripts ran (a layout shift, decision 030).
   */
  scriptFont?: { css: string[]; fonts: string[] };
}

/**
 * Every script a first visit to `route` in `lang` fetches before the page can render: the
 * entry, the page's own chunks, and the catalogues of its namespaces in that language (the
 * Assamese catalogues are complete, so English is not loaded beside them: src/web/i18n).
 */
export function scriptsFor(firstLoad: FirstLoad, route: string, lang: string): string[] {
  const page = firstLoad.routes[route];
  const namespaces = new Set([...firstLoad.defaultNamespaces, ...(page?.namespaces ?? [])]);
  const catalogues = [...namespaces]
    .map((ns) => firstLoad.catalogues[lang]?.[ns])
    .filter((f): f is string => Boolean(f));
  return [...new Set([...firstLoad.entry.js, ...(page?.js ?? []), ...catalogues])];
}
