import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import asEpublish from '../../src/web/i18n/as/epublish.json' with { type: 'json' };
import asTenders from '../../src/web/i18n/as/tenders.json' with { type: 'json' };
import { axeViolations, expectNoViolations, launchBrowser, newContext, waitForPage } from './browser.ts';
import { asDecision, ist, logIn, pdf, randomStamp, startingWith } from './epublish-steps.ts';

/**
 * Issue #11 done-when, item 4 in Assamese: the demo creator makes an award of contract (spec §3
 * AoC, with a qualified and an unqualified party and its reason) through the Assamese form
 * (/asm) and sends it; the publisher asks for a modification with remarks; the creator reads
 * them and resends; the publisher publishes; a visitor without a session finds the tender on
 * the Assamese bidawards and reads the award, its qualified and unqualified bidders with the
 * reason included (§3 "qualified and unqualified parties with reason"). Controls are found by
 * the catalogue's Assamese words; each page passes axe.
 *
 * Only a tender whose bids have been opened takes an award (§7 checkAocAllowed), and one cannot
 * be published already opened: the demo data keeps one opened tender without an award for this
 * journey (demo.ts; the English award journey frees another, decision 027).
 */
const t = asEpublish;
const a = asEpublish.award;
const tenderTitle = 'Construction of boundary wall at Sivasagar district library';
const remarks = 'চুক্তিৰ মূল্য চুক্তিপত্ৰৰ সৈতে মিলাওক';
const reason = 'কাৰিকৰী বিড অসম্পূৰ্ণ';

describe('ePublish award of contract in Assamese: made, returned, resent, published, read on bidawards (issue #11 item 4)', () => {
  let browser: Browser;
  let creator: Page;
  let publisher: Page;
  const stamp = randomStamp('aa');
  const contractNumber = `SED/SIV/LIB/AGR/${stamp}`;
  let id = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    creator = await (await newContext(browser)).newPage();
    await logIn(creator, 'creator.demo');
    publisher = await (await newContext(browser)).newPage();
    await logIn(publisher, 'publisher.demo');
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
  });

  const confirm = asDecision.confirm;

  it('the creator fills the award on the Assamese form: tender, bids, bidder, contract, parties with a reason, letter; and sends it', async () => {
    const page = creator;
    await page.goto('/asm/createaoc');
    await waitForPage(page);
    await page.getByRole('button', { name: t.form.saveDraft }).waitFor();
    const box = (words: string) => page.getByRole('textbox', { name: startingWith(words) });
    const tender = page.getByRole('combobox', { name: startingWith(a.form.tender) });
    await tender.fill('Sivasagar district');
    await page
      .getByRole('option', { name: new RegExp(tenderTitle) })
      .first()
      .click();
    await box(a.form.bidsReceived).fill('3');
    await box(a.form.bidsAccepted).fill('2');
    await box(a.form.bidderName).fill('Bhaskar Gogoi');
    await box(a.form.companyName).fill('Sivasagar Constructions');
    await box(a.form.bidderAddress).fill('AT Road, Sivasagar 785640');
    await box(a.form.awardedValue).fill('3050000');
    await box(a.form.contractValue).fill('3050000');
    await box(a.form.contractNumber).fill(contractNumber);
    await box(a.form.contractDate).fill(ist(0, [0, 0]).slice(0, 10));
    await box(a.form.completionPeriodDays).fill('150');
    await page.getByRole('button', { name: a.form.addParty }).click();
    await box(a.form.partyName.replace('{{n}}', '1')).fill('Sivasagar Constructions');
    await page.getByRole('button', { name: a.form.addParty }).click();
    await box(a.form.partyName.replace('{{n}}', '2')).fill('Dikhow Builders');
    await page
      .getByRole('radiogroup', { name: startingWith(a.form.partyStatus.replace('{{n}}', '2')) })
      .getByRole('radio', { name: a.form.notQualified, exact: true })
      .check();
    await box(a.form.reason.replace('{{n}}', '2')).fill(reason);
    await page.getByLabel(startingWith(a.form.aocDocument)).setInputFiles({
      name: 'aoc-sivasagar-library.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await page.getByText('aoc-sivasagar-library.pdf', { exact: false }).first().waitFor();
    expectNoViolations(await axeViolations(page), 'createaoc (asm, filled)');

    await page.getByRole('button', { name: t.form.send }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(a.form.sendConfirm);
    await confirm(page);
    await page.waitForURL(/\/asm\/aocpreview\?id=\d+/);
    id = new URL(page.url()).searchParams.get('id')!;
    await page.getByText(t.states.sent).first().waitFor();
    expectNoViolations(await axeViolations(page), 'aocpreview (asm, sent)');
  }, 300_000);

  it('the publisher finds it in the Assamese queue and asks for a modification with remarks', async () => {
    await asDecision.returnWithRemarks(publisher, {
      queue: '/asm/aoclisttopublish',
      row: new RegExp(tenderTitle),
      preview: `/asm/aocpreview?id=${id}`,
      remarks,
      confirmText: a.decision.confirm.return,
    });
  }, 240_000);

  it('the creator reads the remarks on the update form and resends; the publisher publishes', async () => {
    await creator.goto(`/asm/aocupdate?id=${id}`);
    await waitForPage(creator);
    await creator.getByText(t.form.returnedRemarks.replace('{{remarks}}', remarks)).waitFor();
    await asDecision.resendAndPublish(creator, publisher, {
      form: `/asm/aocupdate?id=${id}`,
      preview: `/asm/aocpreview?id=${id}`,
    });
  }, 240_000);

  it('a visitor finds the tender on the Assamese bidawards and reads the award with its qualified and unqualified bidders', async () => {
    const visitor = await newContext(browser);
    const page = await visitor.newPage();
    await page.goto(`/asm/bidawards?q=${encodeURIComponent('Sivasagar district library')}`);
    await waitForPage(page);
    expectNoViolations(await axeViolations(page), 'bidawards (asm)');
    await page.getByRole('link', { name: tenderTitle }).first().click();
    await page.waitForURL(/\/asm\/aocfullview\?id=epublish-/);
    await page.getByRole('heading', { level: 2, name: tenderTitle }).waitFor();
    const details = page.getByRole('table', { name: asTenders.awardDetails.title });
    await details
      .getByRole('row', { name: startingWith(`${asTenders.awardDetails.contractNumber} ${contractNumber}`) })
      .waitFor();
    const d = asTenders.awardDetails;
    const qualified = page.getByRole('table', { name: d.qualifiedCaption_one.replace('{{count}}', '1') });
    await qualified.getByRole('row', { name: 'Sivasagar Constructions' }).waitFor();
    const notQualified = page.getByRole('table', {
      name: d.notQualifiedCaption_one.replace('{{count}}', '1'),
    });
    await notQualified.getByRole('row', { name: `Dikhow Builders ${reason}` }).waitFor();
    expectNoViolations(await axeViolations(page), 'aocfullview (asm, published award)');
    await visitor.close();
  }, 240_000);
});
