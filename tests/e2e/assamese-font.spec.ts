import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, waitForPage } from './browser.ts';

/**
 * Issue #14 item 7: the test browser has no Bengali-script font of its own, so without the
 * portal's font every Assamese word is an empty box (and axe does not notice). These checks
 * fail when an Assamese page renders without Noto Sans Bengali loaded, or when an English page
 * pays for it.
 */
describe('Assamese pages bring their own Bengali-script font', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an Assamese page has Noto Sans Bengali loaded for its text, regular and bold (headings)', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/asm/about');
    await waitForPage(page);
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        regular: document.fonts.check('16px "Noto Sans Bengali"', 'অসম'),
        bold: document.fonts.check('bold 16px "Noto Sans Bengali"', 'অসম'),
        loaded: [...document.fonts]
          .filter((f) => f.family.replace(/"/g, '') === 'Noto Sans Bengali' && f.status === 'loaded')
          .map((f) => f.weight),
      };
    });
    expect(fonts.regular).toBe(true);
    expect(fonts.bold).toBe(true);
    // The heading's bold face was actually used, not synthesised from the regular one.
    expect(fonts.loaded).toEqual(expect.arrayContaining(['400', '700']));
  });

  it('an English page fetches no Bengali font file', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (/noto-sans-bengali|bengali-font/.test(request.url())) fontRequests.push(request.url());
    });
    await page.goto('/en/about');
    await waitForPage(page);
    await page.evaluate(() => document.fonts.ready);
    expect(fontRequests).toEqual([]);
  });
});
