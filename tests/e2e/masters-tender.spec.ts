import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * Issue #4 in a real browser: the demo portal admin keeps a tender master (create, search,
 * update with remarks), and a pincode fills state and district on Edit Profile with the demo
 * data loaded from ../shared/data.
 */
describe('tender masters and the pincode field, as the demo portal admin', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await logInThroughForm(page, 'admin.demo', demoPassword);
    await page.waitForURL('**/en/userdashboard');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a form of contract, finds it by keyword, and updates it with remarks', async () => {
    const name = `Rate Contract ${Date.now() % 100_000}`;
    await page.goto('/en/formofcontractentry');
    await waitForPage(page);
    await page.getByLabel('Name in English').fill(name);
    await page.getByLabel('Name in Assamese').fill('হাৰ চুক্তি');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${name} has been added.` })
      .waitFor();

    await page.goto('/en/formofcontract');
    await waitForPage(page);
    await page.getByLabel('Keyword').fill('Ra');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Keyword should contain minimum of 3 Characters').waitFor();
    await page.getByLabel('Keyword').fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('row', { name: new RegExp(name) }).waitFor();
    expectNoViolations(await axeViolations(page), 'formofcontract list');

    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await waitForPage(page);
    await page.getByLabel('Name in English').waitFor();
    await page.getByRole('radio', { name: 'Inactive' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Remarks required' }).first().waitFor();
    await page.getByLabel(/^Remarks/).fill('Replaced by the annual rate contract');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The changes have been saved.').waitFor();
  });

  it('pincode 781001 fills Assam and Kamrup Metro on Edit Profile', async () => {
    // Demo data loads just after start-up; wait until the pincode directory answers.
    await expect
      .poll(async () => (await page.request.get('/api/v1/locations/pincodes/781001')).status(), {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(200);
    await page.goto('/en/editprofile');
    await waitForPage(page);
    const pincode = page.getByLabel('Pincode');
    await pincode.fill('');
    await pincode.pressSequentially('781001');
    await expect.poll(() => page.getByLabel('State').inputValue()).toBe('Assam');
    expect(await page.getByLabel('District').inputValue()).toBe('Kamrup Metro');
  });
});
