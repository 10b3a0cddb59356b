import type { Page } from 'playwright-core';
import { demoPassword } from '../../src/server/modules/users/bootstrap.ts';
import { logInThroughForm } from './browser.ts';
import { e2eCaptchaAnswer } from './portal-process.ts';

/** What the ePublish browser tests (issue #11: tenders, corrigenda) do alike. */

const pad = (n: number) => String(n).padStart(2, '0');
/** dd-mm-yyyy hh:mm in IST (spec §9): `days` from today (IST), at hh:mm. */
export function ist(days: number, [h, m]: [number, number]): string {
  const now = new Date(Date.now() + 330 * 60_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${pad(h)}:${pad(m)}`;
}

/** Waits, a second at a time, until the demo data the test needs is there. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} not ready within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * Logs in and waits for the dashboard. On a busy machine the captcha image can arrive after the
 * helper typed its answer and clear it: then the answer is typed again.
 */
export async function logIn(page: Page, loginId: string) {
  await logInThroughForm(page, loginId, demoPassword);
  for (let attempt = 1; ; attempt++) {
    try {
      await page.waitForURL('**/en/userdashboard', { timeout: 30_000 });
      return;
    } catch (error) {
      if (attempt === 3) {
        await page.screenshot({ path: `/tmp/epublish-login-${loginId}.png` });
        throw error;
      }
      await page.locator('#password').fill(demoPassword);
      await page.locator('#captchaAnswer').fill(e2eCaptchaAnswer);
      await page.locator('form button[type="submit"]').click();
    }
  }
}

/** Answers Yes to the §8 confirmation. */
export async function confirmYes(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
}
