import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type FirstLoad, scriptsFor } from '../../common/first-load.ts';
import { defaultPrefix, isUrlPrefix, langs, prefixFromLang } from '../../common/i18n/languages.ts';
import { parsePreferences, preferenceCookieName } from '../../common/preferences.ts';
import { matchPath, pageTitle, routeCatalogue } from '../../common/routes/index.ts';
import { portalName, routeTitle } from '../../common/routes/titles.ts';
import { AppError, sendProblem, toProblem } from './errors.ts';

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
export async function registerWeb(app: FastifyInstance, options: { webRoot: string; publicOrigin?: string }) {
  const indexFile = path.join(options.webRoot, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (!indexHtml) app.log.warn({ webRoot: options.webRoot }, 'web app not built: run `npm run build`');
  // What each page's first screen needs (scripts/first-load.ts, written by the build).
  const firstLoadFile = path.join(options.webRoot, 'first-load.json');
  const firstLoad = existsSync(firstLoadFile)
    ? (JSON.parse(readFileSync(firstLoadFile, 'utf8')) as FirstLoad)
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

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${origin(request, options.publicOrigin)}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const base = origin(request, options.publicOrigin);
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
    return sendIndex(request, reply, indexHtml, { lang, title, status: match ? 200 : 404, preload });
  });
}

function sendIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  page: { lang: string; title: string; status: number; preload: string },
) {
  const prefs = parsePreferences(request.cookies[preferenceCookieName]);
  const out = html
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}" data-mantine-color-scheme="${prefs.theme}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeXml(page.title)}</title>`)
    .replace('</head>', `${page.preload}</head>`);
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'cookie, accept-encoding');
  // The not-found handler (the history fallback) is outside the routes @fastify/compress hooks
  // into, so the page (~3 KB, made per request) is compressed here: ~1 KB on the wire.
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(out, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(out));
  return reply.send(out);
}

/**
 * `<link rel="modulepreload">` for the scripts of this route's page and the catalogues of its
 * language that index.html does not already name (issue #13). Without them the browser finds
 * them one round trip after another (entry → router → page → messages); with them, all
 * download at once while the entry runs.
 */
function preloadLinks(firstLoad: FirstLoad, html: string, routeId: string, lang: string): string {
  return scriptsFor(firstLoad, routeId, lang)
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeXml(file)}">`)
    .join('');
}

function origin(request: FastifyRequest, configured?: string): string {
  return configured ?? `${request.protocol}://${request.host}`;
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
