import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenderReport } from '../../src/common/api/reports.ts';
import { axeViolations, expectNoViolations, launchBrowser, newContext, waitForPage } from './browser.ts';
import { logIn } from './epublish-steps.ts';

/** dd-mm-yyyy of an ISO day, as the page shows it (spec §9). */
const shown = (iso: string) => iso.split('-').reverse().join('-');

/** Last financial year (April to March) of today's IST date. */
function lastFinancialYear(): { from: string; to: string } {
  const today = new Date(Date.now() + 330 * 60_000);
  const y = today.getUTCFullYear();
  const start = today.getUTCMonth() + 1 >= 4 ? y - 1 : y - 2;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** The report's own figures as the API gives them to this session (the same request the page makes). */
async function apiReport(page: Page, query: string): Promise<TenderReport> {
  return page.evaluate(async (q) => (await fetch(`/api/v1/reports/tenders/organisation?${q}`)).json(), query);
}

/** The "Tenders published" figure of a table row, by its row header. */
async function publishedOf(page: Page, rowHeader: string): Promise<number> {
  const table = page.getByRole('table');
  const headers = await table.locator('thead th').allTextContents();
  const column = headers.indexOf('Tenders published');
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowHeader, exact: true }) });
  const text = await row.locator('th, td').nth(column).textContent();
  return Number((text ?? '').replace(/,/g, ''));
}

/**
 * Issue #29 "Done when", in a real browser against the real server and its demo tenders: an
 * official opens the organisation-wise report, drills down one organisation level and then the
 * next, goes back up by the breadcrumb, switches the interval to last financial year, and exports
 * XLSX; the figures on the page equal the API's for the same filters, the rows add up to the
 * total, and the spreadsheet carries the same total. Each page passes axe, in English and Assamese.
 */
describe('reports: organisation-wise drill-down, interval, XLSX (issue #29)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('drills down and back, switches to last financial year and exports XLSX with the same figures', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await logIn(page, 'admin.demo');
    // The demo tenders load after the portal starts, and the reports' monthly figures follow.
    const drill = page.locator('tbody th a');
    await expect
      .poll(
        async () => {
          await page.goto('/en/orgwisetenderreport');
          await waitForPage(page);
          await page.getByRole('rowheader', { name: 'Total' }).waitFor({ timeout: 20_000 });
          return drill.count();
        },
        { timeout: 180_000, interval: 5_000 },
      )
      .toBeGreaterThan(0);
    expectNoViolations(await axeViolations(page), 'orgwisetenderreport');

    // Down one level: the first organisation with units below it.
    const department = (await drill.first().textContent())!.trim();
    const departmentPublished = await publishedOf(page, department);
    await drill.first().click();
    await page.waitForURL(/unit=\d+/);
    const crumbs = page.getByRole('navigation', { name: 'Organisation levels' });
    await crumbs.getByText(department).waitFor();
    await page.getByRole('rowheader', { name: 'Total' }).waitFor();
    expectNoViolations(await axeViolations(page), 'organisation drill-down');
    // The level's total is the department's row above.
    expect(await publishedOf(page, 'Total')).toBe(departmentPublished);
    if ((await drill.count()) > 0) {
      // And one more level (department → division), when the chain goes that deep.
      const division = (await drill.first().textContent())!.trim();
      await drill.first().click();
      await crumbs.getByRole('link', { name: department }).waitFor();
      await crumbs.getByText(division).waitFor();
      await crumbs.getByRole('link', { name: department }).click();
      await page.getByRole('rowheader', { name: division }).waitFor();
    }
    // Back to the top by the breadcrumb.
    await crumbs.getByRole('link', { name: 'All organisations' }).click();
    await page.waitForURL((url) => !url.searchParams.has('unit'));
    await page.getByRole('rowheader', { name: department }).waitFor();

    // Last financial year, April to March.
    const fy = lastFinancialYear();
    await page.getByLabel('Interval').selectOption('lastFy');
    await page.getByRole('button', { name: 'Show report' }).click();
    await page.getByText(`From ${shown(fy.from)} to ${shown(fy.to)}.`, { exact: false }).waitFor();
    await page.waitForURL(/interval=lastFy/);
    await page.getByRole('rowheader', { name: 'Total' }).waitFor();
    const api = await apiReport(page, 'interval=lastFy');
    expect(api.from).toBe(fy.from);
    const total = await publishedOf(page, 'Total');
    expect(total).toBe(api.totals.published);
    expect(api.rows.reduce((s, r) => s + r.published, 0)).toBe(total);
    expect(total).toBeGreaterThan(0);

    // XLSX: the file carries the same total.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel (XLSX)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('orgwisetenderreport.xlsx');
    const file = await download.path();
    const sheet = new TextDecoder().decode(
      unzipSync(new Uint8Array(readFileSync(file)))['xl/worksheets/sheet1.xml']!,
    );
    const totalRow = /<row r="\d+">(?:(?!<\/row>).)*Total(?:(?!<\/row>).)*<\/row>/.exec(sheet)?.[0] ?? '';
    expect(totalRow).toContain(`<v>${total}</v>`);
    await context.close();
  }, 420_000);

  it('the Assamese report renders its table and passes axe', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await logIn(page, 'admin.demo');
    await page.goto('/asm/sourcewisenooftenders?interval=lastFy');
    await waitForPage(page);
    await page.getByRole('rowheader', { name: 'মুঠ' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'প্ৰতিবেদন দেখুৱাওক' }).waitFor();
    expectNoViolations(await axeViolations(page), 'sourcewisenooftenders (as)');
    await context.close();
  }, 120_000);
});
