import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, expectNoViolations, launchBrowser, newContext, waitForPage } from './browser.ts';
import { confirmYes, logIn, pdf, randomStamp } from './epublish-steps.ts';

/**
 * Issue #11 item 4 in a real browser, against the real server: the demo creator makes an award
 * of contract (spec §3 AoC) for a published tender whose bids have been opened (§7
 * checkAocAllowed) and sends it; the demo publisher publishes it; a visitor without a session
 * finds the tender on bidawards and reads the award on its full view, in English and Assamese.
 * Each page passes axe.
 *
 * The situation: a tender published through the API has its bids opening days later (§9 bid
 * window; publishing needs the submission still open), so the demo data's two opened tenders
 * (archived at their closing, which still takes an award) are the only ones eligible, and both
 * already have an award (one published, one waiting for the publisher). The setup steps free the waiting one as people would: the publisher returns
 * that award for modification, and its creator discards it (§4: a returned item may be
 * discarded); a discarded award no longer holds the tender.
 */
const tenderTitle = 'Supply of solar street lights for Nagaon municipal board';

describe('ePublish award of contract: create, send, publish, find on bidawards (issue #11 item 4)', () => {
  let browser: Browser;
  // One page each: a session belongs to the window that logged in (spec §5, decision 010).
  let creator: Page;
  let publisher: Page;
  // Random, not the clock: journeys load in the same millisecond (epublish-steps randomStamp).
  const stamp = randomStamp('');
  const contractNumber = `UDD/NGN/SSL/AGR/${stamp}`;
  let id = '';

  beforeAll(async () => {
    // The demo ePublish items (tenders, corrigenda, awards) exist before the portal listens.
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('setup: the publisher returns the waiting demo award of the opened tender, with remarks', async () => {
    publisher = await (await newContext(browser)).newPage();
    const page = publisher;
    await logIn(page, 'publisher.demo');
    await page.goto('/en/aoclisttopublish');
    await waitForPage(page);
    const row = page.getByRole('row', { name: new RegExp(tenderTitle) });
    await row.waitFor({ timeout: 60_000 });
    expectNoViolations(await axeViolations(page), 'aoclisttopublish');
    await row.getByRole('link', { name: /^Review/ }).click();
    await page.waitForURL(/\/en\/aocpreview\?id=\d+/);
    // The award as the public will read it, with the shared decision panel.
    await page.getByRole('table', { name: 'Contract details' }).waitFor();
    expectNoViolations(await axeViolations(page), 'aocpreview (publisher)');
    const panel = page.getByRole('region', { name: 'Workflow' });
    await panel.getByRole('textbox', { name: 'Remarks' }).fill('Wrong bidder, make the award again');
    await panel.getByRole('button', { name: 'Modification Required' }).click();
    await confirmYes(page);
    await panel.getByRole('status').filter({ hasText: 'Modification required' }).waitFor();
  }, 240_000);

  it('setup: the creator discards the returned award, which frees the tender', async () => {
    creator = await (await newContext(browser)).newPage();
    const page = creator;
    await logIn(page, 'creator.demo');
    await page.goto('/en/aoclist?state=returned');
    await waitForPage(page);
    const row = page.getByRole('row', { name: new RegExp(tenderTitle) });
    await row.getByRole('link', { name: /^Edit/ }).click();
    await page.waitForURL(/\/en\/createaoc\?id=\d+/);
    await page.getByText('Publisher’s remarks: Wrong bidder, make the award again').waitFor();
    await page.getByRole('button', { name: 'Discard draft' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('Are you sure want to delete the record?');
    await confirmYes(page);
    await page.waitForURL('**/en/aoclist');
  }, 240_000);

  it('the creator makes the award of contract: tender, bids, bidder, contract, parties, letter; saves, previews and sends it', async () => {
    const page = creator;
    await page.goto('/en/createaoc');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Save as Draft' }).waitFor();
    expectNoViolations(await axeViolations(page), 'createaoc (empty form)');

    const box = (name: string | RegExp) =>
      page.getByRole('textbox', typeof name === 'string' ? { name, exact: true } : { name });
    await page.getByRole('combobox', { name: /^Tender/ }).fill('solar street');
    await page
      .getByRole('option', { name: new RegExp(tenderTitle) })
      .first()
      .click();
    await box(/^Bids received/).fill('3');
    await box(/^Bids accepted/).fill('4');
    await box(/^Bidder name/).fill('Dipankar Saikia');
    await box(/^Company name/).fill('Brahmaputra Solar Systems');
    await box(/^Bidder address/).fill('Christian Basti, Guwahati 781005');
    await box(/^E-mail/).fill('tenders@brahmaputra-solar.example');
    await box(/^Awarded value/).fill('5180000');
    await box(/^Contract value/).fill('5180000');
    await box(/^Contract number/).fill(contractNumber);
    await box(/^Contract date/).fill('24-11-2026');
    await box(/^Valid from/).fill('25-11-2026');
    await box(/^Valid to/).fill('24-11-2027');
    await box(/^Completion period/).fill('120');
    await page.getByRole('button', { name: 'Add a party' }).click();
    await box(/^Party 1 name/).fill('Brahmaputra Solar Systems');
    await page.getByRole('button', { name: 'Add a party' }).click();
    await box(/^Party 2 name/).fill('Kopili Electricals');
    await page
      .getByRole('radiogroup', { name: /^Party 2/ })
      .getByRole('radio', { name: 'Not qualified' })
      .check();

    // §3 AoC and §7, the shared rules before the §8 question: accepted ≤ received, a reason
    // for a party not qualified, the award letter.
    await page.getByRole('button', { name: 'Send to publisher' }).click();
    await page.getByText('Bids accepted cannot be more than bids received').first().waitFor();
    await page.getByText('Upload the award of contract letter').first().waitFor();
    expect(await box(/^Party 2: reason not qualified/).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await box(/^Bids accepted/).fill('2');
    await box(/^Party 2: reason not qualified/).fill('Technical bid incomplete');
    await page.getByLabel(/^Award of contract letter/).setInputFiles({
      name: 'aoc-nagaon-solar.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await page.getByText('aoc-nagaon-solar.pdf', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await page.getByRole('status').filter({ hasText: 'The draft has been saved.' }).waitFor();
    await page.waitForURL(/createaoc\?id=\d+/);
    id = new URL(page.url()).searchParams.get('id')!;
    expectNoViolations(await axeViolations(page), 'createaoc (filled, saved)');

    await page.getByRole('button', { name: 'Preview' }).click();
    await page.waitForURL(`**/en/aocpreview?id=${id}`);
    const details = page.getByRole('table', { name: 'Contract details' });
    await details.getByRole('row', { name: new RegExp(`^Contract number ${contractNumber}`) }).waitFor();
    await details.getByRole('row', { name: /^Valid to 24-11-2027/ }).waitFor();
    expectNoViolations(await axeViolations(page), 'aocpreview (draft)');

    await page.goto(`/en/aocupdate?id=${id}`);
    await waitForPage(page);
    await page.getByRole('button', { name: 'Send to publisher' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain("Once submited can't be reverted");
    await confirmYes(page);
    await page.waitForURL(`**/en/aocpreview?id=${id}`);
    await page.getByText('Status: Sent to publisher.').waitFor();
  }, 300_000);

  it('the publisher publishes it; the published list links to the public award', async () => {
    const page = publisher;
    await page.goto(`/en/aocpreview?id=${id}`);
    await waitForPage(page);
    const panel = page.getByRole('region', { name: 'Workflow' });
    await panel.getByRole('button', { name: 'Publish' }).click();
    await confirmYes(page);
    await panel.getByRole('status').filter({ hasText: 'Published' }).waitFor();
    await page.goto('/en/aocpublishedlist');
    await waitForPage(page);
    const link = page
      .getByRole('row', { name: new RegExp(tenderTitle) })
      .getByRole('link', { name: /^Public view/ });
    expect(await link.getAttribute('href')).toMatch(/^\/en\/aocfullview\?id=epublish-/);
    expectNoViolations(await axeViolations(page), 'aocpublishedlist');
  }, 240_000);

  it('a visitor without a session finds the tender on bidawards and reads the award on its full view, in English and Assamese', async () => {
    const visitor = await newContext(browser);
    const page = await visitor.newPage();
    await page.goto(`/en/bidawards?q=${encodeURIComponent('solar street lights')}`);
    await waitForPage(page);
    await page.getByRole('link', { name: tenderTitle }).first().click();
    await page.waitForURL(/\/en\/aocfullview\?id=epublish-/);
    await page.getByRole('heading', { level: 2, name: tenderTitle }).waitFor();
    const details = page.getByRole('table', { name: 'Contract details' });
    await details.getByRole('row', { name: new RegExp(`^Contract number ${contractNumber}`) }).waitFor();
    await details.getByRole('row', { name: /^Company Brahmaputra Solar Systems/ }).waitFor();
    await details.getByRole('row', { name: /^Awarded value ₹51,80,000.00/ }).waitFor();
    // Spec §3 AoC: the qualified and unqualified parties, with the reason, for everyone to read.
    await page
      .getByRole('table', { name: '1 qualified bidder' })
      .getByRole('row', { name: 'Brahmaputra Solar Systems' })
      .waitFor();
    await page
      .getByRole('table', { name: '1 bidder not qualified, with the reason' })
      .getByRole('row', { name: 'Kopili Electricals Technical bid incomplete' })
      .waitFor();
    const letter = page.getByRole('link', { name: 'aoc-nagaon-solar' });
    const href = await letter.getAttribute('href');
    expect(href).toMatch(/^\/api\/v1\/public\/tenders\/epublish-[^/]+\/documents\/\d+$/);
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expectNoViolations(await axeViolations(page), 'aocfullview (published award)');

    await page.goto(page.url().replace('/en/', '/asm/'));
    const asDetails = page.getByRole('table', { name: 'চুক্তিৰ বিৱৰণ' });
    await asDetails.getByRole('row', { name: new RegExp(`^চুক্তি নম্বৰ ${contractNumber}`) }).waitFor();
    expectNoViolations(await axeViolations(page), 'aocfullview in Assamese');
    await visitor.close();
  }, 240_000);

  it('in Assamese: the creator’s award list and the award form render', async () => {
    const page = creator;
    await page.goto('/asm/aoclist');
    await waitForPage(page);
    await page
      .getByRole('row', { name: new RegExp(tenderTitle) })
      .filter({ hasText: 'প্ৰকাশিত' })
      .first()
      .waitFor();
    expectNoViolations(await axeViolations(page), 'aoclist in Assamese');
    await page.goto('/asm/createaoc');
    await waitForPage(page);
    await page.getByRole('textbox', { name: /^লাভ কৰা বিড/ }).waitFor();
    expectNoViolations(await axeViolations(page), 'createaoc in Assamese');
  }, 240_000);
});
