import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenderReport } from '../../src/common/api/reports.ts';
import asExports from '../../src/common/i18n/as/exports.json' with { type: 'json' };
import enExports from '../../src/common/i18n/en/exports.json' with { type: 'json' };
import asCommon from '../../src/web/i18n/as/common.json' with { type: 'json' };
import asReports from '../../src/web/i18n/as/reports.json' with { type: 'json' };
import enCommon from '../../src/web/i18n/en/common.json' with { type: 'json' };
import enReports from '../../src/web/i18n/en/reports.json' with { type: 'json' };
import { axeViolations, expectNoViolations, launchBrowser, newContext, waitForPage } from './browser.ts';
import { logIn } from './epublish-steps.ts';

/** The words the journey reads, from the catalogues of each language. */
const words = {
  en: { reports: enReports, exports: enExports.reports, common: enCommon },
  asm: { reports: asReports, exports: asExports.reports, common: asCommon },
} as const;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

/** IST calendar day of an instant (spec §9). */
const istDay = (instant: string) => new Date(Date.parse(instant) + 330 * 60_000).toISOString().slice(0, 10);

/**
 * Tenders published in the interval, counted straight from the tenders the public sees (the
 * public search's CSV of every tender, or of one unit and everything below it: `org`), not from
 * the reports' aggregates.
 */
async function publishedFromData(page: Page, from: string, to: string, org?: string): Promise<number> {
  const { body, truncated } = await page.evaluate(
    async (q) => {
      const res = await fetch(`/api/v1/public/tenders/export?format=csv&lang=en${q}`);
      return { body: await res.text(), truncated: res.headers.get('x-truncated') };
    },
    org ? `&org=${org}` : '',
  );
  expect(truncated, 'the demo tenders fit one download').toBeNull();
  const rows = parse(body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
  return rows.filter((r) => r.Published && istDay(r.Published) >= from && istDay(r.Published) <= to).length;
}

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
async function publishedOf(page: Page, rowHeader: string, heading = 'Tenders published'): Promise<number> {
  const table = page.getByRole('table');
  const headers = await table.locator('thead th').allTextContents();
  const column = headers.indexOf(heading);
  expect(column, heading).toBeGreaterThan(0);
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
 * XLSX; the figures on the page (the total and the department's row) equal those counted straight
 * from the tenders the public sees, the rows add up to the total, and the spreadsheet carries the
 * same total under the page's headings, in the page's language. The whole journey runs in English
 * and in Assamese, each page passing axe.
 */
describe('reports: organisation-wise drill-down, interval, XLSX (issue #29)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const prefix of ['en', 'asm'] as const) {
    it(`(${prefix}) drills down and back, switches to last financial year and exports XLSX with the figures of the data`, async () => {
      const w = words[prefix];
      const published = w.exports.figures.published;
      const total = w.exports.total;
      const context = await newContext(browser);
      const page = await context.newPage();
      await logIn(page, 'admin.demo');
      // The demo tenders load after the portal starts, and the reports' monthly figures follow.
      const drill = page.locator('tbody th a');
      await expect
        .poll(
          async () => {
            await page.goto(`/${prefix}/orgwisetenderreport`);
            await waitForPage(page);
            await page.getByRole('rowheader', { name: total }).waitFor({ timeout: 20_000 });
            return drill.count();
          },
          { timeout: 180_000, interval: 5_000 },
        )
        .toBeGreaterThan(0);
      expectNoViolations(await axeViolations(page), `orgwisetenderreport (${prefix})`);

      // Down one level: the first organisation with units below it.
      const department = (await drill.first().textContent())!.trim();
      const departmentId = new URL((await drill.first().getAttribute('href'))!, 'http://x').searchParams.get(
        'unit',
      )!;
      const departmentPublished = await publishedOf(page, department, published);
      await drill.first().click();
      await page.waitForURL(/unit=\d+/);
      const crumbs = page.getByRole('navigation', { name: w.reports.page.breadcrumb });
      await crumbs.getByText(department).waitFor();
      await page.getByRole('rowheader', { name: total }).waitFor();
      expectNoViolations(await axeViolations(page), `organisation drill-down (${prefix})`);
      // The level's total is the department's row above.
      expect(await publishedOf(page, total, published)).toBe(departmentPublished);
      // And one more level (department → division): the done-when, so it must happen.
      expect(await drill.count()).toBeGreaterThan(0);
      const division = (await drill.first().textContent())!.trim();
      await drill.first().click();
      await crumbs.getByRole('link', { name: department }).waitFor();
      await crumbs.getByText(division).waitFor();
      expectNoViolations(await axeViolations(page), `division level (${prefix})`);
      await crumbs.getByRole('link', { name: department }).click();
      await page.getByRole('rowheader', { name: division }).waitFor();
      // Back to the top by the breadcrumb.
      await crumbs.getByRole('link', { name: w.reports.page.allOrganisations }).click();
      await page.waitForURL((url) => !url.searchParams.has('unit'));
      await page.getByRole('rowheader', { name: department }).waitFor();

      // Last financial year, April to March.
      const fy = lastFinancialYear();
      await page.getByLabel(w.reports.filters.interval).selectOption('lastFy');
      await page.getByRole('button', { name: w.reports.filters.show }).click();
      await page
        .getByText(fill(w.reports.page.interval, { from: shown(fy.from), to: shown(fy.to) }), {
          exact: false,
        })
        .waitFor();
      await page.waitForURL(/interval=lastFy/);
      await page.getByRole('rowheader', { name: total }).waitFor();
      expectNoViolations(await axeViolations(page), `last financial year (${prefix})`);
      const api = await apiReport(page, 'interval=lastFy');
      expect(api.from).toBe(fy.from);
      const shownTotal = await publishedOf(page, total, published);
      // The figures equal those counted straight from the tenders: all of them, and the
      // department's (its unit and everything below it).
      expect(shownTotal).toBe(await publishedFromData(page, fy.from, fy.to));
      expect(shownTotal).toBeGreaterThan(0);
      expect(await publishedOf(page, department, published)).toBe(
        await publishedFromData(page, fy.from, fy.to, departmentId),
      );
      expect(shownTotal).toBe(api.totals.published);
      expect(api.rows.reduce((s, r) => s + r.published, 0)).toBe(shownTotal);

      // XLSX, asked for in the page's language: the same total, the page's headings.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: w.common.list.downloadXlsx }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('orgwisetenderreport.xlsx');
      const file = await download.path();
      const files = unzipSync(new Uint8Array(readFileSync(file)));
      const sheet = new TextDecoder().decode(files['xl/worksheets/sheet1.xml']!);
      expect(sheet).toContain(`>${published}<`);
      const totalRow =
        new RegExp(`<row r="\\d+">(?:(?!</row>).)*>${total}<(?:(?!</row>).)*</row>`).exec(sheet)?.[0] ?? '';
      expect(totalRow).toContain(`<v>${shownTotal}</v>`);
      await context.close();
    }, 420_000);
  }

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
