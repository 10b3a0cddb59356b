import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Lang, prefixFromLang } from '../../src/common/i18n/languages.ts';
import type { Theme } from '../../src/common/preferences.ts';
import { pageTitle, type RouteId, routeCatalogue } from '../../src/common/routes/index.ts';
import { portalName, routeTitle } from '../../src/common/routes/titles.ts';
import { axeViolations, expectNoViolations, launchBrowser, newContext, waitForPage } from './browser.ts';

/**
 * Issue "foundation", item 9: every anonymous route, in a language and theme, has its title
 * ("route title | portal name") and no axe violation of WCAG 2.1 A/AA.
 */
export function describeAnonymousPages(lang: Lang, theme: Theme) {
  const routes = routeCatalogue.filter((r) => r.access === 'anonymous' && r.path !== '*');
  describe(`every anonymous page in ${lang}, ${theme} theme`, () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      browser = await launchBrowser();
      context = await newContext(browser, { theme });
      page = await context.newPage();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it.each(routes.map((r) => [r.id, r.path] as const))(
      '%s: title and zero axe violations',
      async (id, path) => {
        const url = `/${prefixFromLang(lang)}${path ? `/${path}` : ''}`;
        await page.goto(url);
        await waitForPage(page);
        expect(await page.title()).toBe(pageTitle(routeTitle(id as RouteId, lang), portalName(lang)));
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe(theme);
        expect(await page.locator('h1').count(), 'one h1').toBe(1);
        expectNoViolations(await axeViolations(page), url);
      },
    );
  });
}
