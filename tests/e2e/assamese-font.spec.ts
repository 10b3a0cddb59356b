import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/server/modules/users/index.ts';
import { launchBrowser, logInThroughForm, newContext, waitForPage } from './browser.ts';

/**
 * Issue #14 item 7: the test browser has no Bengali-script font of its own, so without the
 * portal's font every Assamese word is an empty box (and axe does not notice). These checks
 * fail when an Assamese page renders without Noto Sans Bengali loaded, when text on screen is
 * drawn in a system font's boxes although the font has loaded, or when an English page pays
 * for it.
 */

/** Delays the font files, as a slow phone network does, so the shell renders before they arrive. */
async function slowFonts(page: Page) {
  await page.route('**/*.woff2', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
}

type Drawn = {
  text: string;
  weight: string;
  webFontGlyphs: number;
  systemGlyphs: number;
  nonBengali: number;
};

/**
 * What Chromium actually drew an element's text with (DevTools' platform fonts of the node):
 * glyphs from the portal's web font and glyphs from system fonts. The test browser has no
 * Bengali font, so a Bengali letter drawn by a system font is an empty box.
 */
async function drawnWith(page: Page, selector: string): Promise<Drawn> {
  const element = page.locator(selector).first();
  await element.waitFor({ state: 'visible' });
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    // The element's own text and its descendants' (a sidebar link's label sits in a span):
    // each element that holds text directly, once.
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId, selector: '*' });
    const fonts: { familyName: string; isCustomFont: boolean; glyphCount: number }[] = [];
    for (const id of [nodeId, ...nodeIds]) {
      const { node } = await cdp.send('DOM.describeNode', { nodeId: id, depth: 1 });
      if (!node.children?.some((c) => c.nodeType === 3 && c.nodeValue.trim() !== '')) continue;
      fonts.push(...(await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id })).fonts);
    }
    const text = ((await element.textContent()) ?? '').trim();
    const weight = await element.evaluate((e) => getComputedStyle(e).fontWeight);
    const sum = (custom: boolean) =>
      fonts.filter((f) => f.isCustomFont === custom).reduce((n, f) => n + f.glyphCount, 0);
    return {
      text,
      weight,
      webFontGlyphs: fonts
        .filter((f) => f.isCustomFont && f.familyName === 'Noto Sans Bengali')
        .reduce((n, f) => n + f.glyphCount, 0),
      systemGlyphs: sum(false),
      // Spaces, digits and Latin letters may come from the system font; Bengali letters may not.
      nonBengali: [...text].filter((c) => !/[\u0980-\u09FF]/.test(c)).length,
    };
  } finally {
    await cdp.detach();
  }
}

async function expectRealGlyphs(page: Page, where: Record<string, string>) {
  // The font's style sheet arrives after the first render: wait until both faces have loaded
  // (document.fonts.ready alone can resolve before the sheet is there), then for a frame.
  await page.waitForFunction(
    () =>
      [...document.fonts].filter(
        (f) => f.family.replace(/"/g, '') === 'Noto Sans Bengali' && f.status === 'loaded',
      ).length >= 2,
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  for (const [name, selector] of Object.entries(where)) {
    const drawn = await drawnWith(page, selector);
    const context = `${name} (${selector}) "${drawn.text}" at weight ${drawn.weight}`;
    expect(drawn.text, context).toMatch(/[\u0980-\u09FF]/);
    expect(drawn.webFontGlyphs, `${context}: no glyph from Noto Sans Bengali`).toBeGreaterThan(0);
    expect(
      drawn.systemGlyphs,
      `${context}: Bengali letters drawn as a system font's boxes`,
    ).toBeLessThanOrEqual(drawn.nonBengali);
    // The face for the element's own weight is there (bold headings are not synthesised).
    const faceReady = await page.evaluate(
      ([w, t]) => document.fonts.check(`${w} 16px "Noto Sans Bengali"`, t),
      [drawn.weight, drawn.text] as const,
    );
    expect(faceReady, context).toBe(true);
  }
}

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

  // The bug this guards against: with the font after the system fonts in the stack, the text the
  // app shell put on screen before the font arrived (h1, navigation, footer headings) stayed
  // empty boxes after it had loaded, while labels rendered later were fine.
  it('the heading, top navigation, header button, quick links and footer headings are drawn in it, even when the font arrives late', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await slowFonts(page);
    await page.goto('/asm/about');
    await waitForPage(page);
    await expectRealGlyphs(page, {
      h1: 'h1',
      'top navigation link': 'nav.top-nav a',
      'quick links heading (side navigation)': 'nav.quick-links h2',
      'quick link': 'nav.quick-links a',
      'display settings button (header)': 'header button[aria-haspopup]',
      'footer heading': 'footer h2',
      'body text': 'main p',
    });
  });

  it('a logged-in page draws its heading and sidebar links in it', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await logInThroughForm(page, 'creator.demo', demoPassword, 'asm');
    await page.waitForURL('**/asm/userdashboard');
    await waitForPage(page);
    await slowFonts(page);
    await page.reload();
    await waitForPage(page);
    await expectRealGlyphs(page, {
      h1: 'h1',
      'sidebar link': 'nav.mantine-AppShell-navbar a',
    });
  });

  // Issue #14 item 4: the English header's language button says অসমীয়া; without a Bengali
  // font on the device it was empty boxes. It is drawn with a face of that word's glyphs only.
  it('an English page draws its language button (অসমীয়া) in the portal font, from one small file, even when it arrives late', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    const fonts: { url: string; bytes: number }[] = [];
    page.on('requestfinished', async (request) => {
      if (!request.url().endsWith('.woff2')) return;
      const body = await (await request.response())?.body();
      fonts.push({ url: request.url(), bytes: body?.length ?? 0 });
    });
    await slowFonts(page);
    await page.goto('/en/about');
    await waitForPage(page);
    await page.waitForFunction(() =>
      [...document.fonts].some(
        (f) => f.family.replace(/"/g, '') === 'Portal Assamese Word' && f.status === 'loaded',
      ),
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const drawn = await drawnWith(page, 'header button.language-toggle');
    expect(drawn.text).toBe('অসমীয়া');
    expect(drawn.webFontGlyphs, 'no glyph from the portal font').toBeGreaterThan(0);
    expect(drawn.systemGlyphs, "letters drawn as a system font's boxes").toBe(0);
    await expect.poll(() => fonts.length).toBe(1);
    expect(fonts[0]!.url).toMatch(/assamese-word-700/);
    expect(fonts[0]!.bytes, 'one word, not the whole font').toBeLessThan(3 * 1024);
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
