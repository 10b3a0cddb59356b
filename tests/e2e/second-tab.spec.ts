import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/server/modules/users/index.ts';
import asAdmin from '../../src/web/i18n/as/admin.json' with { type: 'json' };
import enAdmin from '../../src/web/i18n/en/admin.json' with { type: 'json' };
import {
  axeViolations,
  expectNoViolations,
  launchBrowser,
  logInThroughForm,
  newContext,
  waitForPage,
} from './browser.ts';

/**
 * Issue #14 item 9, spec §5 one session per window as docs/decisions/010 now keeps it: a
 * logged-in page opened in a second tab (two pages of one browser context share the cookie)
 * no longer ends the session everywhere. It offers to continue the session there; choosing that
 * stops the first tab cleanly, with a message saying where the session went.
 */
describe('a logged-in page in a second tab', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [prefix, words] of [
    ['en', enAdmin.window],
    ['asm', asAdmin.window],
  ] as const) {
    it(`/${prefix}: offers to continue there; the first tab then stops with a message`, {
      timeout: 120_000,
    }, async () => {
      context = await newContext(browser);
      const first = await context.newPage();
      await logInThroughForm(first, 'creator.demo', demoPassword, prefix);
      await first.waitForURL(`**/${prefix}/userdashboard`, { timeout: 60_000 });
      // The logged-in layout first, then its page's h1 (not the login page's, still on screen).
      await first.getByTestId('signed-in-as').waitFor({ timeout: 30_000 });
      await waitForPage(first);
      const dashboard = ((await first.locator('h1').textContent()) ?? '').trim();

      const second = await context.newPage();
      await second.goto(`/${prefix}/editprofile`);
      await waitForPage(second);
      expect(await second.locator('h1').textContent()).toBe(words.openTitle);
      expectNoViolations(await axeViolations(second), `/${prefix}/editprofile in a second tab`);
      // The session was not ended: the first tab still has it and still shows its page.
      const state = await (await second.request.get('/api/v1/session')).json();
      expect(state.authenticated).toBe(true);
      expect(((await first.locator('h1').textContent()) ?? '').trim()).toBe(dashboard);

      await second.getByRole('button', { name: words.continueHere }).click();
      await second.locator('form').first().waitFor();
      expect(await second.locator('h1').textContent()).not.toBe(words.openTitle);

      // The first tab heard of it (without reloading) and stopped, saying why.
      await first.locator('h1', { hasText: words.movedTitle }).waitFor();
      expect(await first.getByText(words.movedBody).isVisible()).toBe(true);
      // Following a link there shows the same notice, not the page.
      await first.goto(`/${prefix}/userdashboard`);
      await waitForPage(first);
      expect(await first.locator('h1').textContent()).toBe(words.movedTitle);
    });
  }
});
