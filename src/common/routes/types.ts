/**
 * Access types of spec §2 "Page types":
 * - anonymous: no login needed;
 * - staticMenu: reachable when logged in, without a per-menu permission check;
 * - menu: ("unmarked" in the spec) needs the server's per-menu permission check.
 */
export const accessTypes = ['anonymous', 'staticMenu', 'menu'] as const;
export type AccessType = (typeof accessTypes)[number];

/** The area (module) that owns a page: later issues fill an area's pages. */
export const routeAreas = [
  'public',
  'system',
  'account',
  'appeals',
  'grievances',
  'tenders',
  'content',
  'masters',
  'reports',
  'admin',
  'bidders',
] as const;
export type RouteArea = (typeof routeAreas)[number];

export interface RouteDef {
  /** Stable id; also the key of the title in the routes message catalogue. */
  id: string;
  /** Path below the language prefix, React Router syntax (`:id`); '' is home, '*' is not-found. */
  path: string;
  access: AccessType;
  area: RouteArea;
  /**
   * For a page with a parameter that is also a menu item: the parameters its menu link takes
   * (`directpurchasecorrigendumstatusappruval/:estat` → `all`). Without them the page is not
   * in the sidebar (a link needs every parameter).
   */
  menuParams?: Record<string, string>;
  /**
   * Public anonymous pages arrive server-rendered (docs/decisions/030, 031); `false` keeps one
   * in the browser only: the account forms (a captcha, one-time codes, a password), which have
   * nothing to read before the script runs and whose state belongs to the visitor's browser.
   */
  ssr?: false;
}
