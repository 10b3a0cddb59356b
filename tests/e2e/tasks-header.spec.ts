import { describe, expect, it } from 'vitest';
import { axeViolations, expectNoViolations, newContext, sharedBrowser, waitForPage } from './browser.ts';
import { logIn } from './epublish-steps.ts';

/**
 * Issue #24 item 7 ("Tasks and notices"), done-when: the demo has pending items that show in the
 * header counts of publisher.demo and creator.demo. The header's count links to the dashboard,
 * whose figure opens the queue; in English and Assamese, axe clean.
 */
describe('the header counts what waits for the signed-in user (issue #24 item 7)', () => {
  const browser = sharedBrowser();

  const countOf = (text: string | null) => Number(/(\d+)/.exec(text ?? '')?.[1] ?? Number.NaN);

  it('publisher.demo sees the tenders waiting for publishing counted in the header, and reaches the queue', async () => {
    const page = await (await newContext(browser())).newPage();
    await logIn(page, 'publisher.demo');
    const tasks = page.getByRole('link', { name: /^Tasks: \d+$/ });
    await tasks.waitFor({ timeout: 30_000 });
    expect(countOf(await tasks.textContent())).toBeGreaterThanOrEqual(1);
    expect(await tasks.getAttribute('href')).toBe('/en/userdashboard');
    expectNoViolations(await axeViolations(page), 'userdashboard with tasks (publisher)');
    await page.getByRole('link', { name: /Tenders waiting for publishing/ }).click();
    await page.waitForURL('**/en/directpurchasestatusappruval');
  }, 240_000);

  it('creator.demo sees the tender returned to them counted in the Assamese header', async () => {
    const page = await (await newContext(browser())).newPage();
    await logIn(page, 'creator.demo');
    await page.goto('/asm/userdashboard');
    await waitForPage(page);
    const tasks = page.getByRole('link', { name: /^কাম: \d+$/ });
    await tasks.waitFor({ timeout: 30_000 });
    expect(countOf(await tasks.textContent())).toBeGreaterThanOrEqual(1);
    await page.getByRole('link', { name: /আপোনালৈ ঘূৰাই পঠোৱা নিবিদা/ }).waitFor();
    expectNoViolations(await axeViolations(page), 'userdashboard with tasks (creator, as)');
  }, 240_000);
});
