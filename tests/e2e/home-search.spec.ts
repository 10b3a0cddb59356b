import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenderPage, TenderSummary } from '../../src/common/api/tenders.ts';
import { axeViolations, baseURL, expectNoViolations, launchBrowser } from './browser.ts';
import { phone } from './slow-phone.ts';

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseURL()}/api/v1${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** A 360 px phone, as the done-when says. */
const smallPhone = { ...phone, viewport: { width: 360, height: 780 } };

/**
 * Issue #31 item 1 (done-when): on a phone, in both languages, the home page's search box finds
 * a tender by a word of its title, by its reference number and by its Tender ID before the app
 * has started (the app's scripts never arrive: the search is a plain form submission the server
 * answers with rendered results), and the result shows the Tender ID (item 3).
 */
describe('the home page search box on a phone, before the app starts (issue #31 items 1 and 3)', () => {
  let browser: Browser;
  let tender: TenderSummary;
  let word = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    // An active demo tender, and a word of its title that finds it on the first page.
    let found: TenderPage | undefined;
    for (const deadline = Date.now() + 120_000; !found?.items.length && Date.now() < deadline; ) {
      found = await api<TenderPage>('/public/tenders?status=open&limit=20').catch(() => undefined);
      if (!found?.items.length) await new Promise((r) => setTimeout(r, 2000));
    }
    if (!found?.items.length) throw new Error('demo data: no active tender');
    for (const candidate of found.items) {
      for (const w of candidate.title.split(/[^A-Za-z]+/).filter((x) => x.length >= 5)) {
        const hits = await api<TenderPage>(`/public/tenders?status=open&limit=20&q=${encodeURIComponent(w)}`);
        if (hits.items.some((i) => i.uid === candidate.uid)) {
          tender = candidate;
          word = w;
          break;
        }
      }
      if (word) break;
    }
    if (!word) throw new Error('demo data: no title word finds its tender');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const prefix of ['en', 'asm'] as const) {
    it(`/${prefix}: finds a tender by a title word, its reference and its Tender ID as HTML, and shows the Tender ID`, async () => {
      const context = await browser.newContext({ baseURL: baseURL(), ...smallPhone });
      try {
        const page = await context.newPage();
        // The app never starts: everything below is HTML and the server.
        await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
        const documents: string[] = [];
        page.on('request', (r) => {
          if (r.isNavigationRequest()) documents.push(r.url());
        });

        await page.goto(`/${prefix}`);
        const box = page.locator(`form[action="/${prefix}/latestactivetenders"]`);
        const field = box.locator('input[name="q"]');
        // Above the fold on the phone: the field and its button are on the first screen.
        const at = await box.getByRole('button').boundingBox();
        expect(at, 'the search button is drawn').not.toBeNull();
        expect(at!.y + at!.height, 'the search button is on the first screen').toBeLessThanOrEqual(
          smallPhone.viewport.height,
        );
        expectNoViolations(await axeViolations(page), `/${prefix} home with its search box`);

        for (const typed of [word, tender.referenceNo, tender.tenderId]) {
          await page.goto(`/${prefix}`);
          await field.fill(typed);
          await field.press('Enter');
          await page.waitForURL((url) => url.pathname === `/${prefix}/latestactivetenders`);
          // The browser asked the server for the listing with what the field held.
          expect(new URL(documents.at(-1)!).searchParams.get('q'), `${typed}: the request`).toBe(typed);
          const card = page.locator('[data-list-card]').filter({ hasText: tender.title }).first();
          await card.waitFor({ timeout: 30_000 });
          expect(await card.textContent(), `${typed}: the Tender ID in the result`).toContain(
            tender.tenderId,
          );
        }
        expect(await page.evaluate(() => document.documentElement.hasAttribute('data-interactive'))).toBe(
          false,
        );
      } finally {
        await context.close();
      }
    }, 180_000);
  }
});
