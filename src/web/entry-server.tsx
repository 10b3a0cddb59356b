/**
 * The web app's server entry (docs/decisions/030, issue #13): `vite build` also builds this file
 * for Node (`dist/ssr/entry-server.js`, vite.config.ts), and the server
 * (src/server/platform/web.ts) calls `render` for a public page, so the HTML already carries the
 * page in its language and theme and the phone paints it before any script has run. The
 * browser then hydrates the same tree (main.tsx). Everything session-dependent renders as for an
 * anonymous visitor; the session is read after hydration.
 *
 * How a page is rendered: React Router's static handler matches the URL and loads the route's
 * lazy page module; the tree renders (react-dom/static, which waits for lazy components); the
 * TanStack queries it asked for are fetched from the server's own API (in-process, as the
 * visitor), then it renders again with the answers, until no query waits (at most a few passes:
 * a page's queries depend on little). Any render error or failed call gives `null`: the server
 * sends the plain page and the browser renders it as before.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type Resource } from 'i18next';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { defaultPrefix, isUrlPrefix, langFromPrefix } from '../common/i18n/languages.ts';
import type { SsrRender, SsrRequest, SsrResult, SsrState } from '../common/ssr.ts';
import { setApiTransport } from './api/client.ts';
import { routes } from './app/router.tsx';
import { defaultNamespaces } from './i18n/index.ts';
import { RenderHintsContext } from './lib/render-hints.ts';
import { PreferencesProvider } from './theme/preferences.tsx';

/** Every catalogue, in the server bundle: a render never waits for one. */
const catalogueFiles = {
  ...import.meta.glob<Record<string, unknown>>('./i18n/*/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Record<string, unknown>>('../common/i18n/*/*.json', { eager: true, import: 'default' }),
};
const resources: Resource = {};
for (const [file, messages] of Object.entries(catalogueFiles)) {
  const [, lang, ns] = /\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (!lang || !ns) continue;
  resources[lang] ??= {};
  resources[lang][ns] = messages as Record<string, string>;
}

/**
 * One i18next set up like the browser's (i18n/index.ts); each render takes its own clone in the
 * page's language, so two pages in different languages rendered at once do not share one.
 */
const catalogues = i18next.createInstance();
await catalogues.init({
  resources,
  lng: 'en',
  fallbackLng: (code) => (code === 'as' ? [] : ['en']),
  supportedLngs: ['en', 'as'],
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
  initAsync: false,
});

/** The routes as on the browser, minus what only a browser does before a page. */
function serverRoutes(list: RouteObject[]): RouteObject[] {
  return (
    list
      // `/` only redirects by a cookie: the server answers it itself.
      .filter((route) => route.path !== '/')
      // The server-status check and the session read (router.tsx) belong to the browser: this
      // server is up, and the page is rendered for an anonymous visitor.
      .map((route) => (route.id === 'lang' ? { ...route, loader: () => null } : route))
  );
}

/** Built once: it resolves each lazy page module once and keeps it. */
const handler = createStaticHandler(serverRoutes(routes));

/** The request being rendered, for apiFetch's calls made while it renders. */
const current = new AsyncLocalStorage<SsrRequest>();
setApiTransport(async (url, init) => {
  const request = current.getStore();
  if (!request) throw new Error('an API call outside a server render');
  // A render only reads; a write belongs to the visitor's own browser.
  if ((init.method ?? 'GET') !== 'GET') throw new Error(`${init.method} ${url} during a server render`);
  const answer = await request.api(url);
  return new Response(answer.status === 204 ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
});

/** Passes of render → fetch what it asked for; a public page needs one or two. */
const maxPasses = 4;

export const render: SsrRender = (request) => current.run(request, () => renderPage(request));

async function renderPage(request: SsrRequest): Promise<SsrResult | null> {
  const url = new URL(request.url, request.origin);
  const prefix = url.pathname.split('/')[1];
  const lang = langFromPrefix(isUrlPrefix(prefix) ? prefix : defaultPrefix);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const i18n = catalogues.cloneInstance({ lng: lang });
  const tree = (
    <I18nextProvider i18n={i18n}>
      <PreferencesProvider initial={request.preferences}>
        <QueryClientProvider client={queryClient}>
          <RenderHintsContext.Provider
            value={{ origin: request.origin, narrow: request.narrow, renderedAt: request.now }}
          >
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </RenderHintsContext.Provider>
        </QueryClientProvider>
      </PreferencesProvider>
    </I18nextProvider>
  );

  let html = '';
  let passes = 0;
  let longestPassMs = 0;
  for (let pass = 1; ; pass++) {
    const started = performance.now();
    const rendered = await renderToHtml(tree);
    longestPassMs = Math.max(longestPassMs, performance.now() - started);
    passes = pass;
    if (rendered === null) return null;
    html = rendered;
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (q) =>
          q.state.status === 'pending' &&
          q.state.fetchStatus === 'idle' &&
          q.meta?.clientOnly !== true &&
          (q.options as { enabled?: unknown }).enabled !== false,
      );
    if (waiting.length === 0 || pass === maxPasses) break;
    const left = request.deadline - Date.now();
    if (left <= 0) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), left);
    });
    const fetched = await Promise.race([
      Promise.all(waiting.map((q) => q.fetch())).then(
        () => 'ok' as const,
        () => 'failed' as const,
      ),
      timeout,
    ]);
    clearTimeout(timer);
    // A failed call would render its error here and a loading state in the browser (errors
    // are not handed over): the browser renders such a page itself, and shows the error there.
    if (fetched !== 'ok') return null;
  }

  const state: SsrState = {
    loaderData: context.loaderData,
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' }),
    namespaces: [...new Set([...defaultNamespaces, ...usedNamespaces(i18n)])],
    narrow: request.narrow,
    origin: request.origin,
    renderedAt: request.now,
  };
  return { html, state: JSON.stringify(state).replace(/</g, '\\u003c'), passes, longestPassMs };
}

/** The namespaces react-i18next saw asked for (it keeps them on the instance). */
function usedNamespaces(i18n: object): string[] {
  const report = (i18n as { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
  return report?.getUsedNamespaces() ?? [];
}

/** The tree as HTML once every lazy part has loaded; null when anything in it failed. */
async function renderToHtml(tree: ReactNode): Promise<string | null> {
  let failed = false;
  const { prelude } = await prerenderToNodeStream(tree, {
    onError() {
      failed = true;
    },
  });
  const html = await streamText(prelude as unknown as AsyncIterable<Uint8Array>);
  return failed ? null : html;
}

async function streamText(stream: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const chunk of stream) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
}
