import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '../../src/common/roles.ts';
import { menuGroupDefinitions, roleDefinitions } from '../../src/server/modules/access/index.ts';
import { demoAccounts, demoPassword } from '../../src/server/modules/users/index.ts';
import {
  axeViolations,
  expectNoViolations,
  launchBrowser,
  logInThroughForm,
  newContext,
  waitForPage,
} from './browser.ts';

const groupName = new Map(menuGroupDefinitions.map((g) => [g.code, g.en]));

describe('logging in through the browser (issue: identity)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function freshPage(): Promise<Page> {
    return (await newContext(browser)).newPage();
  }

  // Every role of spec §6, each through its demo account.
  const roles: RoleCode[] = [...new Set(demoAccounts.map((a) => a.role))];
  it.each(roles)('%s logs in and sees exactly the menu groups of the role', async (role) => {
    const account = demoAccounts.find((a) => a.role === role)!;
    const page = await freshPage();
    await logInThroughForm(page, account.loginId, demoPassword);
    await page.waitForURL('**/en/userdashboard');
    await page.locator('h1', { hasText: account.firstName }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'User menu' });
    // Group headers are the sidebar's buttons; pages are links inside them.
    const groups = await sidebar
      .locator('button.mantine-NavLink-root .mantine-NavLink-label')
      .allTextContents();
    const expected = [...roleDefinitions[role].groups.map((g) => groupName.get(g)!), 'My Account'];
    expect(groups.sort()).toEqual(expected.sort());
    await page.context().close();
  });

  it('the welcome page and the logged-in shell have no axe violations', async () => {
    const page = await freshPage();
    await logInThroughForm(page, 'admin.demo', demoPassword);
    await page.waitForURL('**/en/userdashboard');
    await page.locator('h1', { hasText: 'Portal' }).waitFor();
    await waitForPage(page);
    expectNoViolations(await axeViolations(page), 'userdashboard as portal admin');
    await page.context().close();
  });

  it('a gep user does not see Edit Profile, Update Email/Phone or Change Password (spec §6)', async () => {
    const page = await freshPage();
    await logInThroughForm(page, 'gep.demo', demoPassword);
    await page.waitForURL('**/en/userdashboard');
    const sidebar = page.getByRole('navigation', { name: 'User menu' });
    await sidebar.getByText('User Details').waitFor();
    for (const hidden of ['Edit Profile', 'Update Email/Phone', 'Change Password']) {
      expect(await sidebar.getByText(hidden).count(), hidden).toBe(0);
    }
    await page.context().close();
  });

  it('a wrong password gets the error summary, focus on it, a new captcha, and no session', async () => {
    const page = await freshPage();
    await logInThroughForm(page, 'creator.demo', 'Wrong#Password99');
    const summary = page.getByRole('alert').filter({ hasText: 'Invalid login ID or password.' });
    await summary.waitFor();
    // The title prefix and the new captcha follow the summary by a render and a request: polled,
    // so a loaded machine does not fail a rule that holds.
    await expect.poll(() => page.title()).toMatch(/^Error: Login \|/);
    await expect.poll(() => page.locator('#captchaAnswer').inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/en/login');
    await page.context().close();
  });

  it('a menu page the role lacks is refused (access denied) and the session ends (spec §4, §5)', async () => {
    const page = await freshPage();
    await logInThroughForm(page, 'creator.demo', demoPassword);
    await page.waitForURL('**/en/userdashboard');
    await page.goto('/en/usercreation');
    await page.waitForURL('**/en/accessdenied');
    await expect
      .poll(async () => (await page.request.get('/api/v1/session')).json())
      .toMatchObject({ authenticated: false });
    await page.context().close();
  });

  it('logout ends the session on the server and returns home; the logged-in pages are closed again', async () => {
    const page = await freshPage();
    await logInThroughForm(page, 'publisher.demo', demoPassword, 'asm');
    await page.waitForURL('**/asm/userdashboard');
    await waitForPage(page);
    await page.getByRole('button', { name: 'লগ আউট' }).click();
    await page.waitForURL(/\/asm$/);
    await page.goto('/asm/userdashboard');
    await page.waitForURL('**/asm/accessdenied');
    await page.context().close();
  });
});
