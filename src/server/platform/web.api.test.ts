import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FirstLoad } from '../../common/first-load.ts';
import { routeCatalogue } from '../../common/routes/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe(`serving the web app (${inject('engine')})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('redirects / to English by default (spec §2: the empty path redirects to the current language)', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en');
  });

  it('redirects / to the language the visitor chose last', async () => {
    const res = await t.app.inject({ url: '/', cookies: { spp_lang: 'asm' } });
    expect(res.headers.location).toBe('/asm');
    const bogus = await t.app.inject({ url: '/', cookies: { spp_lang: 'xx' } });
    expect(bogus.headers.location).toBe('/en');
  });

  it('serves every catalogue route in both languages with history fallback, its language and title', async () => {
    for (const route of routeCatalogue.filter((r) => r.path !== '*')) {
      const path = route.path.replace(/:[A-Za-z]+/g, '7');
      const en = await t.app.inject({ url: `/en/${path}` });
      expect(en.statusCode, `/en/${path}`).toBe(200);
      expect(en.body).toContain('<html lang="en"');
      const as = await t.app.inject({ url: `/asm/${path}` });
      expect(as.statusCode, `/asm/${path}`).toBe(200);
      expect(as.body).toContain('<html lang="as"');
    }
  });

  it('titles the page "route title | portal name" in the page language before scripts run', async () => {
    const en = await t.app.inject({ url: '/en/about' });
    expect(en.body).toContain('<title>About Us | State Public Procurement Portal, Assam</title>');
    const as = await t.app.inject({ url: '/asm/about' });
    expect(as.body).toMatch(/<title>[^<|]+ \| ৰাজ্যিক ৰাজহুৱা ক্ৰয় পৰ্টেল, অসম<\/title>/);
  });

  it('answers unknown pages with the app (its not-found page) and a real 404 status', async () => {
    for (const url of ['/en/no-such-page', '/asm/about/extra', '/fr/about', '/about']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('applies the saved theme to the first paint, so dark-theme visitors see no white flash', async () => {
    const res = await t.app.inject({ url: '/en', cookies: { spp_prefs: 't=dark&c=green&s=2' } });
    expect(res.body).toContain('data-mantine-color-scheme="dark"');
  });

  it('never caches the app shell, and caches hashed assets for a year', async () => {
    const page = await t.app.inject({ url: '/en' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build’s precompressed asset to a browser that accepts it, the plain one otherwise', async () => {
    // Its own web root: the static files are routed when the app starts.
    const root = mkdtempSync(path.join(tmpdir(), 'spp-web-gz-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html lang="en"><head><title>x</title></head></html>',
    );
    const plain = 'console.log("precompressed");'.repeat(50);
    writeFileSync(path.join(root, 'assets', 'big-abc123.js'), plain);
    writeFileSync(path.join(root, 'assets', 'big-abc123.js.gz'), gzipSync(plain));
    const own = await createTestApp({ WEB_ROOT: root });
    try {
      const zipped = await own.app.inject({
        url: '/assets/big-abc123.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(zipped.headers['content-type']).toContain('javascript');
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain);
      const raw = await own.app.inject({
        url: '/assets/big-abc123.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(raw.headers['content-encoding']).toBeUndefined();
      expect(raw.body).toBe(plain);
    } finally {
      await own.close();
    }
  });

  it('compresses the page and API answers for a browser that accepts it (issue #13), not otherwise', async () => {
    const page = await t.app.inject({
      url: '/en/latestactivetenders',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('accept-encoding');
    expect(page.headers.vary).toContain('cookie');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Latest Active Tenders |');
    const gz = await t.app.inject({ url: '/asm', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<html lang="as"');
    // A registered route (the sitemap, ~20 KB) goes through @fastify/compress.
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(sitemap.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(sitemap.rawPayload).toString()).toContain('/en/latestactivetenders</loc>');
    const plain = await t.app.inject({ url: '/en', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it("preloads the route's page scripts and its language's catalogues in the page itself (issue #13)", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'spp-web-preload-'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html lang="en"><head><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shell-1.js"></head><body><div id="root"></div></body></html>',
    );
    const firstLoad: FirstLoad = {
      entry: { js: ['assets/index-1.js', 'assets/shell-1.js'], css: [] },
      routes: {
        latestactivetenders: {
          module: 'features/tenders/tender-list-page.tsx',
          js: ['assets/tender-list-page-1.js', 'assets/Select-1.js'],
          css: [],
          namespaces: ['common', 'tenders'],
        },
      },
      catalogues: {
        en: { common: 'assets/common-en.js', routes: 'assets/routes-en.js', tenders: 'assets/tenders-en.js' },
        as: { common: 'assets/common-as.js', routes: 'assets/routes-as.js', tenders: 'assets/tenders-as.js' },
      },
      defaultNamespaces: ['common', 'routes'],
    };
    writeFileSync(path.join(root, 'first-load.json'), JSON.stringify(firstLoad));
    const own = await createTestApp({ WEB_ROOT: root });
    try {
      const links = (body: string) =>
        [...body.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);
      const en = await own.app.inject({ url: '/en/latestactivetenders' });
      expect(links(en.body)).toEqual([
        'assets/shell-1.js', // named by the build itself, not repeated
        'assets/tender-list-page-1.js',
        'assets/Select-1.js',
        'assets/common-en.js',
        'assets/routes-en.js',
        'assets/tenders-en.js',
      ]);
      const as = await own.app.inject({ url: '/asm/latestactivetenders' });
      expect(links(as.body)).toContain('assets/tenders-as.js');
      expect(links(as.body)).not.toContain('assets/tenders-en.js');
      // A page with no entry of its own gets the shell's catalogues only.
      const about = await own.app.inject({ url: '/en/about' });
      expect(links(about.body)).toEqual(['assets/shell-1.js', 'assets/common-en.js', 'assets/routes-en.js']);
    } finally {
      await own.close();
    }
  });

  it('serves a real robots.txt and a sitemap.xml of the public pages in both languages', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /api/');
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('/en/latestactivetenders</loc>');
    expect(sitemap.body).toContain('/asm/latestactivetenders</loc>');
    expect(sitemap.body).not.toContain('/en/userdashboard');
  });

  it('treats a write to a page path as an API miss (problem+json 404), never as the app', async () => {
    const res = await t.write({ method: 'POST', url: '/en/about' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});

/**
 * Server-rendered public pages (issue #13, docs/decisions/030): the server calls the web app's
 * server bundle (`dist/ssr/entry-server.js` beside `dist/web`) for public pages and puts its
 * markup and state into index.html; anything wrong with it sends the plain page, never a 500.
 * A stand-in bundle here (the real one is exercised by tests/e2e/server-rendering.spec.ts).
 */
describe(`server rendering of public pages (${inject('engine')})`, () => {
  let t: TestApp;
  let root: string;
  const page = (url: string) =>
    t.app.inject({ url, headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile' } });
  const rootOf = (body: string) => /<div id="root">([\s\S]*?)<\/div>(?:<script|\s*<noscript)/.exec(body)?.[1];

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'spp-ssr-'));
    mkdirSync(path.join(root, 'web'));
    mkdirSync(path.join(root, 'ssr'));
    writeFileSync(
      path.join(root, 'web', 'index.html'),
      '<!doctype html><html lang="en"><head><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/shell-1.js"></head><body><div id="root"></div>\n<noscript>js</noscript></body></html>',
    );
    // Renders what the request carried and one API answer; fails on purpose for some paths.
    writeFileSync(
      path.join(root, 'ssr', 'entry-server.js'),
      `export async function render(request) {
        if (request.url.includes('throws')) throw new Error('render failed');
        if (request.url.includes('declines')) return null;
        if (request.url.includes('slow')) await new Promise((r) => setTimeout(r, 50));
        const counts = await request.api('/api/v1/public/tenders/counts');
        const session = await request.api('/api/v1/session');
        return {
          html: '<h1>' + request.url + '</h1><p>' + counts.status + ' ' + JSON.parse(counts.body).active + ' ' + request.narrow + ' ' + request.preferences.theme + ' ' + JSON.parse(session.body).authenticated + '</p><p>' + (request.deadline > Date.now()) + '</p>',
          state: JSON.stringify({ url: request.url, origin: request.origin, x: '\\u003c/script>' }),
          passes: 2,
          longestPassMs: 12.5,
        };
      }`,
    );
    // What goes into the HTML is under test here, not the render budget (render-budget.api.test.ts):
    // a busy machine once took the in-process API calls past the 1.5 s default, and the plain
    // page went out.
    t = await createTestApp({ WEB_ROOT: path.join(root, 'web'), SSR_DEADLINE_MS: '20000' });
  });
  afterAll(() => t.close());

  it('puts the rendered page and its state into the HTML of a public page, with the render time', async () => {
    const res = await page('/en/latestactivetenders?district=Kamrup+Metro');
    expect(res.statusCode).toBe(200);
    // The page's own API answer, fetched in-process and anonymously; a phone by its user agent.
    expect(rootOf(res.body)).toMatch(
      /^<h1>\/en\/latestactivetenders\?district=Kamrup\+Metro<\/h1><p>200 \d+ true light false<\/p><p>true<\/p>$/,
    );
    expect(res.body).toContain(
      '<script type="application/json" id="ssr-state">{"url":"/en/latestactivetenders',
    );
    // Its scripts start on the page's first use (public/boot.js, decision 031), not in the head.
    // It tells a visitor whose held tap found nothing to act on, in the page's language
    // (decision 032).
    expect(res.body).toContain(
      '<script defer src="/boot.js" data-entry="/assets/index-1.js" data-preload="/assets/shell-1.js" data-lost="The page changed as it started, so your tap was not carried out. Please tap again."></script>',
    );
    expect((await page('/asm/about')).body).toContain(
      `data-lost="পৃষ্ঠাখন আৰম্ভ হওঁতে সলনি হ&#39;ল, সেয়ে আপোনাৰ টিপাটো কাৰ্যকৰী নহ&#39;ল। অনুগ্ৰহ কৰি আকৌ টিপক।"`,
    );
    expect(res.body).not.toContain('type="module"');
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.headers['server-timing']).toMatch(/^render;dur=\d+(\.\d)?, pass;dur=12\.5;desc="2 passes"$/);
  });

  it('renders permalinks and the page state with the configured origin, never Host or X-Forwarded-Host (issue #23 item 3)', async () => {
    for (const headers of [{ host: 'evil.example' }, { 'x-forwarded-host': 'attacker.example' }]) {
      const res = await t.app.inject({ url: '/en/about', headers });
      expect(res.body).toContain('"origin":"http://localhost:3000"');
      expect(res.body).not.toMatch(/evil\.example|attacker\.example/);
    }
  });

  it('starts the app at once in a browser with a session (decision 031), on first use otherwise', async () => {
    const anonymous = await page('/en/about');
    expect(anonymous.body).toMatch(
      /<script defer src="\/boot\.js" data-entry="[^"]+" data-preload="[^"]*" data-lost="[^"]+"><\/script>/,
    );
    const staff = await t.app.inject({ url: '/en/about', cookies: { spp_session: 'any-token' } });
    expect(staff.body).toMatch(/<script defer src="\/boot\.js"[^>]* data-start="now"><\/script>/);
  });

  it('counts the visit of a browser it renders a public page for, once per browser session; not a crawler, not a page it does not render', async () => {
    const total = async () => (await t.app.inject({ url: '/api/v1/public/visits' })).json().count as number;
    const before = await total();
    const first = await page('/en/about');
    const cookie = first.cookies.find((c) => c.name === 'spp_visit');
    expect(cookie?.value).toBe('1');
    expect(await total()).toBe(before + 1);
    const again = await t.app.inject({
      url: '/en/latestactivetenders',
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile' },
      cookies: { spp_visit: '1' },
    });
    expect(again.cookies.find((c) => c.name === 'spp_visit')).toBeUndefined();
    await t.app.inject({
      url: '/en/about',
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' },
    });
    await page('/en/login');
    expect(await total()).toBe(before + 1);
  });

  it('renders with the display preferences of the cookie and sets the text size before any script', async () => {
    const res = await t.app.inject({ url: '/asm', cookies: { spp_prefs: 't=dark&c=green&s=2' } });
    expect(rootOf(res.body)).toContain('false dark false');
    expect(res.body).toContain('<html lang="as" data-mantine-color-scheme="dark" style="font-size:120%"');
  });

  it('sends the plain page (200, empty root) when the render throws or declines, never a 500', async () => {
    for (const url of ['/en/about?throws', '/en/about?declines']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(rootOf(res.body), url).toBe('');
      expect(res.body, url).not.toContain('ssr-state');
      expect(res.headers['server-timing'], url).toBeUndefined();
      // The plain page starts its app as before.
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    }
  });

  it('leaves the account forms and the logged-in pages to the browser', async () => {
    for (const url of ['/en/login', '/en/forgotpassword', '/en/userdashboard', '/en/no-such-page']) {
      const res = await page(url);
      expect(rootOf(res.body), url).toBe('');
    }
  });

  it('sends plain pages when the bundle cannot be loaded at all', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'spp-ssr-broken-'));
    mkdirSync(path.join(broken, 'web'));
    mkdirSync(path.join(broken, 'ssr'));
    writeFileSync(
      path.join(broken, 'web', 'index.html'),
      '<html lang="en"><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(broken, 'ssr', 'entry-server.js'), 'export const render = ;');
    const own = await createTestApp({ WEB_ROOT: path.join(broken, 'web') });
    try {
      for (const url of ['/en', '/en/about']) {
        const res = await own.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<div id="root"></div>');
      }
    } finally {
      await own.close();
    }
  });
});
