import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * A stand-in server bundle: `busy` pages hold their thread for 300 ms (a long React pass),
 * `crash` pages end their thread, every page says how many pages its thread has rendered.
 */
function webRootWithBundle(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'spp-ssr-budget-'));
  mkdirSync(path.join(root, 'web'));
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(
    path.join(root, 'web', 'index.html'),
    '<!doctype html><html lang="en"><head><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(root, 'ssr', 'entry-server.js'),
    `let rendered = 0;
    export async function render(request) {
      if (request.url.includes('crash')) process.exit(3);
      if (request.url.includes('busy')) { const end = Date.now() + 300; while (Date.now() < end); }
      rendered += 1;
      return { html: '<h1>' + request.url + '</h1><p>render ' + rendered + '</p>', state: '{}', passes: 1, longestPassMs: 1 };
    }`,
  );
  return path.join(root, 'web');
}

const rendered = (body: string) => body.includes('id="ssr-state"');
const renderNo = (body: string) => Number(/render (\d+)/.exec(body)?.[1]);

/** Issue #23 item 4 (finding 4): server rendering cannot starve the API. */
describe(`server rendering within a budget (${inject('engine')}): issue #23 item 4`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      WEB_ROOT: webRootWithBundle(),
      SSR_WORKERS: '1',
      SSR_RATE_LIMIT_PER_MINUTE: '5',
      SSR_CACHE_SECONDS: '60',
    });
  });
  afterAll(() => t.close());

  const page = (url: string, ip = '192.0.2.1') => t.app.inject({ url, remoteAddress: ip });

  it('renders in a worker thread: health answers while long renders are still running', async () => {
    // The renderer is up (its bundle loaded) before the long pages come.
    expect(rendered((await page('/en/about?warm', '192.0.2.9')).body)).toBe(true);
    const order: string[] = [];
    const renders = ['a', 'b', 'c'].map((n) =>
      page(`/en/about?busy=${n}`, `192.0.2.${10 + n.charCodeAt(0)}`).then((res) => {
        order.push(`render ${n}`);
        return res;
      }),
    );
    await new Promise((r) => setTimeout(r, 50));
    await t.app.inject({ url: '/api/v1/health' }).then(() => order.push('health'));
    for (const res of await Promise.all(renders)) expect(rendered(res.body)).toBe(true);
    // On the API's own event loop, health would wait for every busy pass first.
    expect(order[0]).toBe('health');
  });

  it('one client gets its pages server-rendered up to its share, then plain ones; another client is not held back', async () => {
    const bodies: string[] = [];
    for (let i = 0; i < 7; i++) bodies.push((await page(`/en/about?n=${i}`, '198.51.100.77')).body);
    expect(bodies.map(rendered)).toEqual([true, true, true, true, true, false, false]);
    // The plain page is still the page: the browser renders it.
    expect(bodies[6]).toContain('<div id="root"></div>');
    expect(rendered((await page('/en/about?n=0', '198.51.100.78')).body)).toBe(true);
  });

  it('the same anonymous page asked for again within SSR_CACHE_SECONDS is not rendered again', async () => {
    const first = await page('/en/actrules', '203.0.113.1');
    const again = await page('/en/actrules', '203.0.113.2');
    expect(rendered(again.body)).toBe(true);
    expect(renderNo(again.body)).toBe(renderNo(first.body));
    const other = await page('/en/actrules?x=1', '203.0.113.3');
    expect(renderNo(other.body)).toBeGreaterThan(renderNo(first.body));
  });

  it('a render thread that dies sends its page plain, and the next page renders on a new thread', async () => {
    const crashed = await page('/en/about?crash=1', '203.0.113.20');
    expect(crashed.statusCode).toBe(200);
    expect(rendered(crashed.body)).toBe(false);
    const next = await page('/en/about?next=1', '203.0.113.21');
    expect(rendered(next.body)).toBe(true);
    expect(renderNo(next.body)).toBe(1);
  });
});

describe(`server rendering when the queue is full (${inject('engine')}): issue #23 item 4`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_ROOT: webRootWithBundle(), SSR_WORKERS: '1' });
  });
  afterAll(() => t.close());

  it('pages beyond what the workers run and the queue holds go out plain at once, never a 500', async () => {
    // One worker renders 4 at once and 8 may wait: 20 busy pages at once leave some plain.
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({ url: `/en/about?busy=q${i}`, remoteAddress: `192.0.2.${i + 1}` }),
      ),
    );
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    const plain = all.filter((r) => !rendered(r.body)).length;
    expect(plain).toBeGreaterThanOrEqual(8);
    expect(plain).toBeLessThan(20);
  });
});
