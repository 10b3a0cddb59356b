import type { Page } from 'playwright-core';
import { demoPassword } from '../../src/server/modules/users/bootstrap.ts';
import { logInThroughForm } from './browser.ts';
import { e2eCaptchaAnswer } from './portal-process.ts';

/**
 * Steps the ePublish browser journeys share (issue #11: tenders, corrigenda, awards of
 * contract): waiting for the demo data, logging a demo account in, a combobox choice, the §8
 * confirmation, and a small real PDF to upload.
 */

const pad = (n: number) => String(n).padStart(2, '0');
/** dd-mm-yyyy hh:mm in IST (spec §9): `days` from today (IST), at hh:mm. */
export function ist(days: number, [h, m]: [number, number]): string {
  const now = new Date(Date.now() + 330 * 60_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${pad(h)}:${pad(m)}`;
}

/** A small real PDF: the files module judges the kind by the bytes. */
export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} not ready within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

export async function choose(page: Page, label: RegExp | string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Logs a demo account in and waits for the dashboard; the demo data import keeps a small machine busy. */
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
    }
    // On a busy machine the captcha may arrive after its answer was typed, and a new captcha
    // empties the answer ("Enter the captcha"): type it again.
    await page.locator('#password').fill(demoPassword);
    await page.locator('#captchaAnswer').fill(e2eCaptchaAnswer);
    await page.locator('form button[type="submit"]').click();
  }
}

/** Spec §8: "Once submited can't be reverted. Are you sure …" and the delete confirmation. */
export async function confirmYes(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
}
