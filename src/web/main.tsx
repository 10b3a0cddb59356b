import '@mantine/core/styles.css';
import './theme/global.css';
import {
  type DehydratedState,
  hydrate,
  type Query,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { defaultPrefix, isUrlPrefix, langFromPrefix } from '../common/i18n/languages.ts';
import { type SsrState, ssrStateElementId } from '../common/ssr.ts';
import { checkAfterHydration, createRouter, loadMatchedRoutes } from './app/router.tsx';
import { i18next, initI18n } from './i18n/index.ts';
import { type RenderHints, RenderHintsContext } from './lib/render-hints.ts';
import { PreferencesProvider } from './theme/preferences.tsx';

const prefix = window.location.pathname.split('/')[1];
await initI18n(langFromPrefix(isUrlPrefix(prefix) ? prefix : defaultPrefix));

/** A public page the server rendered carries its state (docs/decisions/030, entry-server.tsx). */
const stateElement = document.getElementById(ssrStateElementId);
const ssr = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as SsrState) : undefined;

/**
 * The answers the server rendered with are not asked again as the page mounts them: for half
 * a minute after the page arrived they count as fresh, as if the browser had just fetched
 * them. (Not "until the first effect": the page's parts hydrate in later passes than the root.)
 */
const fromServer = new Set<string>();
const serverAnswersFreshMs = 30_000;
let serverAnswersUntil = 0;

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: 1,
      refetchOnWindowFocus: false,
      refetchOnMount: (query: Query) =>
        !(fromServer.has(query.queryHash) && performance.now() < serverAnswersUntil),
    },
  },
});

function App({ router, hints }: { router: ReturnType<typeof createRouter>; hints: RenderHints }) {
  return (
    <StrictMode>
      <PreferencesProvider>
        <QueryClientProvider client={queryClient}>
          {/* Constant: a context change above parts still hydrating would re-render them. */}
          <RenderHintsContext.Provider value={hints}>
            <RouterProvider router={router} />
          </RenderHintsContext.Provider>
        </QueryClientProvider>
      </PreferencesProvider>
    </StrictMode>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
if (ssr) {
  // Everything the server's render used is here before the first render, so hydration draws
  // exactly the server's markup: the page's catalogues, its API answers, its route module.
  await Promise.all([i18next.loadNamespaces(ssr.namespaces), loadMatchedRoutes(window.location)]);
  hydrate(queryClient, ssr.queries as DehydratedState);
  for (const query of queryClient.getQueryCache().getAll()) fromServer.add(query.queryHash);
  serverAnswersUntil = performance.now() + serverAnswersFreshMs;
  const router = createRouter({ loaderData: ssr.loaderData });
  // Let the browser paint the server's HTML first: hydrating is the longest task of the first
  // load, and on a slow phone it would otherwise run before the first frame (issue #13). A page
  // started on its first use (public/boot.js, decision 031) was painted long ago: no wait.
  if (document.readyState !== 'complete')
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  // The server's phone guess stays the lists' starting point (lib/render-hints.ts); the media
  // query corrects it after the first render when it was wrong.
  hydrateRoot(
    root,
    <App router={router} hints={{ narrow: ssr.narrow, origin: ssr.origin, renderedAt: ssr.renderedAt }} />,
  );
  // The route loader that checks the server and reads the session did not run for this page.
  void checkAfterHydration(router);
} else {
  createRoot(root).render(<App router={createRouter()} hints={{}} />);
}
