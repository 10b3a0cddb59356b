import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newContext, waitForPage } from './browser.ts';

/**
 * Issue #14 item 4: on a phone (360 px wide, the narrowest common Android screen) the tender
 * results are cards, not a wide table the reader has to scroll sideways, in English and in
 * Assamese (whose words run longer).
 */

/** Demo mode loads the real Assam tenders after the portal starts listening: wait for them. */
async function waitForDemoTenders() {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const counts = await fetch(`${baseURL()}/api/v1/public/tenders/counts`)
      .then((r) => r.json() as Promise<{ active: number }>)
      .catch(() => ({ active: 0 }));
    if (counts.active > 0) return;
    if (Date.now() > deadline) throw new Error('the demo tenders were not loaded within 120 s');
    await new Promise((r) => setTimeout(r, 2000));
  }
}

describe('tender results on a 360 px screen (issue #14 item 4)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await waitForDemoTenders();
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const prefix of ['en', 'asm']) {
    it(`/${prefix}/latestactivetenders shows cards and no sideways scroll`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.setViewportSize({ width: 360, height: 740 });
      try {
        await page.goto(`/${prefix}/latestactivetenders`);
        await waitForPage(page);
        const cards = page.locator('[data-list-card]');
        // Generous: the results wait for the API, and the test machine is shared.
        await cards.first().waitFor({ state: 'visible', timeout: 45_000 });
        expect(await cards.count()).toBeGreaterThan(1);
        // Each card opens its tender and names its Tender ID.
        expect(await cards.first().locator('a[href*="fullview?id="]').count()).toBe(1);
        expect(await page.locator('table').count()).toBe(0);
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
          widest: Math.max(
            ...[...document.querySelectorAll('[data-list-card]')].map((c) => c.getBoundingClientRect().right),
          ),
        }));
        expect(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(widths.viewport);
        expect(widths.widest).toBeLessThanOrEqual(widths.viewport);

        // Issue #14 item 6: compact filters, results above the fold. The first result starts on
        // the first screen; the folded filters unfold from their button and fold again.
        const firstTop = await cards.first().evaluate((c) => c.getBoundingClientRect().top);
        expect(firstTop, 'the first result is below the first screen').toBeLessThan(740);
        const closing = page.locator('#closing');
        expect(await closing.isVisible()).toBe(false);
        const toggle = page.locator('button.tender-filters-toggle');
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        await toggle.click();
        await closing.waitFor({ state: 'visible' });
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        // A folded filter chosen and searched: the list says so on its button, and shows it.
        await closing.selectOption('7');
        await page.locator('form.tender-filters button[type=submit]').click();
        await page.waitForURL((url) => url.searchParams.get('closing') === '7');
        await closing.waitFor({ state: 'visible' });
        await expect.poll(() => toggle.textContent()).toMatch(/[1১]/);
      } finally {
        await context.close();
      }
    }, 120_000);

    // Issue #14 item 4: the calendar cut off the weekend on a phone (its table scrolled inside
    // its region, so the page itself did not scroll sideways and the sweep could not see it).
    it(`/${prefix}/tendercalendar shows the whole week, Sunday included, on the screen`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.setViewportSize({ width: 360, height: 740 });
      try {
        await page.goto(`/${prefix}/tendercalendar`);
        await waitForPage(page);
        const table = page.locator('table');
        await table.waitFor();
        const headers = table.locator('thead th');
        expect(await headers.count()).toBe(7);
        const sunday = (await headers.last().boundingBox())!;
        expect(sunday.x + sunday.width, 'Sunday ends on the screen').toBeLessThanOrEqual(360);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
