import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { demoPassword } from '../../src/server/modules/users/index.ts';
import {
  axeViolations,
  expectNoViolations,
  launchBrowser,
  logInThroughForm,
  newContext,
  waitForPage,
} from './browser.ts';

/**
 * Issue #4 in a real browser: the organisation hierarchy's four eyes (decision 012). One demo
 * portal admin proposes a level-one unit, a second approves it, and it is in the list.
 */
describe('organisation hierarchy: propose, approve, list (spec §2 Master data, §4)', () => {
  let browser: Browser;
  const pages: Page[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function loggedIn(loginId: string, prefix = 'en'): Promise<Page> {
    const page = await (await newContext(browser)).newPage();
    pages.push(page);
    await logInThroughForm(page, loginId, demoPassword, prefix);
    await page.waitForURL(`**/${prefix}/userdashboard`);
    return page;
  }

  it('admin.demo sends a new ministry to approval; checker.demo approves it; it is in force', async () => {
    const code = `E${Date.now() % 100_000}`;
    const name = `Department of Test Affairs ${code}`;
    const maker = await loggedIn('admin.demo');
    await maker.goto('/en/masterentrylevelone');
    await waitForPage(maker);
    await maker.locator('#name').fill(name);
    await maker.locator('#shortCode').fill(code);
    await maker.getByRole('button', { name: 'Send to approval' }).click();
    await maker.getByRole('status').filter({ hasText: 'Sent to approval' }).waitFor();
    const waiting = maker
      .getByRole('row', { name: new RegExp(name) })
      .filter({ hasText: 'Sent to approval' });
    await waiting.waitFor();
    await waiting.getByText('Yours: another administrator decides it').waitFor();
    expectNoViolations(await axeViolations(maker), 'masterentrylevelone with a proposal');

    const checker = await loggedIn('checker.demo');
    await checker.goto('/en/masterentrylevelone');
    await waitForPage(checker);
    await checker.getByRole('button', { name: `Approve ${name}` }).click();
    const dialog = checker.getByRole('dialog');
    await dialog.getByText("Once submited can't be reverted").waitFor();
    await dialog.getByLabel(/^Remarks/).fill('Checked against the Secretariat notification');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await checker.getByRole('status').filter({ hasText: 'Approved: the unit is in force.' }).waitFor();

    await checker.goto(`/en/mastermodifylevelone?q=${encodeURIComponent(code)}`);
    await waitForPage(checker);
    const row = checker.getByRole('row', { name: new RegExp(name) });
    await row.getByText('Approved').waitFor();
    await row.getByRole('link', { name: `Modify ${name}` }).waitFor();
  });

  it('shows the master page in Assamese, title and headings', async () => {
    const page = await loggedIn('admin.demo', 'asm');
    await page.goto('/asm/masterentrylevelone');
    await waitForPage(page);
    await page.getByRole('heading', { level: 1, name: 'মন্ত্ৰালয়/সচিবালয়' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'একক যোগ কৰক' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'এই স্তৰৰ একক' }).waitFor();
    await page.waitForFunction(() => document.title.startsWith('মন্ত্ৰালয়/সচিবালয় |'));
  });
});
