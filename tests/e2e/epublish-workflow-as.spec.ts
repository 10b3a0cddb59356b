import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import asCommon from '../../src/web/i18n/as/common.json' with { type: 'json' };
import asEpublish from '../../src/web/i18n/as/epublish.json' with { type: 'json' };
import { axeViolations, expectNoViolations, launchBrowser, newContext, waitForPage } from './browser.ts';
import { logIn, pdf } from './epublish-steps.ts';

/**
 * Issue #11 done-when, in Assamese: the publisher asks for a modification with remarks, the
 * creator resends, the publisher publishes, and a visitor finds the tender — every step through
 * the Assamese screens (/asm), with the catalogue's own words, axe clean. The tender itself is
 * written through the API as the form would send it (filling the form is the English journey's
 * part, and the Assamese form saves a draft there).
 */
const t = asEpublish;
const yes = asCommon.dialog.yes;

/** An instant `days` from today at hh:mm IST. */
function ist(days: number, hh: number, mm = 0): string {
  const now = new Date(Date.now() + 330 * 60_000);
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hh, mm) - 330 * 60_000,
  ).toISOString();
}

describe('ePublish workflow in Assamese (issue #11)', () => {
  let browser: Browser;
  let creatorContext: BrowserContext;
  let creator: Page;
  let publisher: Page;
  const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
  const title = `Kopili embankment repair ${stamp}`;
  let id = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    creatorContext = await newContext(browser);
    creator = await creatorContext.newPage();
    await logIn(creator, 'creator.demo');
    publisher = await (await newContext(browser)).newPage();
    await logIn(publisher, 'publisher.demo');

    // The creator's browser writes the tender as the form does (CSRF header from its cookie).
    const csrf = (await creatorContext.cookies()).find((c) => c.name === 'spp_csrf')!.value;
    const upload = await creator.request.post('/api/v1/files?purpose=tender-document', {
      headers: { 'x-csrf-token': csrf },
      multipart: { file: { name: 'nit-kopili.pdf', mimeType: 'application/pdf', buffer: pdf } },
    });
    const nit = (await upload.json()) as { id: number };
    const created = await creator.request.post('/api/v1/epublish/tenders', {
      headers: { 'x-csrf-token': csrf },
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
          publishedDate: ist(-1, 9),
          documentDownloadStart: ist(-1, 9),
          documentDownloadEnd: ist(12, 17),
          bidSubmissionStart: ist(-1, 9, 30),
          bidSubmissionEnd: ist(12, 17),
          bidOpeningDate: ist(13, 11),
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
    if (created.status() !== 201)
      throw new Error(`tender not created: ${created.status()} ${await created.text()}`);
    id = ((await created.json()) as { id: number }).id;
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
  });

  const panelOf = (page: Page) => page.getByRole('region', { name: t.decision.title });
  const confirm = (page: Page) =>
    page.getByRole('dialog').getByRole('button', { name: yes, exact: true }).click();

  it('the creator sends it from the Assamese preview', async () => {
    await creator.goto(`/asm/directpurchasepreview?id=${id}`);
    await waitForPage(creator);
    await panelOf(creator).getByRole('button', { name: t.decision.send }).click();
    await confirm(creator);
    await creator.getByText(t.states.sent).first().waitFor();
    expectNoViolations(await axeViolations(creator), 'directpurchasepreview (asm, sent)');
  }, 120_000);

  it('the publisher asks for a modification with remarks, in Assamese', async () => {
    await publisher.goto('/asm/directpurchasestatusappruval');
    await waitForPage(publisher);
    const row = publisher.getByRole('row', { name: new RegExp(stamp) });
    await row.waitFor();
    expectNoViolations(await axeViolations(publisher), 'directpurchasestatusappruval (asm)');
    // The link's name is "<tender>ৰ পূৰ্বদৰ্শন" in Assamese (list.previewNamed).
    await row.getByRole('link', { name: new RegExp(t.list.preview) }).click();
    await publisher.waitForURL(`**/asm/directpurchasepreview?id=${id}`);
    const panel = panelOf(publisher);
    // Spec §5 'Remarks required': asked for before the step is taken.
    await panel.getByRole('button', { name: t.decision.return }).click();
    await panel.getByRole('textbox', { name: t.decision.remarks }).fill('কাৰিকৰী কভাৰত নক্সা সংলগ্ন কৰক');
    await panel.getByRole('button', { name: t.decision.return }).click();
    await confirm(publisher);
    await panel.getByRole('status').filter({ hasText: t.states.returned }).waitFor();
    expectNoViolations(await axeViolations(publisher), 'directpurchasepreview (asm, returned)');
  }, 120_000);

  it('the creator sees the remarks and resends; the publisher publishes', async () => {
    await creator.goto(`/asm/directpurchasepreview?id=${id}`);
    await waitForPage(creator);
    await creator.getByText('কাৰিকৰী কভাৰত নক্সা সংলগ্ন কৰক').first().waitFor();
    // A returned tender is resent from its form (where the remarks are acted on).
    await creator.goto(`/asm/directpurchase?id=${id}`);
    await waitForPage(creator);
    await creator.getByRole('button', { name: t.form.send }).click();
    await confirm(creator);
    await creator.waitForURL(`**/asm/directpurchasepreview?id=${id}`);
    await creator.getByText(t.states.sent).first().waitFor();

    await publisher.goto(`/asm/directpurchasepreview?id=${id}`);
    await waitForPage(publisher);
    const panel = panelOf(publisher);
    await panel.getByRole('button', { name: t.decision.publish }).click();
    await confirm(publisher);
    await panel.getByRole('status').filter({ hasText: t.states.published }).waitFor();
    expectNoViolations(await axeViolations(publisher), 'directpurchasepreview (asm, published)');
  }, 120_000);

  it('a visitor finds it on the Assamese latest active tenders and opens it', async () => {
    const visitor = await newContext(browser);
    const page = await visitor.newPage();
    await page.goto(`/asm/latestactivetenders?q=${encodeURIComponent(`Kopili ${stamp}`)}`);
    await waitForPage(page);
    await page.getByRole('link', { name: title }).first().click();
    await page.waitForURL(/\/asm\/DirectPurchasefullview\?id=epublish-/);
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    expectNoViolations(await axeViolations(page), 'DirectPurchasefullview (asm, published)');
    await visitor.close();
  }, 120_000);
});
