import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenderPage } from '../../src/common/api/tenders.ts';
import { axeViolations, baseURL, expectNoViolations, launchBrowser, waitForPage } from './browser.ts';

/**
 * Issue #32 item 2 (decision 057): the demo GeM bids (loaded by the gem-bids importer at demo
 * start-up) are listed on `gembids` in English and Assamese; a bid opens in `gembidsfullview`
 * with its GeM fields, and "View this bid on GeM" leaves only after the spec §8 confirmation.
 */
describe('GeM bids in a fresh browser, in English and Assamese', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const [prefix, listTitle, section, quantity, viewOnGem, yes] of [
    ['en', 'GeM Bids', 'GeM bid', 'Quantity', /View this bid on GeM/, 'Yes'],
    ['asm', 'GeM নিবিদাসমূহ', 'GeM নিবিদা', 'পৰিমাণ', /GeMত এই নিবিদাখন চাওক/, 'হয়'],
  ] as const) {
    it(`/${prefix}/gembids lists the demo GeM bids; a bid's page links to GeM through the confirmation`, async () => {
      const res = await fetch(`${baseURL()}/api/v1/public/tenders?source=gem&limit=50`);
      const bids = ((await res.json()) as TenderPage).items;
      expect(bids.length).toBe(8);
      const bid = bids.find((b) => b.tenderId === 'GEM/2026/B/6843519')!;
      expect(bid.status).toBe('active');

      const context = await browser.newContext({
        baseURL: baseURL(),
        viewport: { width: 1366, height: 900 },
      });
      const page = await context.newPage();
      await page.goto(`/${prefix}/gembids`);
      await waitForPage(page);
      await page.getByRole('heading', { level: 1, name: listTitle }).waitFor();
      const link = page.getByRole('link', { name: 'Desktop Computers (Q2)' }).first();
      await link.waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByText('GEM/2026/B/6841207').count()).toBeGreaterThan(0);
      expectNoViolations(await axeViolations(page), `/${prefix}/gembids`);

      await link.click();
      await page.waitForURL(/\/gembidsfullview\?id=gem-GEM-2026-B-6843519$/);
      await waitForPage(page);
      const region = page.getByRole('region', { name: section, exact: true });
      await region.waitFor();
      const quantityValue = region
        .locator('dt', { hasText: quantity })
        .locator('xpath=following-sibling::dd[1]');
      expect(await quantityValue.textContent()).toBe('450');
      expect(await region.textContent()).toContain('Samagra Shiksha Assam');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'sideways scroll on the GeM bid').toBeLessThanOrEqual(0);
      expectNoViolations(await axeViolations(page), `/${prefix}/gembidsfullview`);

      const opened: string[] = [];
      await page.exposeFunction('recordOpen', (url: string) => opened.push(url));
      await page.evaluate(() => {
        window.open = ((url: string) => {
          (window as unknown as { recordOpen: (u: string) => void }).recordOpen(String(url));
          return null;
        }) as typeof window.open;
      });
      const toGem = page.getByRole('link', { name: viewOnGem }).first();
      expect(await toGem.getAttribute('href')).toBe('https://bidplus.gem.gov.in/showbidDocument/6843519');
      await toGem.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(opened).toEqual([]);
      expectNoViolations(await axeViolations(page), `/${prefix}/gembidsfullview with the confirmation open`);
      await dialog.getByRole('button', { name: yes, exact: true }).click();
      await expect.poll(() => opened).toEqual(['https://bidplus.gem.gov.in/showbidDocument/6843519']);
      expect(page.url()).toContain('/gembidsfullview?id=');
      await context.close();
    }, 120_000);
  }
});
