import type { RouteId } from '../../common/routes/index.ts';

/**
 * What each route of the router carries: its catalogue id, read by the language root for the
 * page's title. In its own file so that lang-root.tsx and router.tsx do not import each other
 * (issue #22 item 3: no import cycles in the web app).
 */
export interface RouteHandle {
  routeId: RouteId;
}
