import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/server/modules/users/index.ts';
import {
  answerCaptcha,
  axeViolations,
  expectNoViolations,
  launchBrowser,
  logInThroughForm,
  newContext,
  waitForPage,
} from './browser.ts';

/**
 * Issue: identity, end to end through the browser: a nodal officer creates a user (spec §2
 * usercreation); the user sets their password with a one-time code (forgotpassword →
 * GenerateOTP → GeneratePassword) read from the development mailbox; logs in and sees their
 * menus; changes their e-mail address with a code sent to the new address (updateEmailandPhone).
 */
describe('a new user’s life: creation, first password, contact change (issue: identity)', () => {
  let browser: Browser;
  let mailbox: Page;
  const loginId = `e2e.${Date.now().toString(36)}`;
  const email = `${loginId}@example.org`;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The portal admin reads the development mailbox in a browser context of their own.
    mailbox = await (await newContext(browser)).newPage();
    await logInThroughForm(mailbox, 'admin.demo', demoPassword);
    await mailbox.waitForURL('**/en/userdashboard');
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The newest 6-digit code sent to a recipient, as the mailbox page shows it. */
  async function codeSentTo(recipient: string, after = ''): Promise<string> {
    let code = '';
    await expect
      .poll(
        async () => {
          await mailbox.goto('/en/devmailbox');
          await waitForPage(mailbox);
          await mailbox.locator('#recipient').fill(recipient);
          await mailbox.getByRole('button', { name: 'Search' }).click();
          const row = mailbox
            .getByRole('row')
            .filter({ hasText: /\b\d{6}\b/ })
            .first();
          await row.waitFor({ timeout: 5000 }).catch(() => undefined);
          code = /\b(\d{6})\b/.exec((await row.textContent().catch(() => '')) ?? '')?.[1] ?? '';
          return code && code !== after ? code : '';
        },
        { timeout: 30_000 },
      )
      .not.toBe('');
    return code;
  }

  it('is created by a nodal officer, sets a password with a one-time code, logs in, and changes e-mail', async () => {
    // 1. The nodal officer creates the user from the sidebar's User Creation page.
    const nodal = await (await newContext(browser)).newPage();
    await logInThroughForm(nodal, 'nodal.demo', demoPassword);
    await nodal.waitForURL('**/en/userdashboard');
    await nodal
      .getByRole('navigation', { name: 'User menu' })
      .getByRole('link', { name: 'User Creation' })
      .click();
    await nodal.waitForURL('**/en/usercreation');
    await waitForPage(nodal);
    expectNoViolations(await axeViolations(nodal), 'usercreation');
    await nodal.locator('#loginId').fill(loginId);
    await nodal.locator('#firstName').fill('Mridula');
    await nodal.locator('#lastName').fill('Saikia');
    await nodal.locator('#email').fill(email);
    await nodal.locator('#mobile').fill('9876512345');
    await nodal.locator('#orgUnitId').click();
    await nodal.getByRole('listbox').getByRole('option').first().click();
    await nodal.getByRole('checkbox', { name: 'Creator' }).check();
    await nodal.getByRole('button', { name: 'Create user' }).click();
    await nodal
      .getByRole('status')
      .filter({ hasText: `The user ${loginId} was created` })
      .waitFor();
    // The new user is in the nodal officer's list at once.
    await nodal.getByRole('link', { name: 'List of Users' }).click();
    await nodal.getByRole('row', { name: new RegExp(loginId) }).waitFor();
    expectNoViolations(await axeViolations(nodal), 'userlisteditrole');
    await nodal.getByRole('link', { name: 'User Transfer' }).click();
    await nodal.getByRole('heading', { name: 'Latest transfers' }).waitFor();
    expectNoViolations(await axeViolations(nodal), 'usertransfer');
    await nodal.context().close();

    // 2. The user sets a password with the code the portal sent (no password ever travelled).
    const user = await (await newContext(browser)).newPage();
    await user.goto('/en/forgotpassword');
    await waitForPage(user);
    await user.locator('#loginId').fill(loginId);
    await answerCaptcha(user);
    await user.getByRole('button', { name: 'Send one-time code' }).click();
    await user.waitForURL('**/en/GenerateOTP?rid=*');
    const code = await codeSentTo(email);
    expectNoViolations(await axeViolations(mailbox), 'devmailbox');
    await user.locator('#code').fill(code);
    await user.getByRole('button', { name: 'Verify code' }).click();
    await user.waitForURL('**/en/GeneratePassword');
    const password = 'Majuli#River2047';
    await user.locator('#newPassword').fill(password);
    await user.locator('#confirmPassword').fill(password);
    await user.getByRole('button', { name: 'Set new password' }).click();
    await user.getByText('Your password has been reset.').waitFor();

    // 3. The user logs in and sees the creator's menus.
    await logInThroughForm(user, loginId, password);
    await user.waitForURL('**/en/userdashboard');
    await user.locator('h1', { hasText: 'Mridula Saikia' }).waitFor();
    await user.getByRole('navigation', { name: 'User menu' }).getByText('ePublish: Create').waitFor();

    // 4. The user changes their e-mail address with a code sent to the new one.
    const newEmail = `new.${email}`;
    await user
      .getByRole('navigation', { name: 'User menu' })
      .getByRole('link', { name: 'Update Email/Phone' })
      .click();
    await user.waitForURL('**/en/updateEmailandPhone');
    await waitForPage(user);
    await user.locator('#email-value').waitFor();
    expectNoViolations(await axeViolations(user), 'updateEmailandPhone');
    await user.locator('#email-value').fill(newEmail);
    await user
      .getByRole('region', { name: 'E-mail address' })
      .getByRole('button', { name: 'Send code' })
      .click();
    const changeCode = await codeSentTo(newEmail);
    await user.locator('#email-code').fill(changeCode);
    await user.getByRole('button', { name: 'Verify and change' }).click();
    await user.getByText('Your e-mail address was changed.').waitFor();
    await user.getByText(`Current: ${newEmail}`).waitFor();
    await user.context().close();
  });
});
