import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import asEpublish from '../../src/web/i18n/as/epublish.json' with { type: 'json' };
import { axeViolations, expectNoViolations, launchBrowser, newContext, waitForPage } from './browser.ts';
import { asDecision, ist as istText, logIn, pdf, randomStamp, writeTender } from './epublish-steps.ts';

/**
 * Issue #11 done-when, in Assamese: the publisher asks for a modification with remarks, the
 * creator resends, the publisher publishes, and a visitor finds the tender — every step through
 * the Assamese screens (/asm), with the catalogue's own words, axe clean. The tender itself is
 * written through the API as the form would send it (filling the form is the English journey's
 * part, and the Assamese form saves a draft there).
 */
const t = asEpublish;

describe('ePublish workflow in Assamese (issue #11)', () => {
  let browser: Browser;
  let creatorContext: BrowserContext;
  let creator: Page;
  let publisher: Page;
  // Random, not the clock: journeys load in the same millisecond and rows are found by their stamp.
  const stamp = randomStamp('as');
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
    id = await writeTender(creatorContext, stamp, title);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
  });

  const panelOf = asDecision.panel;
  const confirm = asDecision.confirm;

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
    // The queue's link says "পৰীক্ষা কৰক" and is named "পৰীক্ষা কৰক <tender>" (list.decideNamed).
    await row.getByRole('link', { name: new RegExp(t.list.decide) }).click();
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
    await asDecision.resendAndPublish(creator, publisher, {
      form: `/asm/directpurchase?id=${id}`,
      preview: `/asm/directpurchasepreview?id=${id}`,
    });
  }, 120_000);

  it('the creator fills a tender with covers and an NIT PDF on the Assamese form, saves, previews and sends it', async () => {
    const page = creator;
    const own = `Dikhow bridge approach ${stamp}`;
    await page.goto('/asm/directpurchase');
    await waitForPage(page);
    await page.getByRole('button', { name: t.form.saveDraft }).waitFor();
    // Fields by their form path (the labels come from the module configuration, in Assamese).
    const box = (path: string) => page.locator(`[id="values.${path}"]`);
    const choose = async (path: string, option: string | RegExp) => {
      await box(path).click();
      await page.getByRole('option', { name: option }).first().click();
    };
    await box('tenderReferenceNumber').fill(`PWD/DKW/${stamp}`);
    await box('tenderTitle').fill(own);
    await box('workDescription').fill('Approach road to the Dikhow bridge, 600 m');
    await choose('tenderType', 'মুকলি নিবিদা');
    await choose('tenderCategory', 'কাৰ্য');
    await choose('formOfContract', 'সামগ্ৰীৰ হাৰ');
    await choose('productCategory', 'Civil Works');
    await box('location').fill('Sivasagar');
    await box('pincode').fill('781001');
    await expect.poll(() => box('district').inputValue(), { timeout: 15_000 }).not.toBe('');
    await choose('currency', /^INR/);
    await box('tenderFee').fill('500');
    await box('emdAmount').fill('20000');
    await box('publishedDate').fill(istText(-1, [9, 0]));
    await box('documentDownloadStart').fill(istText(-1, [9, 0]));
    await box('documentDownloadEnd').fill(istText(10, [17, 0]));
    await box('bidSubmissionStart').fill(istText(-1, [9, 30]));
    await box('bidSubmissionEnd').fill(istText(10, [17, 0]));
    await box('bidOpeningDate').fill(istText(11, [11, 0]));
    await box('bidOpeningPlace').fill('Office of the Executive Engineer, Sivasagar');
    await box('invitingAuthority').fill('Executive Engineer, PWD, Sivasagar');
    await box('invitingAuthorityAddress').fill('PWD Division, Sivasagar 785640');
    await box('bidValidityDays').fill('90');
    await box('completionPeriodDays').fill('150');
    await choose('numberOfCovers', t.form.coverCount['2']);
    for (const [kind, doc] of [
      [t.coverKinds.technical, 'Technical bid'],
      [t.coverKinds.financial, 'Bill of quantities'],
    ] as const) {
      const n = kind === t.coverKinds.technical ? 1 : 2;
      const cover = t.form.coverHeading.replace('{{n}}', String(n)).replace('{{kind}}', kind);
      const group = page.getByRole('group', { name: cover });
      await group.getByRole('button', { name: t.form.addDocumentTo.replace('{{cover}}', cover) }).click();
      await group.getByRole('textbox', { name: t.form.documentName.replace('{{n}}', '1') }).fill(doc);
    }
    await page.getByLabel(new RegExp(`^${t.fields.nitDocument}`)).setInputFiles({
      name: 'nit-dikhow.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await page.getByText('nit-dikhow.pdf', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: t.form.saveDraft }).click();
    await page.getByRole('status').filter({ hasText: t.form.savedDraft }).waitFor();
    await page.waitForURL(/directpurchase\?id=\d+/);
    const draftId = new URL(page.url()).searchParams.get('id')!;
    expectNoViolations(await axeViolations(page), 'directpurchase (asm, filled, saved)');
    await page.getByRole('button', { name: t.form.preview }).click();
    await page.waitForURL(`**/asm/directpurchasepreview?id=${draftId}`);
    await page.getByRole('heading', { level: 2, name: own }).waitFor();
    await page.goto(`/asm/directpurchase?id=${draftId}`);
    await waitForPage(page);
    await page.getByRole('button', { name: t.form.send }).click();
    await confirm(page);
    await page.waitForURL(`**/asm/directpurchasepreview?id=${draftId}`);
    await page.getByText(t.states.sent).first().waitFor();
  }, 240_000);

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
