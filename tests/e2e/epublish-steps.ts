import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { demoPassword } from '../../src/server/modules/users/index.ts';
import asCommon from '../../src/web/i18n/as/common.json' with { type: 'json' };
import asEpublish from '../../src/web/i18n/as/epublish.json' with { type: 'json' };
import {
  answerCaptcha,
  axeViolations,
  expectNoViolations,
  logInThroughForm,
  waitForPage,
} from './browser.ts';

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
    await answerCaptcha(page);
    await page.locator('form button[type="submit"]').click();
  }
}

/** Spec §8: "Once submited can't be reverted. Are you sure …" and the delete confirmation. */
export async function confirmYes(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
}

/** A random stamp for the rows a journey makes: files load in the same millisecond, so never the clock alone. */
export const randomStamp = (prefix: string) => `${prefix}${Math.floor(100_000 + Math.random() * 900_000)}`;

/** An instant `days` from today at hh:mm IST, as the API takes it (ISO). */
export function istIso(days: number, hh: number, mm = 0): string {
  const now = new Date(Date.now() + 330 * 60_000);
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hh, mm) - 330 * 60_000,
  ).toISOString();
}

/** A request through a logged-in window's own session, with its CSRF header (as the screens send it). */
async function apiCall(context: BrowserContext, method: 'post', url: string, options: object) {
  const csrf = (await context.cookies()).find((c) => c.name === 'spp_csrf')!.value;
  // A busy shared machine answers slowly while the other journeys run (the default is 30 s).
  const response = await context.request[method](url, {
    headers: { 'x-csrf-token': csrf },
    timeout: 120_000,
    ...options,
  });
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/**
 * A complete single-cover tender with an NIT PDF, written by the creator's window through the
 * API as the form sends it (spec §3 Tender; bid window 9:00–18:55 IST, §9). For journeys whose
 * subject is what follows the tender (its workflow, its corrigendum): filling the form itself is
 * the tender journeys' part.
 */
export async function writeTender(creator: BrowserContext, stamp: string, title: string): Promise<number> {
  const nit = await apiCall(creator, 'post', '/api/v1/files?purpose=tender-document', {
    multipart: { file: { name: `nit-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf } },
  });
  const created = await apiCall(creator, 'post', '/api/v1/epublish/tenders', {
    data: {
      values: {
        tenderReferenceNumber: `WRD/KPL/${stamp}`,
        tenderTitle: title,
        workDescription: 'Raising the Kopili left embankment near Jagiroad',
        tenderType: 'OPEN',
        tenderCategory: 'WORKS',
        formOfContract: 'ITEM_RATE',
        productCategory: 'Civil Works',
        currency: 'INR',
        location: 'Jagiroad',
        pincode: '781001',
        tenderFee: 0,
        emdAmount: 50000,
        publishedDate: istIso(-1, 9),
        documentDownloadStart: istIso(-1, 9),
        documentDownloadEnd: istIso(12, 17),
        bidSubmissionStart: istIso(-1, 9, 30),
        bidSubmissionEnd: istIso(12, 17),
        bidOpeningDate: istIso(13, 11),
        bidOpeningPlace: 'Office of the Executive Engineer, Morigaon',
        invitingAuthority: 'Executive Engineer, Water Resources, Morigaon',
        invitingAuthorityAddress: 'Water Resources Division, Morigaon 782105',
        bidValidityDays: 120,
        completionPeriodDays: 240,
        numberOfCovers: 1,
        covers: [
          { kind: 'single', documents: [{ name: 'Technical and financial bid', type: 'pdf', sizeMb: 10 }] },
        ],
        nitDocument: { fileId: nit.id, title: 'Notice inviting tender' },
      },
    },
  });
  return created.id as number;
}

/** A workflow step on an ePublish tender through the API (spec §4), by the window of its role. */
export async function tenderStep(context: BrowserContext, id: number, action: string, version: number) {
  await apiCall(context, 'post', `/api/v1/epublish/tenders/${id}/actions/${action}`, { data: { version } });
}

/** A pattern for a control whose accessible name starts with these words (taken literally). */
export const startingWith = (words: string) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * The Assamese decision steps every ePublish item shares (spec §4; issue #11 in Assamese): the
 * catalogue's words find the panel, buttons and states, so the tender, corrigendum and award
 * journeys say only where their item lives.
 */
export const asDecision = {
  panel: (page: Page) => page.getByRole('region', { name: asEpublish.decision.title }),
  confirm: (page: Page) =>
    page.getByRole('dialog').getByRole('button', { name: asCommon.dialog.yes, exact: true }).click(),

  /** The publisher opens the item from its queue and asks for a modification with remarks. */
  async returnWithRemarks(
    page: Page,
    item: { queue: string; row: RegExp; preview: string; remarks: string; confirmText: string },
  ) {
    await page.goto(item.queue);
    await waitForPage(page);
    const row = page.getByRole('row', { name: item.row });
    await row.waitFor();
    expectNoViolations(await axeViolations(page), `${item.queue} (queue)`);
    await row.getByRole('link', { name: new RegExp(asEpublish.list.decide) }).click();
    await page.waitForURL(`**${item.preview}`);
    const panel = asDecision.panel(page);
    await panel.getByRole('textbox', { name: asEpublish.decision.remarks }).fill(item.remarks);
    await panel.getByRole('button', { name: asEpublish.decision.return }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(item.confirmText);
    await asDecision.confirm(page);
    await panel.getByRole('status').filter({ hasText: asEpublish.states.returned }).waitFor();
    expectNoViolations(await axeViolations(page), `${item.preview} (returned)`);
  },

  /** The creator resends from the item's form; the publisher publishes it from its preview. */
  async resendAndPublish(creator: Page, publisher: Page, item: { form: string; preview: string }) {
    if (!creator.url().endsWith(item.form)) {
      await creator.goto(item.form);
      await waitForPage(creator);
    }
    await creator.getByRole('button', { name: asEpublish.form.send }).click();
    await asDecision.confirm(creator);
    await creator.waitForURL(`**${item.preview}`);
    await creator.getByText(asEpublish.states.sent).first().waitFor();

    await publisher.goto(item.preview);
    await waitForPage(publisher);
    const panel = asDecision.panel(publisher);
    await panel.getByRole('button', { name: asEpublish.decision.publish }).click();
    await asDecision.confirm(publisher);
    await panel.getByRole('status').filter({ hasText: asEpublish.states.published }).waitFor();
    expectNoViolations(await axeViolations(publisher), `${item.preview} (published)`);
  },
};
