import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  axeViolations,
  baseURL,
  expectNoViolations,
  launchBrowser,
  newContext,
  waitForPage,
} from './browser.ts';

describe('public shell journeys in a real browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    await context?.close();
    context = await newContext(browser);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the axe check itself reports violations when a page has them (control for the accessibility suite)', async () => {
    await page.setContent(
      '<html><body><img src="x.png"><p style="color:#999;background:#fff">faint</p></body></html>',
    );
    const ids = (await axeViolations(page)).map((v) => v.split(':')[0]);
    expect(ids).toEqual(expect.arrayContaining(['html-has-lang', 'image-alt', 'color-contrast']));
  });

  it('/ opens the English home page; after choosing Assamese, / opens the Assamese one', async () => {
    await page.goto('/');
    await waitForPage(page);
    expect(new URL(page.url()).pathname).toBe('/en');
    await page.getByRole('button', { name: 'Read this page in Assamese' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/asm');
    // The URL changes first; the page then switches its language.
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('as');
    await waitForPage(page);
    await page.goto('/');
    await page.waitForURL('**/asm');
  });

  it('keeps theme, colour scheme and text size across visits, from a cookie kept for one year', async () => {
    await page.goto('/en/about');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Display settings' }).click();
    await page.getByText('Dark', { exact: true }).click();
    await page.getByText('Teal', { exact: true }).click();
    await page.getByRole('button', { name: 'Increase text size' }).click();
    await page.getByRole('button', { name: 'Increase text size' }).click();
    const cookie = (await context.cookies()).find((c) => c.name === 'spp_prefs');
    expect(decodeURIComponent(cookie?.value ?? '')).toBe('t=dark&c=teal&s=2');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(31_536_000 - 120);

    const fresh = await context.newPage();
    await fresh.goto('/en/faq');
    await waitForPage(fresh);
    expect(await fresh.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
    expect(await fresh.evaluate(() => document.documentElement.style.fontSize)).toBe('120%');
    expectNoViolations(await axeViolations(fresh), 'faq, dark teal, text +2');
  });

  it('the largest text size (+4) keeps the page usable: no sideways scrolling, no axe violations', async () => {
    await context.addCookies([{ name: 'spp_prefs', value: 't=light&c=violet&s=4', url: baseURL() }]);
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/asm/help');
    await waitForPage(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expectNoViolations(await axeViolations(page), 'help, asm, text +4');
  });

  it('a related link asks the spec §8 question first and leaves only on Yes', async () => {
    await page.goto('/en/relatedlinks');
    await waitForPage(page);
    const popup = context.waitForEvent('page', { timeout: 3_000 }).catch(() => null);
    await page.getByRole('link', { name: /Government e-Marketplace/ }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.textContent())
      .toContain('You are being redirected to an external website');
    await dialog.getByRole('button', { name: 'No' }).click();
    expect(await popup).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/en/relatedlinks');
  });

  it('goes to the server-down page when the status check fails, and back home once it answers', async () => {
    await page.route('**/api/v1/health', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto('/en/about');
    // A server-rendered page proves the server answered; the app checks again when it starts,
    // on the page's first use (decision 031): a key pressed.
    await page.keyboard.press('Shift');
    await page.waitForURL('**/en/serverdown');
    await waitForPage(page);
    expect(await page.locator('h1').textContent()).toBe('Service temporarily unavailable');
    await page.unroute('**/api/v1/health');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(/\/en$/);
  });

  it('checks the server before every navigation, not only at start', async () => {
    await page.goto('/en/about');
    await waitForPage(page);
    await page.waitForTimeout(3_100);
    await page.route('**/api/v1/health', (route) => route.abort());
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Sitemap' })
      .click();
    await page.waitForURL('**/en/serverdown');
  });

  it('shows the not-found page, with a 404 status, for an unknown address', async () => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForPage(page);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(await page.title()).toBe('Page Not Found | State Public Procurement Portal, Assam');
  });

  it('counts a visit once per browser session and shows the total in the footer', async () => {
    // Other test files' browsers visit the same portal in parallel, so the total itself moves;
    // what this proves is when each browser session is counted. The server counts it as it
    // renders the first public page (decision 031: the page may never start the app), and keeps
    // a session cookie so the next pages are not counted again.
    const visitCookie = async (p: Page) => (await p.context().cookies()).find((c) => c.name === 'spp_visit');
    const shownOn = async (p: Page) =>
      Number((await p.getByTestId('visit-count').textContent())?.replace(/\D/g, ''));
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/public/visits') && r.method() === 'POST') posts.push(r.url());
    });
    await page.context().clearCookies({ name: 'spp_visit' });
    await page.goto('/en/about');
    const shown = await shownOn(page);
    expect(shown).toBeGreaterThan(0);
    const cookie = await visitCookie(page);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.expires, 'ends with the browser session').toBe(-1);
    await page.goto('/en/faq');
    await waitForPage(page);
    expect(await shownOn(page)).toBeGreaterThanOrEqual(shown);
    expect(posts, 'the app does not count the visit again').toEqual([]);

    const other = await (await newContext(browser)).newPage();
    await other.goto('/en/about');
    expect(await visitCookie(other)).toBeDefined();
    expect(await shownOn(other)).toBeGreaterThan(shown);
    await other.context().close();
  });

  it('a keyboard user can skip to the main content and open the navigation menus', async () => {
    await page.goto('/en/about');
    await waitForPage(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.getByRole('button', { name: 'Search on Tender' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Latest Active Tenders' }).waitFor();
  });
});
