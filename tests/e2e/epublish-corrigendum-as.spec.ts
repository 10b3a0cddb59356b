import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import asCorrigenda from '../../src/web/i18n/as/corrigenda.json' with { type: 'json' };
import asEpublish from '../../src/web/i18n/as/epublish.json' with { type: 'json' };
import { axeViolations, expectNoViolations, launchBrowser, newContext, waitForPage } from './browser.ts';
import { asDecision, logIn, randomStamp, startingWith, tenderStep, writeTender } from './epublish-steps.ts';

/**
 * Issue #11 done-when, item 3 in Assamese: the demo creator makes an amendment corrigendum of a
 * published tender through the Assamese form (/asm), sends it; the publisher asks for a
 * modification with remarks; the creator reads them and resends; the publisher publishes; a
 * visitor without a session reads what changed, old → new, in Assamese, on the corrigendum's
 * full view and on the tender's. Controls are found by the catalogue's Assamese words; each
 * page passes axe. The published tender itself is written and published through the API
 * (the tender journeys fill its form).
 */
const t = asEpublish;
const c = asEpublish.corrigendum;
/** The module configuration's Assamese label of the EMD (module-config seed), in "নতুন …". */
const emdLabel = 'বায়না ধন (EMD)';
const remarks = 'বায়না ধনৰ সলনিৰ কাৰণ বিৱৰণত লিখক';

describe('ePublish corrigendum in Assamese: made, returned, resent, published, read old → new (issue #11 item 3)', () => {
  let browser: Browser;
  let creatorContext: BrowserContext;
  let publisherContext: BrowserContext;
  let creator: Page;
  let publisher: Page;
  const stamp = randomStamp('ac');
  const title = `Kopili embankment corrigendum ${stamp}`;
  let id = '';
  let permalink = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    creatorContext = await newContext(browser);
    creator = await creatorContext.newPage();
    await logIn(creator, 'creator.demo');
    publisherContext = await newContext(browser);
    publisher = await publisherContext.newPage();
    await logIn(publisher, 'publisher.demo');
    const tender = await writeTender(creatorContext, stamp, title);
    await tenderStep(creatorContext, tender, 'send', 1);
    await tenderStep(publisherContext, tender, 'publish', 2);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
  });

  const confirm = asDecision.confirm;

  it('the creator chooses the published tender, amends its EMD (current value beside it), sees old → new and sends it', async () => {
    const page = creator;
    await page.goto('/asm/directpurchasecorrigendum');
    await waitForPage(page);
    await page.getByRole('button', { name: t.form.saveDraft }).waitFor();
    const tender = page.getByRole('combobox', { name: startingWith(c.form.tender) });
    await tender.click();
    await tender.fill(stamp);
    await page.getByRole('option', { name: new RegExp(stamp) }).click();
    await page.getByRole('radio', { name: c.types.amendment, exact: true }).check();
    const emd = page.getByRole('textbox', {
      name: startingWith(c.form.newValue.replace('{{field}}', emdLabel)),
    });
    await emd.waitFor();
    // The tender's current value stands beside the new one (corrigendum.form.current).
    await page.getByText(c.form.current.replace('{{value}}', '₹50,000.00')).first().waitFor();
    await emd.fill('75000');
    await page
      .getByRole('textbox', { name: startingWith(c.form.details) })
      .fill('বায়না ধন অনুমানিক মূল্যৰ দুই শতাংশলৈ সলনি কৰা হ’ল');
    const summary = page.getByRole('table', {
      name: asCorrigenda.changes.caption_one.replace('{{count}}', '1'),
    });
    await summary.getByRole('row', { name: startingWith(asCorrigenda.changes.fields.emdAmount) }).waitFor();
    expectNoViolations(await axeViolations(page), 'directpurchasecorrigendum (asm, filled)');

    await page.getByRole('button', { name: t.form.send }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(c.form.sendConfirm);
    await confirm(page);
    await page.waitForURL(/\/asm\/directpurchasecorrigendumpreview\?id=\d+/);
    id = new URL(page.url()).searchParams.get('id')!;
    await page.getByText(t.states.sent).first().waitFor();
    expectNoViolations(await axeViolations(page), 'directpurchasecorrigendumpreview (asm, sent)');
  }, 240_000);

  it('the publisher finds it in the Assamese queue and asks for a modification with remarks', async () => {
    await asDecision.returnWithRemarks(publisher, {
      queue: '/asm/directpurchasecorrigendumstatusappruval/sent',
      row: new RegExp(stamp),
      preview: `/asm/directpurchasecorrigendumpreview?id=${id}`,
      remarks,
      confirmText: c.decision.confirm.return,
    });
  }, 240_000);

  it('the creator reads the remarks on the form and resends; the publisher publishes', async () => {
    await creator.goto(`/asm/directpurchasecorrigendum?id=${id}`);
    await waitForPage(creator);
    await creator.getByText(t.form.returnedRemarks.replace('{{remarks}}', remarks)).waitFor();
    await asDecision.resendAndPublish(creator, publisher, {
      form: `/asm/directpurchasecorrigendum?id=${id}`,
      preview: `/asm/directpurchasecorrigendumpreview?id=${id}`,
    });
    const link = publisher.getByRole('link', { name: c.preview.publicView });
    permalink = (await link.getAttribute('href'))!;
    expect(permalink).toMatch(/^\/asm\/DirectPurchaseCarrigendumfullview\?id=/);
    expectNoViolations(await axeViolations(publisher), 'directpurchasecorrigendumpreview (asm, published)');
  }, 240_000);

  it('a visitor reads old → new in Assamese on the corrigendum and on the tender', async () => {
    const visitor = await newContext(browser);
    const page = await visitor.newPage();
    await page.goto(permalink);
    await waitForPage(page);
    await page.getByRole('heading', { name: asCorrigenda.changes.heading }).waitFor();
    const row = page.getByRole('row', { name: startingWith(asCorrigenda.changes.fields.emdAmount) });
    await row.getByText('₹75,000.00').waitFor();
    expect(await row.locator('del').textContent()).toBe('₹50,000.00');
    expectNoViolations(await axeViolations(page), 'DirectPurchaseCarrigendumfullview (asm)');

    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/asm\/DirectPurchasefullview\?id=epublish-/);
    const caption = new RegExp(`^${asCorrigenda.changes.captionOf.replace('{{number}}', '\\d+')}$`);
    const changes = page.getByRole('table', { name: caption });
    await changes
      .getByRole('row', { name: startingWith(asCorrigenda.changes.fields.emdAmount) })
      .getByText('₹75,000.00')
      .waitFor();
    expectNoViolations(await axeViolations(page), 'DirectPurchasefullview (asm, with the corrigendum)');
    await visitor.close();
  }, 240_000);
});
