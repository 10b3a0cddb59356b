import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, expectNoViolations, launchBrowser, newContext, waitForPage } from './browser.ts';
import { confirmYes, logIn } from './epublish-steps.ts';

/**
 * Issue #27 item 5 and its "Done when" ("a plan item links to its tender and the tender back to
 * the plan") in a real browser, against the real server and its demo data: a plan user
 * (creator.demo) enters their directorate's plan for a free financial year with two items and
 * sends it; a second user (publisher.demo) approves it in the decision panel; the plan user links
 * the first item to the published demo tender for the Jorhat drainage, found by a word of its
 * title; a fresh browser finds the plan on annualprocurementplandisplay in English and
 * Assamese, follows the item to the tender and the tender back to the item. Each page passes axe.
 */
describe('annual procurement plans: enter, approve, link, find (issue #27 item 5)', () => {
  let browser: Browser;
  const stamp = Math.floor(100_000 + Math.random() * 900_000);
  const subject = `Improvement of Jorhat town drainage, plan item ${stamp}`;
  let planUrl = '';
  let yearValue = '';
  let yearText = '';

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  async function fillItem(page: Page, n: number, item: [string, string, string, string, string]) {
    const [text, category, value, quarter, method] = item;
    await page.getByRole('textbox', { name: new RegExp(`^Subject of item ${n}`) }).fill(text);
    const row = page.getByRole('group', { name: 'Plan items' });
    await row
      .getByRole('combobox', { name: /^Category/ })
      .nth(n - 1)
      .selectOption(category);
    await row
      .getByRole('textbox', { name: /^Estimated value/ })
      .nth(n - 1)
      .fill(value);
    await row
      .getByRole('combobox', { name: /^Quarter/ })
      .nth(n - 1)
      .selectOption(quarter);
    await row
      .getByRole('combobox', { name: /^Procurement method/ })
      .nth(n - 1)
      .selectOption(method);
  }

  it('a plan user enters a plan with items and sends it for approval', async () => {
    const page = await (await newContext(browser)).newPage();
    await logIn(page, 'creator.demo');
    await page.goto('/en/annualprocurementplan');
    await waitForPage(page);
    const unit = page.getByRole('combobox', { name: /^Organisation/ });
    await unit.locator('option').nth(1).waitFor({ state: 'attached' });
    await unit.selectOption({ index: 1 });
    // The last year offered (five ahead): the demo plans take last year to three ahead.
    const year = page.getByRole('combobox', { name: /^Financial year/ });
    const last = year.locator('option').last();
    yearValue = (await last.getAttribute('value')) ?? '';
    yearText = ((await last.textContent()) ?? '').trim();
    await year.selectOption(yearValue);
    await fillItem(page, 1, [subject, 'works', '36500000', '2', 'openTender']);
    await page.getByRole('button', { name: 'Add an item' }).click();
    await fillItem(page, 2, [`Supply of desks for the record room ${stamp}`, 'goods', '450000', '3', 'gem']);
    expectNoViolations(await axeViolations(page), 'annualprocurementplan');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/en\/annualprocurementplan\/\d+$/, { timeout: 30_000 });
    planUrl = new URL(page.url()).pathname;
    await waitForPage(page);
    const panel = page.getByRole('region', { name: 'Send for approval' });
    await panel.getByRole('button', { name: 'Send for approval' }).waitFor();
    expectNoViolations(await axeViolations(page), 'annualprocurementplan/{id}');
    await panel.getByRole('button', { name: 'Send for approval' }).click();
    await confirmYes(page);
    await page.getByText('Done. The plan is now: Sent for approval.').waitFor({ timeout: 30_000 });
  }, 240_000);

  it('a second user approves it in the decision panel', async () => {
    const page = await (await newContext(browser)).newPage();
    await logIn(page, 'publisher.demo');
    await page.goto('/en/annualprocurementplanapproval');
    await waitForPage(page);
    await page.getByRole('link', { name: new RegExp(`, ${yearText}$`) }).click();
    const panel = page.getByRole('region', { name: 'Decision' });
    await panel.getByRole('button', { name: 'Approve' }).waitFor();
    await page.getByText(subject).waitFor();
    expectNoViolations(await axeViolations(page), 'annualprocurementplanapproval');
    await panel.getByRole('button', { name: 'Approve' }).click();
    await confirmYes(page);
    await page.getByText('Done. The plan is now: Approved.').waitFor({ timeout: 30_000 });
  }, 120_000);

  it('the plan user links the first item to the tender that carries it out', async () => {
    const page = await (await newContext(browser)).newPage();
    await logIn(page, 'creator.demo');
    await page.goto(planUrl);
    await waitForPage(page);
    await page.getByRole('button', { name: 'Link a tender to item 1' }).click();
    const panel = page.getByRole('region', { name: /^Link a tender to/ });
    await panel
      .getByRole('textbox', { name: /Tender ID, reference number or title/ })
      .fill('Jorhat town drainage');
    await panel.getByRole('button', { name: 'Find' }).click();
    const link = panel.getByRole('button', { name: /^Link / }).first();
    await link.waitFor({ timeout: 30_000 });
    expectNoViolations(await axeViolations(page), 'annualprocurementplan/{id} link');
    await link.click();
    await panel.getByText(/is linked to the item\.$/).waitFor({ timeout: 30_000 });
  }, 120_000);

  it('a fresh browser finds it in English and Assamese and follows plan item → tender → plan item', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`/en/annualprocurementplandisplay?year=${yearValue}`);
    await waitForPage(page);
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('₹3,65,00,000.00');
    expectNoViolations(await axeViolations(page), 'annualprocurementplandisplay');
    await row.getByRole('link', { name: subject }).click();
    await page.getByRole('heading', { name: subject }).waitFor();
    const tenderLink = page
      .getByRole('region', { name: 'Tenders that carry out this item' })
      .getByRole('link', { name: /Improvement of Jorhat town drainage, phase II/ });
    await tenderLink.waitFor();
    expectNoViolations(await axeViolations(page), 'annualprocurementplandisplay?item');
    await tenderLink.click();
    await page.waitForURL(/\/en\/activetendersfullview\?id=/);
    await waitForPage(page);
    const back = page.getByRole('link', { name: subject });
    await back.waitFor();
    await expect(page.getByText('In the annual procurement plan:').first().isVisible()).resolves.toBe(true);
    expectNoViolations(await axeViolations(page), 'activetendersfullview with its plan item');
    await back.click();
    await page.getByRole('heading', { name: subject }).waitFor();

    await page.goto(`/asm/annualprocurementplandisplay?year=${yearValue}`);
    await waitForPage(page);
    await page.getByRole('row', { name: new RegExp(subject) }).waitFor();
    await page.getByRole('columnheader', { name: 'বিত্তীয় বৰ্ষ' }).waitFor();
    expectNoViolations(await axeViolations(page), 'annualprocurementplandisplay (as)');
    await page.getByRole('link', { name: subject }).click();
    await page.getByRole('region', { name: 'এই সামগ্ৰী সম্পন্ন কৰা নিবিদাসমূহ' }).waitFor();
    expectNoViolations(await axeViolations(page), 'annualprocurementplandisplay?item (as)');
  }, 180_000);
});
