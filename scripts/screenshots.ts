/**
 * Screenshots of the public side for the README (issue #14 "Done when"): home, tender list,
 * full view and calendar, on a 360 px phone and a 1366 px desktop, in English and Assamese
 * (16 PNGs in docs/screenshots/), each the first screen a visitor sees.
 *
 *   vite build && node scripts/screenshots.ts                 # starts its own demo portal
 *   node scripts/screenshots.ts --base-url http://127.0.0.1:3000   # against a running one
 *   node scripts/screenshots.ts --full-page --out /tmp/shots    # whole pages, for checking by eye
 *
 * The browser is the system Chromium (CHROME_PATH or /usr/bin/chromium), as in the browser tests.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import type { TenderPage } from '../src/common/api/tenders.ts';
import { startPortal } from '../tests/e2e/portal-process.ts';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    out: { type: 'string', default: path.resolve(import.meta.dirname, '..', 'docs', 'screenshots') },
    'full-page': { type: 'boolean', default: false },
  },
});

const portal = values['base-url'] ? null : await startPortal({}, { demoData: true });
const baseURL = values['base-url'] ?? portal!.baseURL;
const out = values.out;
mkdirSync(out, { recursive: true });

try {
  // The tender a bidder is most likely to open: an imported active tender closing soonest.
  const res = await fetch(
    `${baseURL}/api/v1/public/tenders?status=active&source=eprocure&sort=closing&limit=1`,
  );
  const tender = ((await res.json()) as TenderPage).items[0];
  if (!tender) throw new Error('the demo portal has no active tender: is ../shared/data there?');
  const pages = [
    ['home', ''],
    ['tender-list', 'latestactivetenders'],
    ['full-view', `activetendersfullview?id=${encodeURIComponent(tender.uid)}`],
    ['calendar', 'tendercalendar'],
  ] as const;
  const viewports = [
    ['phone', { width: 360, height: 740 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const;

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
  });
  try {
    for (const [device, viewport] of viewports) {
      const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor: 1 });
      const page = await context.newPage();
      for (const prefix of ['en', 'asm'] as const) {
        for (const [name, url] of pages) {
          await page.goto(`/${prefix}${url ? `/${url}` : ''}`);
          await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
          // Lists and the calendar fill in after their API answers; fonts arrive after the page.
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          const file = path.join(out, `${name}-${prefix}-${device}.png`);
          await page.screenshot({ path: file, fullPage: values['full-page'] });
          console.log(file);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  await portal?.stop();
}
