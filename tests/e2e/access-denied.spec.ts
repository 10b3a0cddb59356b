import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlPrefixes } from '../../src/common/i18n/languages.ts';
import { routeCatalogue } from '../../src/common/routes/index.ts';
import asCommon from '../../src/web/i18n/as/common.json' with { type: 'json' };
import enCommon from '../../src/web/i18n/en/common.json' with { type: 'json' };
import { launchBrowser, newContext, waitForPage } from './browser.ts';

/** Spec §5: "A page that is not anonymous requires a stored secure token; otherwise the user goes to access denied." */
describe('every logged-in page sends a logged-out visitor to access denied', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const loggedIn = routeCatalogue.filter((r) => r.access !== 'anonymous');
  // Each route once, the language prefixes taking turns: every route and both prefixes are
  // covered, in half the page loads of trying every route twice (CI time, issue item 10).
  const cases = loggedIn.map((route, i) => {
    const prefix = urlPrefixes[i % urlPrefixes.length]!;
    return [`/${prefix}/${route.path.replace(/:[A-Za-z]+/g, '1')}`, prefix] as const;
  });
  it('covers all logged-in pages of the catalogue', () => {
    expect(loggedIn.length).toBeGreaterThan(140);
  });
  it.each(cases)('%s → access denied', async (url, prefix) => {
    await page.goto(url);
    await page.waitForURL(`**/${prefix}/accessdenied`, { timeout: 10_000 });
    await waitForPage(page);
    const heading = (prefix === 'en' ? enCommon : asCommon).system.accessDenied.heading;
    expect(await page.locator('h1').textContent()).toBe(heading);
  });
});
