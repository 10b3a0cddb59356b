import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerCaptcha,
  axeViolations,
  expectNoViolations,
  launchBrowser,
  logInThroughForm,
  newContext,
  waitForPage,
} from './browser.ts';
import { confirmYes, logIn, pdf, randomStamp } from './epublish-steps.ts';

/**
 * Issue #26 in a real browser, against the real server and its demo data: a new grievance user
 * registers with both codes read from the development mailbox, logs in, files a grievance with a
 * PDF on a tender of nodal.demo's chain and gets its number; nodal.demo opens it and closes it with
 * a reply; the complainant reads the reply, and so does a visitor on the public tracking page;
 * feedback sent from the public page appears in the portal admin's list. Each page passes axe;
 * the Assamese pages render.
 */
describe('grievances: register, file, handle, track; feedback (issue #26)', () => {
  let browser: Browser;
  let mailbox: Page;
  let complainant: Page;
  const stamp = randomStamp('g');
  const email = `${stamp}@example.org`;
  const mobile = `98${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;
  const loginId = `grv.${stamp}`;
  const password = 'Kamakhya#Hill2026';
  let id = '';
  let number = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    mailbox = await (await newContext(browser)).newPage();
    await logIn(mailbox, 'admin.demo');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  async function codeSentTo(recipient: string): Promise<string> {
    let code = '';
    await expect
      .poll(
        async () => {
          await mailbox.goto('/en/devmailbox');
          await waitForPage(mailbox);
          await mailbox.locator('#recipient').fill(recipient);
          await mailbox.getByRole('button', { name: 'Search' }).click();
          // The row of this recipient: the list shows every message until the search has run.
          const row = mailbox
            .getByRole('row')
            .filter({ hasText: recipient })
            .filter({ hasText: /\b\d{6}\b/ })
            .first();
          await row.waitFor({ timeout: 5000 }).catch(() => undefined);
          code = /\b(\d{6})\b/.exec((await row.textContent().catch(() => '')) ?? '')?.[1] ?? '';
          return code;
        },
        { timeout: 30_000 },
      )
      .not.toBe('');
    return code;
  }

  it('a new grievance user registers with the e-mail and phone codes and logs in', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/en/grievanceuserregistration');
    await waitForPage(page);
    expectNoViolations(await axeViolations(page), 'grievanceuserregistration');
    await page.locator('#firstName').fill('Juri');
    await page.locator('#lastName').fill('Gogoi');
    await page.locator('#email').fill(email);
    await page.locator('#mobile').fill(mobile);
    await answerCaptcha(page);
    await page.getByRole('button', { name: 'Send the codes' }).click();
    await page.locator('#emailCode').waitFor({ timeout: 30_000 });
    await page.locator('#emailCode').fill(await codeSentTo(email));
    await page.locator('#mobileCode').fill(await codeSentTo(mobile));
    await page.locator('#loginId').fill(loginId);
    await page.locator('#newPassword').fill(password);
    await page.locator('#confirmPassword').fill(password);
    expectNoViolations(await axeViolations(page), 'grievanceuserregistration (codes)');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page
      .getByText(`You are registered as ${loginId}.`)
      .waitFor({ timeout: 30_000 })
      .catch(async (error) => {
        await page.screenshot({ path: '/tmp/grievance-registration.png', fullPage: true });
        throw error;
      });
    complainant = await (await newContext(browser)).newPage();
    await logInThroughForm(complainant, loginId, password);
    await complainant.waitForURL('**/en/userdashboard', { timeout: 60_000 });
  }, 240_000);

  it('files a grievance with a PDF on a tender of the chain, previews it and gets its number', async () => {
    const page = complainant;
    await page.goto('/en/ChooseGrievance');
    await waitForPage(page);
    expectNoViolations(await axeViolations(page), 'ChooseGrievance');
    await page.getByRole('link', { name: 'File a grievance' }).first().click();
    await page.waitForURL('**/en/grievances?kind=grievance');
    await page.getByRole('button', { name: 'Save and Preview' }).waitFor();
    expectNoViolations(await axeViolations(page), 'grievances (form)');
    await page.getByRole('combobox', { name: /^User type/ }).selectOption({ label: 'Bidder' });
    await page.getByLabel('Female').check();
    await page.locator('[id="values.complainantName"]').fill('Juri Gogoi');
    await page.locator('[id="values.address"]').fill('Chandmari, Guwahati');
    await page.locator('[id="values.postalCode"]').fill('781003');
    await page.locator('[id="values.state"]').fill('Assam');
    await page.locator('[id="values.city"]').fill('Kamrup Metropolitan');
    await page.locator('[id="values.email"]').fill(email);
    await page.locator('[id="values.mobile"]').fill(mobile);
    await page.locator('[id="values.title"]').fill('Bid security not refunded');
    await page.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Payments and deposits' });
    await page
      .getByRole('combobox', { name: /^Sub-category/ })
      .selectOption({ label: 'EMD or bid security' });
    await page.getByRole('combobox', { name: /^Tender concerned/ }).fill('community hall at Tezpur');
    await page
      .getByRole('option', { name: /Construction of community hall at Tezpur/ })
      .first()
      .click();
    await page
      .locator('[id="values.complaint"]')
      .fill('The bid security of our bid was not refunded after the award.');
    await page
      .getByLabel(/^Evidence document/)
      .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText('receipt.pdf').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Save and Preview' }).click();
    await page.waitForURL('**/en/grievancepreview?id=*', { timeout: 30_000 });
    id = new URL(page.url()).searchParams.get('id') ?? '';
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    expectNoViolations(await axeViolations(page), 'grievancepreview');
    await answerCaptcha(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await confirmYes(page);
    const done = page.getByRole('status').filter({ hasText: 'Submitted as' });
    await done.waitFor({ timeout: 30_000 });
    number = /GRV\/\d{4}\/\d{6}/.exec((await done.textContent()) ?? '')?.[0] ?? '';
    expect(number).not.toBe('');
    // The acknowledgement by e-mail (§7 "mail acknowledgement").
    await mailbox.goto('/en/devmailbox');
    await waitForPage(mailbox);
    await mailbox.locator('#recipient').fill(email);
    await mailbox.getByRole('button', { name: 'Search' }).click();
    await mailbox.getByRole('row').filter({ hasText: number }).first().waitFor({ timeout: 30_000 });
  }, 240_000);

  it('the chain’s officer finds it in the list, opens it and closes it with a reply', async () => {
    const page = await (await newContext(browser)).newPage();
    await logIn(page, 'nodal.demo');
    await page.goto('/en/grievancelist');
    await waitForPage(page);
    await page.getByRole('link', { name: number }).waitFor({ timeout: 30_000 });
    expectNoViolations(await axeViolations(page), 'grievancelist');
    await page.getByRole('link', { name: number }).click();
    await page.waitForURL(`**/en/grievancestatusupdate/${id}`);
    const panel = page.getByRole('region', { name: 'Action' });
    await panel.getByRole('button', { name: 'Open' }).waitFor();
    expectNoViolations(await axeViolations(page), 'grievancestatusupdate');
    await panel.getByRole('button', { name: 'Open' }).click();
    await confirmYes(page);
    await page.getByText('Done. The grievance is now: Open.').waitFor({ timeout: 30_000 });
    await panel.getByRole('button', { name: 'Close' }).waitFor();
    await panel
      .getByRole('textbox', { name: /^Remarks/ })
      .fill('The bid security was refunded on the bank account');
    await panel.getByRole('button', { name: 'Close' }).click();
    await confirmYes(page);
    await page.getByText('Done. The grievance is now: Closed.').waitFor({ timeout: 30_000 });
  }, 180_000);

  it('the complainant reads the reply, also on the public tracking page in both languages', async () => {
    await complainant.goto(`/en/grievancepreview?id=${id}`);
    await waitForPage(complainant);
    await complainant
      .getByText('The bid security was refunded on the bank account')
      .waitFor({ timeout: 30_000 });
    expectNoViolations(await axeViolations(complainant), 'grievancepreview (closed)');
    const visitor = await (await newContext(browser)).newPage();
    for (const prefix of ['en', 'asm']) {
      await visitor.goto(`/${prefix}/grievancestest`);
      await waitForPage(visitor);
      expectNoViolations(await axeViolations(visitor), `grievancestest (${prefix})`);
      await visitor.locator('#grievanceNo').fill(number);
      await visitor.locator('#email').fill(email);
      await visitor.locator('form button[type="submit"]').click();
      await visitor
        .getByText(/The bid security was refunded on the bank account/)
        .waitFor({ timeout: 30_000 });
    }
  }, 180_000);

  it('feedback sent from the public page appears in the portal admin’s list', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/en/feedback');
    await waitForPage(page);
    expectNoViolations(await axeViolations(page), 'feedback');
    await page.locator('#name').fill(`Feedback ${stamp}`);
    await page.locator('#email').fill(email);
    await page.getByRole('combobox', { name: /^Reason/ }).selectOption({ label: 'Suggestion' });
    await page.locator('#comments').fill('Please show the grievance number on the dashboard.');
    await answerCaptcha(page);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Thank you. Your feedback has been received.').waitFor({ timeout: 30_000 });
    await mailbox.goto('/en/feedbacklist');
    await waitForPage(mailbox);
    await mailbox.getByRole('row', { name: new RegExp(`Feedback ${stamp}`) }).waitFor({ timeout: 30_000 });
    expectNoViolations(await axeViolations(mailbox), 'feedbacklist');
    await mailbox.goto('/asm/feedbacklist');
    await waitForPage(mailbox);
    await mailbox.getByRole('row', { name: new RegExp(`Feedback ${stamp}`) }).waitFor({ timeout: 30_000 });
  }, 180_000);
});
