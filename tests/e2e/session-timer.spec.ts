import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/server/modules/users/bootstrap.ts';
import { launchBrowser, logInThroughForm, newContext, waitForPage } from './browser.ts';
import { startPortal } from './portal-process.ts';

/**
 * Spec §4 Session, with the timers shortened through configuration (SESSION_IDLE_SECONDS,
 * SESSION_WARNING_SECONDS) so the journey takes seconds: warning after inactivity, Yes resets,
 * no answer logs out; a visitor sees the expiry message and goes home.
 */
describe('session warning, reset and automatic logout', () => {
  let browser: Browser;
  let portal: Awaited<ReturnType<typeof startPortal>>;
  beforeAll(async () => {
    portal = await startPortal({ SESSION_IDLE_SECONDS: '6', SESSION_WARNING_SECONDS: '4' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  async function loggedInPage(): Promise<Page> {
    const page = await (await newContext(browser, { baseURL: portal.baseURL })).newPage();
    await logInThroughForm(page, 'creator.demo', demoPassword);
    await page.waitForURL('**/en/userdashboard');
    await waitForPage(page);
    return page;
  }

  it('warns after the idle time, and Yes keeps the session', async () => {
    const page = await loggedInPage();
    const warning = page.getByRole('dialog', { name: 'Your session is about to expire' });
    await warning.waitFor({ timeout: 12_000 });
    await warning.getByRole('button', { name: 'Yes' }).click();
    await warning.waitFor({ state: 'hidden' });
    await page.waitForTimeout(2_500);
    expect((await (await page.request.get('/api/v1/session')).json()).authenticated).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/en/userdashboard');
    await page.context().close();
  });

  it('logs out by itself when the warning gets no answer, on the server too', async () => {
    const page = await loggedInPage();
    await page.getByRole('dialog', { name: 'Your session is about to expire' }).waitFor({ timeout: 12_000 });
    await page.waitForURL(/\/en$/, { timeout: 10_000 });
    expect((await (await page.request.get('/api/v1/session')).json()).authenticated).toBe(false);
    await page.context().close();
  });

  it('No logs out at once', async () => {
    const page = await loggedInPage();
    const warning = page.getByRole('dialog', { name: 'Your session is about to expire' });
    await warning.waitFor({ timeout: 12_000 });
    await warning.getByRole('button', { name: 'No' }).click();
    await page.waitForURL(/\/en$/);
    expect((await (await page.request.get('/api/v1/session')).json()).authenticated).toBe(false);
    await page.context().close();
  });

  it('a visitor who is not logged in sees the expiry message and is sent home', async () => {
    const page = await (await newContext(browser, { baseURL: portal.baseURL })).newPage();
    await page.goto('/en/about');
    await waitForPage(page);
    const expired = page.getByRole('dialog', { name: 'Session expired' });
    await expired.waitFor({ timeout: 12_000 });
    await expired.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/en$/);
    await page.context().close();
  });
});
