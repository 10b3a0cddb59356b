import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  baseURL,
  expectNoViolations,
  launchBrowser,
  newContext,
  waitForPage,
} from './browser.ts';
import { choose, confirmYes, ist, logIn, pdf, randomStamp, until } from './epublish-steps.ts';

/**
 * Issue #11 in a real browser, against the real server: the demo creator fills an ePublish
 * tender (covers and an NIT PDF), saves it as a draft, previews it and sends it; the demo
 * publisher asks for a modification with remarks; the creator resends; the publisher publishes;
 * a visitor without a session finds it among the latest active tenders and opens its permalink.
 * Each page passes axe; the Assamese pages render and take a step too.
 */

describe('ePublish: create, send, return, resend, publish, find (issue #11)', () => {
  let browser: Browser;
  // One page each: a session belongs to the window that logged in (spec §5, decision 010).
  let creator: Page;
  let publisher: Page;
  // Random, not the clock: journeys load in the same millisecond (epublish-steps randomStamp).
  const stamp = randomStamp('');
  const title = `Repair of Dhansiri embankment ${stamp}`;
  let id = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    // The demo data (currencies, GePNIC categories, pincodes) loads after the portal starts.
    const api = (path: string) => fetch(`${baseURL()}/api/v1${path}`);
    await until('demo reference data', async () => {
      const [pin, cur, cat] = await Promise.all([
        api('/locations/pincodes/781001'),
        api('/reference/currencies').then((r) => r.json()),
        api('/reference/product-categories?scheme=gepnic&parent=Works').then((r) => r.json()),
      ]);
      return pin.ok && cur.length > 0 && cat.length > 0;
    });
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('the creator fills a tender with covers and an NIT PDF, saves a draft, previews and sends it', async () => {
    creator = await (await newContext(browser)).newPage();
    const page = creator;
    await logIn(page, 'creator.demo');
    await page.goto('/en/directpurchase');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Save as Draft' }).waitFor();

    expectNoViolations(await axeViolations(page), 'directpurchase (empty form)');

    const box = (name: string) => page.getByRole('textbox', { name, exact: true });
    await box('Tender reference number / file number').fill(`WRD/DHN/${stamp}`);
    await box('Title').fill(title);
    await box('Work description').fill('Raising and strengthening 2 km of the Dhansiri right embankment');
    await choose(page, 'Tender type', 'Open Tender');
    await choose(page, 'Tender category', 'Works');
    await choose(page, 'Form of contract', 'Item Rate');
    await choose(page, 'Product category', 'Civil Works');
    await box('Location').fill('Golaghat');
    await box('Pincode').fill('781001');
    await expect.poll(() => box('District').inputValue(), { timeout: 15_000 }).toBe('Kamrup Metro');
    await choose(page, 'Currency', /^INR/);
    await box('Tender fee').fill('1000');
    await box('EMD').fill('25000');
    // Open for bids since yesterday, inside the §9 window (9:00–18:55 IST), at any hour the test
    // runs: an active tender, so the latest active tenders list it.
    await box('Published date').fill(ist(-1, [9, 0]));
    await box('Document download start').fill(ist(-1, [9, 0]));
    await box('Document download end').fill(ist(10, [17, 0]));
    await box('Bid submission start').fill(ist(-1, [9, 30]));
    await box('Bid submission end').fill(ist(10, [17, 0]));
    await box('Bid opening date').fill(ist(11, [11, 0]));
    await box('Bid opening place').fill('Office of the Executive Engineer, Golaghat');
    await box('Inviting authority').fill('Executive Engineer, Water Resources, Golaghat');
    await box('Inviting authority address').fill('Water Resources Division, Golaghat 785621');
    await box('Bid validity (days)').fill('120');
    await box('Completion period (days)').fill('180');
    // Spec §9: two covers are technical and financial; each lists what a bidder puts in.
    await choose(page, 'Number of covers', /^Two covers/);
    for (const [cover, doc] of [
      ['Cover 1: Technical', 'Technical bid'],
      ['Cover 2: Financial', 'Bill of quantities'],
    ] as const) {
      const group = page.getByRole('group', { name: cover });
      await group.getByRole('button', { name: `Add a document to ${cover}` }).click();
      await group.getByRole('textbox', { name: 'Document 1 name' }).fill(doc);
    }
    await page.getByLabel(/^NIT document/).setInputFiles({
      name: 'nit-dhansiri.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await page.getByText('nit-dhansiri.pdf', { exact: false }).first().waitFor();
    await expect.poll(() => box('NIT document title shown to bidders').inputValue()).toBe('nit-dhansiri');

    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await page.getByRole('status').filter({ hasText: 'The draft has been saved.' }).waitFor();
    await page.waitForURL(/directpurchase\?id=\d+/);
    id = new URL(page.url()).searchParams.get('id')!;
    expectNoViolations(await axeViolations(page), 'directpurchase (filled, saved)');

    await page.getByRole('button', { name: 'Preview' }).click();
    await page.waitForURL(`**/en/directpurchasepreview?id=${id}`);
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.getByRole('table', { name: 'Cover 2: Financial' }).waitFor();
    expectNoViolations(await axeViolations(page), 'directpurchasepreview (draft)');

    await page.goto(`/en/directpurchase?id=${id}`);
    await page.getByRole('button', { name: 'Send to publisher' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain("Once submited can't be reverted");
    await confirmYes(page);
    await page.waitForURL(`**/en/directpurchasepreview?id=${id}`);
    await page.getByText('Status: Sent to publisher.').waitFor();
  }, 240_000);

  it('the publisher finds it in the queue and asks for a modification with remarks', async () => {
    publisher = await (await newContext(browser)).newPage();
    const page = publisher;
    await logIn(page, 'publisher.demo');
    await page.goto('/en/directpurchasestatusappruval');
    await waitForPage(page);
    const row = page.getByRole('row', { name: new RegExp(stamp) });
    await row.waitFor();
    expectNoViolations(await axeViolations(page), 'directpurchasestatusappruval');
    await row.getByRole('link', { name: /^Review/ }).click();
    await page.waitForURL(`**/en/directpurchasepreview?id=${id}`);
    const panel = page.getByRole('region', { name: 'Workflow' });
    await panel.getByRole('button', { name: 'Modification Required' }).click();
    // The shared decision panel refuses blank remarks in its error summary (spec §5 'Remarks required').
    await panel.getByRole('alert').filter({ hasText: 'Remarks required' }).waitFor();
    await panel
      .getByRole('textbox', { name: 'Remarks' })
      .fill('Add the cross-section drawings to the technical cover');
    await panel.getByRole('button', { name: 'Modification Required' }).click();
    await confirmYes(page);
    await panel.getByRole('status').filter({ hasText: 'Modification required' }).waitFor();
    expectNoViolations(await axeViolations(page), 'directpurchasepreview (publisher, returned)');
  }, 240_000);

  it('the creator sees the remarks, adds the document and resends', async () => {
    const page = creator;
    await page.goto('/en/directpurchaselist?state=returned');
    await waitForPage(page);
    const row = page.getByRole('row', { name: new RegExp(stamp) });
    await row.getByRole('link', { name: /^Edit/ }).click();
    await page.waitForURL(`**/en/directpurchase?id=${id}`);
    await page
      .getByText('Publisher’s remarks: Add the cross-section drawings to the technical cover')
      .waitFor();
    const technical = page.getByRole('group', { name: 'Cover 1: Technical' });
    await technical.getByRole('button', { name: 'Add a document to Cover 1: Technical' }).click();
    await technical.getByRole('textbox', { name: 'Document 2 name' }).fill('Cross-section drawings');
    await page.getByRole('button', { name: 'Send to publisher' }).click();
    await confirmYes(page);
    await page.waitForURL(`**/en/directpurchasepreview?id=${id}`);
    await page.getByText('Status: Sent to publisher.').waitFor();
    // The history keeps the publisher's remarks.
    await page
      .getByRole('table', { name: /steps/ })
      .getByText('Add the cross-section drawings to the technical cover')
      .waitFor();
  }, 240_000);

  it('the publisher publishes it', async () => {
    const page = publisher;
    await page.goto(`/en/directpurchasepreview?id=${id}`);
    const panel = page.getByRole('region', { name: 'Workflow' });
    await panel.getByRole('button', { name: 'Publish' }).click();
    await confirmYes(page);
    await panel.getByRole('status').filter({ hasText: 'Published' }).waitFor();
    await page.goto('/en/directpurchasepublishedlist');
    await waitForPage(page);
    await page
      .getByRole('row', { name: new RegExp(stamp) })
      .getByRole('link', { name: /^Public view/ })
      .waitFor();
    expectNoViolations(await axeViolations(page), 'directpurchasepublishedlist');
  }, 240_000);

  it('a visitor without a session finds it among the latest active tenders and opens its permalink', async () => {
    const visitor = await newContext(browser);
    const page = await visitor.newPage();
    await page.goto(`/en/latestactivetenders?q=${encodeURIComponent(title)}`);
    await waitForPage(page);
    await page.getByRole('link', { name: title }).first().click();
    await page.waitForURL(/\/en\/DirectPurchasefullview\?id=epublish-/);
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    const technical = page.getByRole('table', { name: 'Cover 1: Technical' });
    await technical.getByRole('rowheader', { name: 'Cross-section drawings' }).waitFor();
    const nit = page.getByRole('link', { name: 'nit-dhansiri (NIT)' });
    const href = await nit.getAttribute('href');
    expect(href).toMatch(/^\/api\/v1\/public\/tenders\/epublish-[^/]+\/documents\/\d+$/);
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expectNoViolations(await axeViolations(page), 'DirectPurchasefullview (published ePublish tender)');
    // The same permalink in Assamese.
    await page.goto(page.url().replace('/en/', '/asm/'));
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.getByRole('table', { name: 'কভাৰ 1: কাৰিকৰী' }).waitFor();
    expectNoViolations(await axeViolations(page), 'DirectPurchasefullview in Assamese');
    await visitor.close();
  }, 240_000);

  it('in Assamese: the creator’s list and form render, and a draft is saved from /asm', async () => {
    const page = creator;
    await page.goto('/asm/directpurchaselist');
    await waitForPage(page);
    await page
      .getByRole('row', { name: new RegExp(stamp) })
      .getByText('প্ৰকাশিত')
      .waitFor();
    expectNoViolations(await axeViolations(page), 'directpurchaselist in Assamese');
    await page.goto('/asm/createTender');
    await waitForPage(page);
    await page.getByRole('textbox', { name: 'শিৰোনাম', exact: true }).fill(`অসমীয়া খচৰা ${stamp}`);
    await page.getByRole('button', { name: 'খচৰা হিচাপে ছেভ কৰক' }).click();
    await page.getByRole('status').filter({ hasText: 'খচৰাটো ছেভ কৰা হ’ল।' }).waitFor();
    expectNoViolations(await axeViolations(page), 'createTender in Assamese (saved draft)');
  }, 240_000);
});
