import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import asExports from '../../src/common/i18n/as/exports.json' with { type: 'json' };
import enExports from '../../src/common/i18n/en/exports.json' with { type: 'json' };
import asCommon from '../../src/web/i18n/as/common.json' with { type: 'json' };
import enCommon from '../../src/web/i18n/en/common.json' with { type: 'json' };
import { baseURL, launchBrowser, newContext, waitForPage } from './browser.ts';

const catalogue = { en: enCommon, as: asCommon };
const headings = { en: enExports, as: asExports };

/**
 * Spec §8 "Download failure: 'Downloading Error'" in a real browser (issue #10 done-when): when
 * the export fails (here the server answers 429, as its rate limit does), the page says so and
 * nothing is saved; when it works, the browser saves a file, headed in the page's language.
 */
describe('downloads (spec §8; issue #10)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    // The list needs tenders to offer downloads: wait for the demo data.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const res = await fetch(`${baseURL()}/api/v1/public/tenders/counts`).catch(() => undefined);
      const counts = res?.ok ? ((await res.json()) as { active: number }) : { active: 0 };
      if (counts.active > 0) break;
      if (Date.now() > deadline) throw new Error('the demo tenders were not loaded within 120 s');
      await new Promise((r) => setTimeout(r, 2000));
    }
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en', 'as'] as const) {
    it(`a failed export says "Downloading Error" and saves nothing; a good one saves the file (${lang})`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.route('**/api/v1/public/tenders/export**', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/problem+json',
          headers: { 'retry-after': '30' },
          body: JSON.stringify({ status: 429, code: 'RATE_LIMITED', title: 'Too many requests' }),
        }),
      );
      let downloads = 0;
      page.on('download', () => {
        downloads++;
      });
      await page.goto(`/${lang === 'as' ? 'asm' : 'en'}/latestactivetenders`);
      await waitForPage(page);
      const csv = page.getByRole('button', { name: catalogue[lang].list.downloadCsv });
      await csv.click();
      const alert = page.getByRole('alert').filter({ hasText: catalogue[lang].list.downloadError });
      await alert.first().waitFor({ state: 'visible' });
      expect(downloads).toBe(0);

      await page.unroute('**/api/v1/public/tenders/export**');
      const [download] = await Promise.all([page.waitForEvent('download'), csv.click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      // The button asked for the page's language: the file's headings are in it.
      const head = readFileSync(await download.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]!;
      expect(head.split(',').slice(0, 3)).toEqual([
        headings[lang].tenders.tenderId,
        headings[lang].tenders.referenceNo,
        headings[lang].tenders.title,
      ]);
      await context.close();
    }, 60_000);
  }
});
