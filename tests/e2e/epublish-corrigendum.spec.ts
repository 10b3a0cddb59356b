import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  baseURL,
  expectNoViolations,
  launchBrowser,
  newContext,
  waitForPage,
} from './browser.ts';
import { confirmYes, ist, logIn, until } from './epublish-steps.ts';

/**
 * Issue #11 item 3 in a real browser, against the real server: the demo creator makes a date
 * extension corrigendum of one of the demo published tenders (seeing each date's current value
 * and the old → new summary), sends it; the demo publisher finds it in the queue and publishes
 * it; a visitor without a session reads what changed, old → new, on the corrigendum's full
 * view and in the corrigenda section of the tender's full view, in English and in Assamese.
 * Each page passes axe.
 */
/** The demo tender whose only corrigendum is already published (demo.ts): open for another. */
const tenderTitle = 'Improvement of Jorhat town drainage, phase II';
const newEnd = ist(40, [17, 0]);
const newOpening = ist(41, [11, 0]);

describe('ePublish corrigendum: date extension made, sent, published, read old → new (issue #11 item 3)', () => {
  let browser: Browser;
  let id = '';
  let permalink = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    // The demo ePublish data (tenders, their first corrigenda) is made after the portal starts.
    await until(
      'demo ePublish corrigenda',
      async () => {
        const r = await fetch(`${baseURL()}/api/v1/public/corrigenda?source=epublish`);
        return r.ok && (await r.json()).items.length > 0;
      },
      150_000,
    );
  }, 200_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('the creator chooses a published tender, extends its dates (current value beside each), sees old → new and sends it', async () => {
    const page = await (await newContext(browser)).newPage();
    await logIn(page, 'creator.demo');
    await page.goto('/en/directpurchasecorrigendum');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Save as Draft' }).waitFor();
    expectNoViolations(await axeViolations(page), 'directpurchasecorrigendum (empty form)');

    const tender = page.getByRole('combobox', { name: /^Tender/ });
    await tender.click();
    await tender.fill('Jorhat');
    await page.getByRole('option', { name: new RegExp(tenderTitle) }).click();
    await page.getByRole('radio', { name: 'Date extension' }).check();
    const end = page.getByRole('textbox', { name: /^New Bid submission end/ });
    await end.waitFor();
    // The tender's current value stands beside each new one.
    expect(await end.getAttribute('aria-describedby')).toBeTruthy();
    await page
      .getByText(/^Now: \d{2}-\d{2}-\d{4} 17:00 IST$/)
      .first()
      .waitFor();
    await page.getByRole('textbox', { name: /^New Document download end/ }).fill(newEnd);
    await end.fill(newEnd);
    await page.getByRole('textbox', { name: /^New Bid opening date/ }).fill(newOpening);
    await page
      .getByRole('textbox', { name: /^Details/ })
      .fill('Bid submission extended on request of bidders.');
    const summary = page.getByRole('table', { name: '3 changes, old → new' });
    await summary
      .getByRole('row', { name: /^Bid submission end/ })
      .getByText(`${newEnd} IST`)
      .waitFor();
    expectNoViolations(await axeViolations(page), 'directpurchasecorrigendum (filled)');

    await page.getByRole('button', { name: 'Send to publisher' }).click();
    await page
      .getByRole('dialog')
      .getByText(/Once submited can't be reverted/)
      .waitFor()
      .catch(async (error) => {
        await page.screenshot({ path: '/tmp/corrigendum-send.png', fullPage: true });
        throw error;
      });
    await confirmYes(page);
    await page.waitForURL(/\/en\/directpurchasecorrigendumpreview\?id=\d+/);
    id = new URL(page.url()).searchParams.get('id')!;
    await page.getByText('Status: Sent to publisher.').waitFor();
    await page.getByRole('table', { name: '3 changes, old → new' }).waitFor();
    expectNoViolations(await axeViolations(page), 'directpurchasecorrigendumpreview (sent)');

    // Its list, in Assamese.
    await page.goto('/asm/corrigendumlists');
    await waitForPage(page);
    await page
      .getByRole('row', { name: new RegExp(tenderTitle) })
      .getByText('তাৰিখ বৃদ্ধি')
      .first()
      .waitFor();
    expectNoViolations(await axeViolations(page), 'corrigendumlists in Assamese');
  }, 240_000);

  it('the publisher finds it in the queue ({estat} = sent) and publishes it', async () => {
    const page = await (await newContext(browser)).newPage();
    await logIn(page, 'publisher.demo');
    await page.goto('/en/directpurchasecorrigendumstatusappruval/sent');
    await waitForPage(page);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: /^Review/ }) })
      .filter({
        hasText: tenderTitle,
      });
    await row.first().waitFor();
    expectNoViolations(await axeViolations(page), 'directpurchasecorrigendumstatusappruval/sent');
    await page.goto(`/en/directpurchasecorrigendumpreview?id=${id}`);
    const panel = page.getByRole('region', { name: 'Workflow' });
    await panel
      .getByRole('button', { name: 'Publish' })
      .waitFor()
      .catch(async (error) => {
        await page.screenshot({ path: '/tmp/corrigendum-publisher.png', fullPage: true });
        throw error;
      });
    await panel.getByRole('button', { name: 'Publish' }).click();
    await confirmYes(page);
    await panel.getByRole('status').filter({ hasText: 'Published' }).waitFor();
    const link = page.getByRole('link', { name: 'Open the published corrigendum' });
    await link.waitFor();
    permalink = (await link.getAttribute('href'))!;
    expect(permalink).toMatch(/^\/en\/DirectPurchaseCarrigendumfullview\?id=/);
    expectNoViolations(await axeViolations(page), 'directpurchasecorrigendumpreview (published)');
  }, 240_000);

  it('a visitor reads old → new on the corrigendum and on the tender, in English and in Assamese', async () => {
    const visitor = await newContext(browser);
    const page = await visitor.newPage();
    await page.goto(permalink);
    await waitForPage(page);
    await page.getByRole('heading', { name: 'What changed' }).waitFor();
    const row = page.getByRole('row', { name: /^Bid submission end/ });
    await row.getByText(`${newEnd} IST`).waitFor();
    expect(await row.locator('del').textContent()).toMatch(/^\d{2}-\d{2}-\d{4} 17:00 IST$/);
    expectNoViolations(await axeViolations(page), 'DirectPurchaseCarrigendumfullview');

    await page.getByRole('link', { name: tenderTitle }).click();
    await page.waitForURL(/\/en\/DirectPurchasefullview\?id=epublish-/);
    const changes = page
      .getByRole('table', { name: /^Corrigendum \d+: what changed, old → new$/ })
      .filter({ hasText: `${newEnd} IST` });
    await changes
      .getByRole('row', { name: /^Bid opening date/ })
      .getByText(`${newOpening} IST`)
      .waitFor();
    expectNoViolations(await axeViolations(page), 'DirectPurchasefullview (with the corrigendum)');

    await page.goto(page.url().replace('/en/', '/asm/'));
    await page
      .getByRole('table', { name: /^সংশোধনী \d+: কি সলনি হ’ল, পুৰণি → নতুন$/ })
      .filter({ hasText: `${newEnd} IST` })
      .getByRole('row', { name: /^বিড দাখিলৰ সমাপ্তি/ })
      .waitFor();
    expectNoViolations(await axeViolations(page), 'DirectPurchasefullview in Assamese');

    await page.goto(permalink.replace('/en/', '/asm/'));
    await page.getByRole('heading', { name: 'কি সলনি হ’ল' }).waitFor();
    await page
      .getByRole('row', { name: /^বিড দাখিলৰ সমাপ্তি/ })
      .getByText(`${newEnd} IST`)
      .waitFor();
    expectNoViolations(await axeViolations(page), 'DirectPurchaseCarrigendumfullview in Assamese');
    await visitor.close();
  }, 240_000);
});
