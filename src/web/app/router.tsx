import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  matchRoutes,
  type RouteObject,
  redirect,
} from 'react-router';
import { defaultPrefix, isUrlPrefix } from '../../common/i18n/languages.ts';
import { matchPath, pathTo, type RouteDef, type RouteId, routeCatalogue } from '../../common/routes/index.ts';
import { BootFallback } from '../components/boot-fallback.tsx';
import { readCookie } from '../lib/cookies.ts';
import { isServerUp } from '../lib/server-status.ts';
import { loadSession, mayOpenPage, resetSessionLoad, sessionStore } from '../lib/session.ts';
import { LangRoot } from './lang-root.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { pageFor } from './page-registry.tsx';
import { RouteError } from './route-error.tsx';
import type { RouteHandle } from './route-handle.ts';

/**
 * The one server-status check (spec §4: "At application start and before every navigation, a
 * server-status check runs. If the server is not up the user goes to the server-down page"),
 * with the session read beside it: both questions at once, as on a phone each round trip
 * costs ~0.2 s (issue #13). Gives the server-down page's path when the server is not up and
 * the page is not already that one; a session read that failed because the server is down is
 * asked again later.
 */
async function serverDownPath(lang: string | undefined, pathname: string): Promise<string | null> {
  const serverDown = pathTo(isUrlPrefix(lang) ? lang : defaultPrefix, 'serverdown');
  if (pathname === serverDown) return null;
  const [up] = await Promise.all([isServerUp(), loadSession()]);
  if (up) return null;
  resetSessionLoad();
  return serverDown;
}

/** Runs before every navigation: not up → the server-down page. */
async function serverStatusLoader({ params, request }: LoaderFunctionArgs) {
  const down = await serverDownPath(params.lang, new URL(request.url).pathname);
  if (down) throw redirect(down);
  return null;
}

/**
 * Spec §5: a page that is not anonymous needs a logged-in session, else access denied; a page
 * that is neither anonymous nor staticMenu needs the server's permission check, and a reply
 * that is not true, or a failure, also leads to access denied.
 */
async function requireSession({ params, request }: LoaderFunctionArgs) {
  const prefix = isUrlPrefix(params.lang) ? params.lang : defaultPrefix;
  await loadSession();
  if (!sessionStore.get()) throw redirect(pathTo(prefix, 'accessdenied'));
  // Spec §5's one window per session: a page opened in another tab does not end the session
  // any more; the logged-in layout offers to continue it there (issue #14 item 9, decision 010).
  const match = matchPath(new URL(request.url).pathname);
  if (match?.route.access === 'menu' && !(await mayOpenPage(match.route.id))) {
    throw redirect(pathTo(prefix, 'accessdenied'));
  }
  return null;
}

function toRouteObject(route: RouteDef): RouteObject {
  return {
    path: route.path,
    handle: { routeId: route.id as RouteId } satisfies RouteHandle,
    lazy: async () => ({ Component: await pageFor(route.id as RouteId) }),
  };
}

const publicRoutes = routeCatalogue.filter(
  (r) => r.access === 'anonymous' && r.path !== '*' && r.path !== '',
);
const loggedInRoutes = routeCatalogue.filter((r) => r.access !== 'anonymous');

export const routes: RouteObject[] = [
  {
    path: '/',
    loader: () => {
      const saved = readCookie('spp_lang');
      return redirect(`/${isUrlPrefix(saved) ? saved : defaultPrefix}`);
    },
  },
  {
    path: '/:lang',
    id: 'lang',
    element: <LangRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <BootFallback />,
    loader: serverStatusLoader,
    shouldRevalidate: () => true,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            handle: { routeId: 'home' } satisfies RouteHandle,
            lazy: async () => ({ Component: await pageFor('home') }),
          },
          ...publicRoutes.map(toRouteObject),
          {
            path: '*',
            handle: { routeId: 'notfound' } satisfies RouteHandle,
            lazy: async () => ({ Component: await pageFor('notfound') }),
          },
        ],
      },
      {
        // Its own chunk (issue #13): a visitor never downloads the logged-in shell.
        lazy: async () => ({ Component: (await import('./layouts/logged-in-layout.tsx')).LoggedInLayout }),
        loader: requireSession,
        shouldRevalidate: () => true,
        children: loggedInRoutes.map(toRouteObject),
      },
    ],
  },
];

export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

/**
 * A server-rendered first page (docs/decisions/030) is hydrated without running the loaders:
 * the server-status check and the session read of `serverStatusLoader` are made right after
 * instead, with the same outcome (spec §4: not up → the server-down page).
 */
export async function checkAfterHydration(router: ReturnType<typeof createRouter>) {
  const down = await serverDownPath(window.location.pathname.split('/')[1], window.location.pathname);
  if (down) await router.navigate(down, { replace: true });
}

/**
 * Before hydrating a server-rendered page (docs/decisions/030): the lazy modules of the routes
 * this URL matches are loaded first, so the first render draws the page the server drew, not a
 * fallback (React Router's guidance for lazy routes with server rendering).
 */
export async function loadMatchedRoutes(location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
