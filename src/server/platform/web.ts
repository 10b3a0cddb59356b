import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type FirstLoad, scriptsFor } from '../../common/first-load.ts';
import { defaultPrefix, isUrlPrefix, langs, prefixFromLang } from '../../common/i18n/languages.ts';
import {
  type Preferences,
  parsePreferences,
  preferenceCookieName,
  textScale,
} from '../../common/preferences.ts';
import { matchPath, pageTitle, routeCatalogue } from '../../common/routes/index.ts';
import { portalName, portalText, routeTitle } from '../../common/routes/titles.ts';
import { type SsrRender, type SsrResult, serverRendered, ssrStateElementId } from '../../common/ssr.ts';
import { AppError, sendProblem, toProblem } from './errors.ts';
import { createRenderPool, type RenderPool } from './render-pool.ts';

/** Cookie the browser keeps with the last language chosen, so `/` goes back to it (spec §2). */
export const languageCookie = 'spp_lang';

/**
 * Compresses what is made per request (index.html, API JSON) with brotli or gzip, whichever
 * the browser accepts (issue #13: a 20-row tender list is 14 KB of JSON, 3 KB in brotli). Built
 * assets already carry their precompressed copies (vite.config.ts) and are sent as they are.
 * Registered before every route, so it applies to all of them.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}

/**
 * Serves the built single-page app: hashed assets with long caching (brotli or gzip when the
 * browser accepts it, compressed once at build time), every catalogue route
 * under /en/… and /asm/… with history fallback, `/` redirected to the current language, and
 * unknown paths with the app's not-found page and a real 404 status. index.html is given the
 * page's language, title and theme before it leaves, so the first paint is already right.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: {
    webRoot: string;
    /**
     * The portal's origin (PUBLIC_BASE_URL): every absolute link the server writes (robots.txt,
     * sitemap.xml, server-rendered permalinks and the page state) is built from it, never from
     * Host or X-Forwarded-Host, which a client writes (issue #15 item 12, issue #23 item 3).
     */
    publicOrigin: string;
    serverRender?: boolean;
    /** How server rendering is held within a budget (issue #23 item 4, decision 037). */
    renderBudget?: RenderBudget;
    /** A browser with this cookie has a session: its page starts the app at once (decision 031). */
    sessionCookie?: string;
    /** Called before a public page is rendered on the server (the visit count, decision 031). */
    onPageView?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  },
) {
  const indexFile = path.join(options.webRoot, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (!indexHtml) app.log.warn({ webRoot: options.webRoot }, 'web app not built: run `npm run build`');
  // What each page's first screen needs (scripts/first-load.ts, written by the build).
  const firstLoadFile = path.join(options.webRoot, 'first-load.json');
  const firstLoad = existsSync(firstLoadFile)
    ? (JSON.parse(readFileSync(firstLoadFile, 'utf8')) as FirstLoad)
    : undefined;

  // The web app built for Node (vite.config.ts, docs/decisions/030), beside the browser's build.
  // Absent (a development run without a build): every page is rendered in the browser.
  const ssrFile = path.join(options.webRoot, '..', 'ssr', 'entry-server.js');
  const renderer =
    indexHtml && options.serverRender !== false && existsSync(ssrFile)
      ? lazyRenderer(app, ssrFile, options.renderBudget ?? defaultRenderBudget)
      : undefined;

  if (existsSync(options.webRoot)) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (vite.config.ts): sent when accepted.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${options.publicOrigin}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const base = options.publicOrigin;
    const urls = routeCatalogue
      .filter((r) => r.access === 'anonymous' && r.area === 'public')
      .flatMap((r) => langs.map((lang) => `${base}/${prefixFromLang(lang)}${r.path ? `/${r.path}` : ''}`));
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map((u) => `  <url><loc>${escapeXml(u)}</loc></url>`)
      .join('\n')}\n</urlset>\n`;
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const { problem } = toProblem(new AppError('NOT_FOUND'), request);
      return sendProblem(reply, problem);
    }
    if (pathname === '/' || pathname === '') {
      const saved = request.cookies[languageCookie];
      return reply.redirect(`/${isUrlPrefix(saved) ? saved : defaultPrefix}`, 302);
    }
    if (!indexHtml) {
      const { problem } = toProblem(
        new AppError('SERVICE_UNAVAILABLE', 'The web application is not built.'),
        request,
      );
      return sendProblem(reply, problem);
    }
    const match = matchPath(pathname);
    const lang = match?.lang ?? (pathname.startsWith('/asm') ? 'as' : 'en');
    const title = pageTitle(
      routeTitle(match ? (match.route.id as never) : 'notfound', lang),
      portalName(lang),
    );
    const preload = firstLoad ? preloadLinks(firstLoad, indexHtml, match?.route.id ?? 'notfound', lang) : '';
    const prefs = parsePreferences(request.cookies[preferenceCookieName]);
    const render = renderer && match && serverRendered(match.route) ? renderer : undefined;
    if (render && options.onPageView)
      await options.onPageView(request, reply).catch((err: unknown) => {
        request.log.warn({ err }, 'page view hook failed: the page is sent all the same');
      });
    const rendered = render ? await render(request, prefs, options.publicOrigin) : null;
    return sendIndex(request, reply, indexHtml, {
      lang,
      title,
      status: match ? 200 : 404,
      preload,
      prefs,
      rendered,
      startNow: Boolean(options.sessionCookie && request.cookies[options.sessionCookie]),
    });
  });
}

type PageRenderer = (
  request: FastifyRequest,
  prefs: Preferences,
  origin: string,
) => Promise<SsrResult | null>;

/** Server rendering's budget (issue #23 item 4, docs/decisions/037; README `SSR_*`). */
export interface RenderBudget {
  /** Worker threads that render; 0 renders on the API's own event loop (as before). */
  workers: number;
  /** Server-rendered pages per client address per minute; past it, the plain page. */
  perClientPerMinute: number;
  /** Seconds a rendered page is reused for the same anonymous page (0: never). */
  cacheSeconds: number;
  /**
   * How long a page may wait for a worker and its data before the plain page is sent instead
   * (decision 030: 1.5 s).
   */
  deadlineMs: number;
}
const defaultRenderBudget: RenderBudget = {
  workers: 1,
  perClientPerMinute: 120,
  cacheSeconds: 0,
  deadlineMs: 1500,
};

/** Renders one worker takes at once (their data calls overlap the others' passes). */
const rendersPerWorker = 4;
/** Renders that may wait for a worker before more go out plain at once. */
const waitingPerWorker = 8;

/**
 * Renders a public page with the server bundle, loaded on the first page asked for (the API
 * tests never pay for it), in worker threads (platform/render-pool.ts) unless `workers` is 0.
 * Never fails: a bundle that does not load, a render that throws, a call that fails, a full
 * queue, a client over its page limit or a deadline passed gives null, and the plain page goes
 * out (the browser renders it, as before). The time it took is logged and sent as
 * `Server-Timing` (bench/pages.ts reads it).
 */
function lazyRenderer(app: FastifyInstance, file: string, budget: RenderBudget): PageRenderer {
  let pool: RenderPool | undefined;
  let inProcess: Promise<SsrRender | undefined> | undefined;
  const perClient = fixedWindowCounter(60_000);
  const cache = renderCache(budget.cacheSeconds * 1000);
  app.addHook('onClose', async () => {
    await pool?.close();
  });
  return async (request, prefs, siteOrigin) => {
    // One client's pages beyond its share are sent plain: they cost the server nothing to make.
    if (!perClient.take(request.ip, budget.perClientPerMinute)) {
      request.log.info({ ip: request.ip }, 'server render limit reached: the plain page is sent');
      return null;
    }
    const narrow = isPhone(request);
    const key = `${narrow ? 'n' : 'w'} ${JSON.stringify(prefs)} ${request.url}`;
    return cache.get(key, async () => {
      const started = performance.now();
      const page = {
        url: request.url,
        origin: siteOrigin,
        preferences: prefs,
        narrow,
        deadline: Date.now() + budget.deadlineMs,
        now: Date.now(),
      };
      const api = async (url: string) => {
        const answer = await app.inject({
          method: 'GET',
          url,
          headers: {
            accept: 'application/json',
            'user-agent': String(request.headers['user-agent'] ?? ''),
          },
          // As the visitor: the public API's rate limit counts their page views, as before.
          remoteAddress: request.ip,
        });
        return {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
          body: answer.body,
        };
      };
      let result: SsrResult | null = null;
      try {
        if (budget.workers > 0) {
          pool ??= createRenderPool({
            file,
            workers: budget.workers,
            perWorker: rendersPerWorker,
            maxWaiting: budget.workers * waitingPerWorker,
            log: app.log,
          });
          result = await pool.render(page, api);
        } else {
          inProcess ??= import(pathToFileURL(file).href).then(
            (mod: { render: SsrRender }) => mod.render,
            (err: unknown) => {
              app.log.error(
                { err, file },
                'server rendering bundle did not load: pages render in the browser',
              );
              return undefined;
            },
          );
          const render = await inProcess;
          result = render ? await render({ ...page, api }) : null;
        }
      } catch (err) {
        request.log.warn({ err }, 'server render failed: the page renders in the browser');
        return null;
      }
      const ms = performance.now() - started;
      request.log.debug({ ms, rendered: Boolean(result) }, 'server render');
      return result ? { ...result, ms } : null;
    });
  };
}

/** Takes one of `max` per key and window; false once they are taken (a fixed window). */
function fixedWindowCounter(windowMs: number) {
  const counts = new Map<string, { n: number; until: number }>();
  return {
    take(key: string, max: number): boolean {
      const now = Date.now();
      if (counts.size > 50_000) for (const [k, c] of counts) if (c.until <= now) counts.delete(k);
      const c = counts.get(key);
      if (!c || c.until <= now) {
        counts.set(key, { n: 1, until: now + windowMs });
        return true;
      }
      c.n += 1;
      return c.n <= max;
    },
  };
}

/**
 * The same anonymous page asked for at once is rendered once (and, with `ttlMs`, reused for that
 * long): forty phones opening the same notice cost one render. Failures are not kept.
 */
function renderCache(ttlMs: number) {
  const entries = new Map<string, { until: number; page: Promise<(SsrResult & { ms?: number }) | null> }>();
  return {
    get(key: string, make: () => Promise<(SsrResult & { ms?: number }) | null>) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.page;
      if (entries.size > 500) for (const [k, e] of entries) if (e.until <= now) entries.delete(k);
      const page = make();
      const entry = { until: Number.POSITIVE_INFINITY, page };
      entries.set(key, entry);
      page.then(
        (result) => {
          if (result && ttlMs > 0) entry.until = Date.now() + ttlMs;
          else if (entries.get(key) === entry) entries.delete(key);
        },
        () => entries.delete(key),
      );
      return page;
    },
  };
}

/** Client hints first (Chromium sends `Sec-CH-UA-Mobile`), else the user agent's "Mobi". */
function isPhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /Mobi|Android.*Mobile|iPhone/i.test(String(request.headers['user-agent'] ?? ''));
}

async function sendIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  page: {
    lang: string;
    title: string;
    status: number;
    preload: string;
    prefs: Preferences;
    rendered: (SsrResult & { ms?: number }) | null;
    startNow: boolean;
  },
) {
  const { prefs, rendered } = page;
  // The text size as the browser will set it (theme/preferences.tsx), so a server-rendered
  // page is drawn at its size at once, not re-laid out when the script runs.
  const scale = textScale(prefs.textSize);
  const fontSize = scale === 1 ? '' : ` style="font-size:${scale * 100}%"`;
  let out = html
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${page.lang}" data-mantine-color-scheme="${prefs.theme}"${fontSize}`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeXml(page.title)}</title>`)
    .replace('</head>', `${page.preload}</head>`);
  if (rendered) {
    out = startOnFirstUse(out, page.startNow, portalText('tapLost', page.lang === 'as' ? 'as' : 'en'));
    // A JSON data block, not a script: the CSP (no inline scripts) does not apply to it.
    out = out.replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${rendered.html}</div><script type="application/json" id="${ssrStateElementId}">${rendered.state}</script>`,
    );
    // The whole render (data calls included), and its longest pass: React renders a pass in one
    // go, so that is the longest the event loop waited on this page (bench/pages.ts reads both).
    if (rendered.ms !== undefined)
      reply.header(
        'server-timing',
        `render;dur=${rendered.ms.toFixed(1)}, pass;dur=${rendered.longestPassMs.toFixed(1)};desc="${rendered.passes} passes"`,
      );
  }
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'cookie, accept-encoding');
  // The not-found handler (the history fallback) is outside the routes @fastify/compress hooks
  // into, so the page (~3 KB plain, ~100 KB rendered) is compressed here, in zlib's thread pool
  // rather than on the event loop (decision 037): ~1 KB and ~15 KB on the wire.
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotliAsync(out, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzipAsync(out));
  return reply.send(out);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A server-rendered page is readable, and its links work, before its scripts run: they start
 * when the visitor first uses the page (public/boot.js, docs/decisions/031), so a phone that
 * only reads never downloads or runs them (issue #13). The entry script and the modulepreload
 * links move into boot.js's data; a browser with a session starts them at once.
 */
function startOnFirstUse(html: string, now: boolean, lostTap: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1]!,
  );
  const boot = `<script defer src="/boot.js" data-entry="${escapeXml(entry)}" data-preload="${escapeXml(preloads.join(' '))}" data-lost="${escapeXml(lostTap)}"${now ? ' data-start="now"' : ''}></script>`;
  return html
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, () => boot)
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
}

/**
 * `<link rel="modulepreload">` for the scripts of this route's page and the catalogues of its
 * language that index.html does not already name (issue #13). Without them the browser finds
 * them one round trip after another (entry → router → page → messages); with them, all
 * download at once while the entry runs.
 */
function preloadLinks(firstLoad: FirstLoad, html: string, routeId: string, lang: string): string {
  const scripts = scriptsFor(firstLoad, routeId, lang)
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeXml(file)}">`);
  // Assamese pages: the Bengali-script font's sheet and faces with the page, not after the
  // scripts (theme/script-font.ts still asks for the sheet; Vite finds it already there).
  const font =
    lang === 'as' && firstLoad.scriptFont
      ? [
          ...firstLoad.scriptFont.css.map(
            (file) => `<link rel="stylesheet" crossorigin href="/${escapeXml(file)}">`,
          ),
          ...firstLoad.scriptFont.fonts.map(
            (file) =>
              `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeXml(file)}">`,
          ),
        ]
      : [];
  return [...scripts, ...font].join('');
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
