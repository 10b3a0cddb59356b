import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/server/modules/users/index.ts';
import asDrafts from '../../src/web/i18n/as/drafts.json' with { type: 'json' };
import enAdmin from '../../src/web/i18n/en/admin.json' with { type: 'json' };
import {
  axeViolations,
  expectNoViolations,
  logInThroughForm,
  newContext,
  sharedBrowser,
  waitForPage,
} from './browser.ts';
import { randomStamp } from './epublish-steps.ts';
import { portalStartMs, startPortal } from './portal-process.ts';

/**
 * Issue #24 item 2, done-when: "a form left to expire, a second tab, and a logout in another tab
 * each leave the typed values intact and savable after logging in again". The kit keeps unsaved
 * typing of a draft form in its browser tab (useKeptDraft) and puts it back when the form opens
 * again; the person's own Logout forgets it.
 */
describe('typing is never lost (issue #24 item 2)', () => {
  const browser = sharedBrowser();
  let context: BrowserContext;
  afterEach(async () => {
    await context?.close();
  });

  const title = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });

  /** Logs in on the tab, opens a new ePublish tender and types its title; waits until the tab kept it. */
  async function typeTitle(page: Page, text: string, prefix = 'en') {
    await logInThroughForm(page, 'creator.demo', demoPassword, prefix);
    await page.waitForURL(`**/${prefix}/userdashboard`, { timeout: 60_000 });
    await page.goto(`/${prefix}/directpurchase`);
    await waitForPage(page);
    await title(page).fill(text);
    await page.waitForFunction(
      () => Object.keys(sessionStorage).some((k) => k.startsWith('spp.kept.')),
      null,
      {
        timeout: 10_000,
      },
    );
  }

  async function backAndSave(page: Page, text: string) {
    await page.goto('/en/directpurchase');
    await waitForPage(page);
    await page.getByText('Your unsaved changes are back').waitFor({ timeout: 30_000 });
    expect(await title(page).inputValue()).toBe(text);
    expectNoViolations(await axeViolations(page), 'directpurchase (typing put back)');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'The draft has been saved.' })
      .waitFor({ timeout: 30_000 });
  }

  it('a logout in another tab: the next action says the session ended; after logging in again the typing is back and saves', {
    timeout: 240_000,
  }, async () => {
    context = await newContext(browser());
    const first = await context.newPage();
    const text = `Kept through a logout ${randomStamp('K')}`;
    await typeTitle(first, text);

    const second = await context.newPage();
    await second.goto('/en/editprofile');
    await waitForPage(second);
    await second.getByRole('button', { name: 'Logout' }).click();
    await second.waitForURL('**/en');

    await first.getByRole('button', { name: 'Save as Draft' }).click();
    const expired = first.getByRole('dialog', { name: 'Session expired' });
    await expired.waitFor({ timeout: 30_000 });
    await expired.getByRole('button', { name: 'OK' }).click();
    await logInThroughForm(first, 'creator.demo', demoPassword);
    await first.waitForURL('**/en/userdashboard', { timeout: 60_000 });
    await backAndSave(first, text);
  });

  it('a second tab takes the session: taking it back in the first tab brings the form back with the typing', {
    timeout: 240_000,
  }, async () => {
    context = await newContext(browser());
    const first = await context.newPage();
    const text = `Kept through a second tab ${randomStamp('K')}`;
    await typeTitle(first, text);

    const second = await context.newPage();
    await second.goto('/en/userdashboard');
    await waitForPage(second);
    await second.getByRole('button', { name: enAdmin.window.continueHere }).click();
    await first.locator('h1', { hasText: enAdmin.window.movedTitle }).waitFor({ timeout: 30_000 });

    await first.goto('/en/directpurchase');
    await waitForPage(first);
    await first.getByRole('button', { name: enAdmin.window.continueHere }).click();
    await first.getByText('Your unsaved changes are back').waitFor({ timeout: 30_000 });
    expect(await title(first).inputValue()).toBe(text);
    await first.getByRole('button', { name: 'Save as Draft' }).click();
    await first
      .getByRole('status')
      .filter({ hasText: 'The draft has been saved.' })
      .waitFor({ timeout: 30_000 });
  });

  it('the person’s own Logout forgets what was typed', { timeout: 240_000 }, async () => {
    context = await newContext(browser());
    const page = await context.newPage();
    await typeTitle(page, `Not kept ${randomStamp('K')}`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/en');
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('spp.kept.'))),
    ).toEqual([]);
  });
});

describe('typing is never lost when the session expires (issue #24 item 2)', () => {
  const browser = sharedBrowser();
  let portal: Awaited<ReturnType<typeof startPortal>>;
  beforeAll(async () => {
    portal = await startPortal({ SESSION_IDLE_SECONDS: '6', SESSION_WARNING_SECONDS: '8' });
  }, portalStartMs + 30_000);
  afterAll(async () => {
    await portal?.stop();
  });

  it('in Assamese: the form left to expire logs out; logging in again puts the typing back, with the notice', {
    timeout: 240_000,
  }, async () => {
    const page = await (await newContext(browser(), { baseURL: portal.baseURL })).newPage();
    await logInThroughForm(page, 'creator.demo', demoPassword, 'asm');
    await page.waitForURL('**/asm/userdashboard', { timeout: 60_000 });
    await page.goto('/asm/directpurchase');
    await waitForPage(page);
    const box = page.locator('[id="values.tenderTitle"]');
    const text = `ৰাস্তা নিৰ্মাণ ${randomStamp('K')}`;
    await box.fill(text);
    // No answer to the warning: logged out and taken home after idle + warning (6 + 8 s).
    await page.waitForURL(/\/asm$/, { timeout: 60_000 });
    await logInThroughForm(page, 'creator.demo', demoPassword, 'asm');
    await page.waitForURL('**/asm/userdashboard', { timeout: 60_000 });
    await page.goto('/asm/directpurchase');
    await waitForPage(page);
    await page.getByText(asDrafts.restoredTitle).waitFor({ timeout: 30_000 });
    expect(await page.locator('[id="values.tenderTitle"]').inputValue()).toBe(text);
  });
});
