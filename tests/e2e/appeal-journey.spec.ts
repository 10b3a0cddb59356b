import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, expectNoViolations, launchBrowser, newContext, waitForPage } from './browser.ts';
import { confirmYes, logIn } from './epublish-steps.ts';

/**
 * Issue #25 in a real browser, against the real server and its demo appeals: the appeal user
 * opens their draft level I appeal, previews it, accepts the consent declaration (§5, §9 fine)
 * and files it; the level I authority of the tender's chain rejects it with remarks through the
 * decision panel; a fresh browser without a session finds it in the public register and opens
 * its permalink. Each page passes axe; the Assamese register renders.
 */
describe('appeals: file, reject, publish (issue #25)', () => {
  let browser: Browser;
  let appellant: Page;
  let reference = '';
  let id = '';

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('the appeal user opens the draft, previews it and files it with the consent declaration', async () => {
    appellant = await (await newContext(browser)).newPage();
    const page = appellant;
    await logIn(page, 'appeal.demo');
    // The demo appeals are made after the portal starts: wait for the draft.
    const draft = page.getByRole('link', { name: 'Not filed yet' });
    await expect
      .poll(
        async () => {
          await page.goto('/en/userAppealList');
          await waitForPage(page);
          await page.getByRole('table').waitFor();
          return draft.count();
        },
        { timeout: 120_000, interval: 3_000 },
      )
      .toBeGreaterThan(0);
    expectNoViolations(await axeViolations(page), 'userAppealList');
    await draft.first().click();
    await page.getByRole('button', { name: 'Save and preview' }).waitFor();
    expectNoViolations(await axeViolations(page), 'appealEntry');
    await page.getByRole('button', { name: 'Save and preview' }).click();
    await page.waitForURL('**/en/appealPreview?id=*');
    id = new URL(page.url()).searchParams.get('id') ?? '';
    const consent = page.getByRole('checkbox', { name: /not frivolous or vexatious/ });
    await consent.waitFor();
    expectNoViolations(await axeViolations(page), 'appealPreview');
    await consent.check();
    await page.getByRole('button', { name: 'File the appeal' }).click();
    await confirmYes(page);
    const filed = page.getByRole('status').filter({ hasText: 'The appeal is filed.' });
    await filed.waitFor({ timeout: 30_000 });
    reference = /AP1\/\d{4}\/\d{6}/.exec((await filed.textContent()) ?? '')?.[0] ?? '';
    expect(reference).not.toBe('');
  }, 240_000);

  it('the level I authority rejects it with remarks in the decision panel', async () => {
    const page = await (await newContext(browser)).newPage();
    await logIn(page, 'faa.demo');
    await page.goto(`/en/approveAppeal?id=${id}`);
    await waitForPage(page);
    const panel = page.getByRole('region', { name: 'Decision' });
    await panel.getByRole('button', { name: 'Reject' }).waitFor();
    expectNoViolations(await axeViolations(page), 'approveAppeal');
    await panel
      .getByRole('textbox', { name: /^Remarks/ })
      .fill('The decision followed the bidding documents');
    await panel.getByRole('button', { name: 'Reject' }).click();
    await confirmYes(page);
    await page.getByText('Done. The appeal is now: Rejected.').waitFor({ timeout: 30_000 });
  }, 120_000);

  it('a visitor finds it in the public register and opens its permalink, in English and Assamese', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/en/appeals?outcome=rejected');
    await waitForPage(page);
    const link = page.getByRole('link', { name: reference });
    await link.waitFor();
    expectNoViolations(await axeViolations(page), 'appeals');
    expect(await link.getAttribute('href')).toBe(`/en/appealFullView?id=${id}`);
    await page.goto(`/en/appealFullView?id=${id}`);
    await waitForPage(page);
    await page
      .getByRole('row', { name: /Outcome/ })
      .getByText('Rejected')
      .waitFor();
    expectNoViolations(await axeViolations(page), 'appealFullView');
    await page.goto('/asm/appeals?outcome=rejected');
    await waitForPage(page);
    await page.getByRole('link', { name: reference }).waitFor();
    expectNoViolations(await axeViolations(page), 'appeals (as)');
  }, 120_000);
});
