import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { defaultPreferences, serializePreferences, type Theme } from '../../src/common/preferences.ts';
import { e2eCaptchaAnswer } from './portal-process.ts';

export const baseURL = () => inject('baseURL');

/**
 * One browser for the tests of a describe block: launched before them, closed after. Returns the
 * getter the tests call (`const browser = sharedBrowser(); … browser().newContext()`).
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll');
    return browser;
  };
}

/** The system Chromium (scripts/find-chromium.sh sets CHROME_PATH); never a downloaded one. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export async function newContext(
  browser: Browser,
  options: { theme?: Theme; baseURL?: string } = {},
): Promise<BrowserContext> {
  const url = options.baseURL ?? baseURL();
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
  if (options.theme) {
    await context.addCookies([
      {
        name: 'spp_prefs',
        value: serializePreferences({ ...defaultPreferences, theme: options.theme }),
        url,
      },
    ]);
  }
  return context;
}

/** Logs in through the login page as a person would (the captcha via the documented test switch). */
export async function logInThroughForm(page: Page, loginId: string, password: string, prefix = 'en') {
  await page.goto(`/${prefix}/login`);
  await waitForPage(page);
  await page.locator('#loginId').fill(loginId);
  await page.locator('#password').fill(password);
  await answerCaptcha(page);
  await page.locator('form button[type="submit"]').click();
}

/**
 * Types the captcha's answer (the documented test switch) once its challenge is shown, as a
 * person must: a challenge that arrives after the answer was typed empties it
 * (components/captcha-field.tsx), and a fresh portal's first challenge can take a while.
 */
export async function answerCaptcha(page: Page) {
  await page.locator('.captcha-image, #captcha-question').first().waitFor({ timeout: 20_000 });
  await page.locator('#captchaAnswer').fill(e2eCaptchaAnswer);
}

/**
 * Waits until the app has rendered the page's one h1 (lazy page chunks included) and the page
 * is live: a server-rendered page shows its h1 before its script has run (decision 030), and
 * starts its script when the visitor first uses it (decision 031): a key pressed (Shift, which
 * does nothing else) is such a use.
 */
export async function waitForPage(page: Page) {
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  if (!(await page.evaluate(() => document.documentElement.hasAttribute('data-interactive'))))
    await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), undefined, {
    timeout: 20_000,
  });
  await page.waitForFunction(() => !document.querySelector('[data-testid="loading-overlay"]'));
}

/** axe-core with the WCAG 2.1 AA tags of quality.md; returns the violations, summarised. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Judge the page at rest: a dialog fading out after Yes is half transparent for a moment, and
  // on a loaded machine axe read its button's contrast mid-fade (three CI failures). Finite
  // transitions and animations are awaited; endless ones (a loader) are not.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

export function expectNoViolations(violations: string[], where: string) {
  expect(violations, `${where}\n${violations.join('\n')}`).toEqual([]);
}

/** Cumulative layout shift so far (the Layout Instability API, as Lighthouse counts it). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!e.hadRecentInput) total += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1000);
      }),
  );
}
