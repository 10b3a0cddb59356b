import { type Lang, langFromPrefix, type UrlPrefix, urlPrefixes } from '../i18n/languages.ts';
import { routeCatalogue } from './catalogue.ts';
import type { RouteDef } from './types.ts';

export { routeCatalogue } from './catalogue.ts';
export * from './types.ts';

export type RouteId = (typeof routeCatalogue)[number]['id'];

const byId = new Map<string, RouteDef>(routeCatalogue.map((r) => [r.id, r]));

export function routeById(id: RouteId): RouteDef {
  const route = byId.get(id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route;
}

/** Spec §2: "the page title is the route title followed by the portal name". */
export function pageTitle(routeTitleText: string, portalName: string): string {
  return `${routeTitleText} | ${portalName}`;
}

/**
 * Typed links: build a URL from the catalogue instead of concatenating strings in pages.
 * `paths('en', 'grievancestatusupdate', { id: 7 })` → `/en/grievancestatusupdate/7`.
 */
export function pathTo(prefix: UrlPrefix, id: RouteId, params: Record<string, string | number> = {}): string {
  const route = routeById(id);
  const filled = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`route ${id} needs parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return filled ? `/${prefix}/${filled}` : `/${prefix}`;
}

/**
 * The link to a page as a menu or a dashboard figure offers it: a page with a parameter opens
 * with the catalogue's `menuParams` (the corrigendum queue on `all`). Undefined for a page with
 * a parameter the catalogue gives no menu value for: it cannot be linked without an item.
 */
export function menuPathTo(prefix: UrlPrefix, id: RouteId): string | undefined {
  const route = routeById(id);
  if (route.path.includes(':') && !route.menuParams) return undefined;
  return pathTo(prefix, id, route.menuParams);
}

const matchers = routeCatalogue
  .filter((r) => r.path !== '*')
  .map((r) => ({
    route: r as RouteDef,
    re: new RegExp(`^${r.path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
  }));

/**
 * Finds the catalogue route for a browser path such as `/asm/about`. Returns undefined for
 * paths no route serves (the not-found page), so the server can answer them with 404.
 */
export function matchPath(pathname: string): { prefix: UrlPrefix; lang: Lang; route: RouteDef } | undefined {
  const m = /^\/([^/]+)(?:\/(.*))?$/.exec(pathname);
  if (!m) return undefined;
  const prefix = m[1] as UrlPrefix;
  if (!urlPrefixes.includes(prefix)) return undefined;
  const rest = (m[2] ?? '').replace(/\/$/, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return undefined;
  }
  const hit = matchers.find((x) => x.re.test(decoded));
  return hit ? { prefix, lang: langFromPrefix(prefix), route: hit.route } : undefined;
}
