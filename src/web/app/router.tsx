import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { defaultPrefix, isUrlPrefix } from '../../common/i18n/languages.ts';
import { pathTo, type RouteDef, type RouteId, routeCatalogue } from '../../common/routes/index.ts';
import { BootFallback } from '../components/boot-fallback.tsx';
import { readCookie } from '../lib/cookies.ts';
import { LangRoot } from './lang-root.tsx';
import { LoggedInLayout } from './layouts/logged-in-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { pageFor } from './page-registry.tsx';
import { RouteError } from './route-error.tsx';
import { isServerUp } from './server-status.ts';
import { sessionStore } from './session.ts';

export interface RouteHandle {
  routeId: RouteId;
}

/** Runs before every navigation (spec §4): not up → the server-down page. */
async function serverStatusLoader({ params, request }: LoaderFunctionArgs) {
  const prefix = isUrlPrefix(params.lang) ? params.lang : defaultPrefix;
  const serverDown = pathTo(prefix, 'serverdown');
  if (new URL(request.url).pathname === serverDown) return null;
  if (!(await isServerUp())) throw redirect(serverDown);
  return null;
}

/** Spec §5: a page that is not anonymous needs a logged-in session, else access denied. */
function requireSession({ params }: LoaderFunctionArgs) {
  if (!sessionStore.get()) {
    throw redirect(pathTo(isUrlPrefix(params.lang) ? params.lang : defaultPrefix, 'accessdenied'));
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
        element: <LoggedInLayout />,
        loader: requireSession,
        children: loggedInRoutes.map(toRouteObject),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
