/**
 * The contract between the server and the web app's server bundle (`dist/ssr/entry-server.js`,
 * built by `vite build` from src/web/entry-server.tsx; docs/decisions/030). The server never
 * imports web code: it loads the built file at start and calls `render` through this shape.
 * No Node, no DOM here.
 */
import type { Preferences } from './preferences.ts';
import type { RouteDef } from './routes/index.ts';

/**
 * The routes the server renders: the public anonymous pages, unless the catalogue says `ssr:
 * false` (the account forms). They start their app on first use (public/boot.js, decision
 * 031); the others load it with the page.
 */
export function serverRendered(route: RouteDef): boolean {
  return route.access === 'anonymous' && route.area === 'public' && route.ssr !== false;
}

/** What one API call made while rendering answers: status, content type and the body text. */
export interface SsrApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface SsrRequest {
  /** Path and query of the page, e.g. `/en/latestactivetenders?district=Kamrup+Metro`. */
  url: string;
  /** The portal's origin as the visitor sees it (permalinks are absolute, spec §2). */
  origin: string;
  /** The display preferences cookie, parsed (theme, colour scheme, text size: no flash). */
  preferences: Preferences;
  /** A phone by its client hints / user agent: the lists render as cards (issue #14 item 4). */
  narrow: boolean;
  /** Calls `/api/v1…` in the server's own process, anonymously, as the visitor (rate limits). */
  api(path: string): Promise<SsrApiResponse>;
  /** Give up (and send the plain page) when the page's data has not arrived by then. */
  deadline: number;
  /** The render's "now" (ms since the epoch), handed to the browser as `SsrState.renderedAt`. */
  now: number;
}

/** The page's markup for `#root` and the state the browser hydrates from (JSON). */
export interface SsrResult {
  html: string;
  state: string;
  /** How many render passes it took, and the longest one (ms): the event loop's longest wait. */
  passes: number;
  longestPassMs: number;
}

/** The browser side of `SsrResult.state` (src/web/main.tsx reads it back). */
export interface SsrState {
  /** React Router's loader data of the matched routes (createStaticHandler's context). */
  loaderData: Record<string, unknown>;
  /** TanStack Query's dehydrated cache: the page's API answers. */
  queries: unknown;
  /** Catalogue namespaces the page used, loaded before hydrating so nothing suspends. */
  namespaces: string[];
  /** The phone guess the server rendered with (the lists start from it). */
  narrow: boolean;
  /** The origin the server rendered permalinks with. */
  origin: string;
  /**
   * The time the server drew the page with (ms since the epoch): the browser's first render
   * uses it as "now", so the markup matches however late the app starts (decision 032).
   */
  renderedAt: number;
}

/** `null`: this page is not server-rendered (a redirect, a failed call): send the plain page. */
export type SsrRender = (request: SsrRequest) => Promise<SsrResult | null>;

/** The id of the `<script type="application/json">` that carries SsrState (CSP: not a script). */
export const ssrStateElementId = 'ssr-state';
