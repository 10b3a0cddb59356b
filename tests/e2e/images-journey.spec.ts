import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  baseURL,
  expectNoViolations,
  launchBrowser,
  layoutShift,
  newContext,
  waitForPage,
} from './browser.ts';
import { confirmYes, ist, logIn } from './epublish-steps.ts';
import { phone } from './slow-phone.ts';

/**
 * Issue #27 item 4 in a real browser, against the real server: a portal admin enters a banner
 * and a gallery photograph on imageupload (real PNG and JPEG files, judged by their bytes and
 * resized on the server); they cannot approve their own (four eyes); a second admin approves
 * both in the decision panel; a fresh browser sees them on the home page and the gallery in
 * English and Assamese with the right alt text, every banner with width and height (no layout
 * shift) and a srcset of WebP copies. Each page passes axe.
 */
describe('images: enter, approve, see on the home page and the gallery (issue #27 item 4)', () => {
  let browser: Browser;
  const stamp = Date.now().toString(36).toUpperCase();
  const banner = { en: `Majuli river island banner ${stamp}`, as: `মাজুলী নদী দ্বীপৰ বেনাৰ ${stamp}` };
  const photo = { en: `Sivasagar Rang Ghar photograph ${stamp}`, as: `শিৱসাগৰৰ ৰংঘৰৰ ফটো ${stamp}` };
  const day = (days: number) => ist(days, [0, 0]).slice(0, 10);

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  async function enter(
    page: Page,
    values: { category: string; en: string; as: string; priority: string },
    file: { name: string; mimeType: string; buffer: Buffer },
  ) {
    await page.goto('/en/imageupload');
    await waitForPage(page);
    await page.getByRole('combobox', { name: /^Category/ }).selectOption(values.category);
    await page.getByRole('textbox', { name: /^Name \(English\)/ }).fill(values.en);
    await page.getByRole('textbox', { name: /^Name \(Assamese\)/ }).fill(values.as);
    await page.getByRole('textbox', { name: /^Display date/ }).fill(day(0));
    await page.getByRole('textbox', { name: /^Valid from/ }).fill(day(-1));
    await page.getByRole('textbox', { name: /^Valid to/ }).fill(day(30));
    await page.getByRole('textbox', { name: /^Location/ }).fill('Majuli');
    await page.getByRole('textbox', { name: /^Priority/ }).fill(values.priority);
    await page.getByLabel(/^Image \(JPEG/).setInputFiles(file);
    // Kept under the kind its bytes showed (rang-ghar.jpg is kept as rang-ghar.jpeg).
    await page.getByText(`Uploaded: ${file.name.replace(/\.\w+$/, '')}`).waitFor({ timeout: 30_000 });
    expectNoViolations(await axeViolations(page), 'imageupload');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: values.en }).waitFor({ timeout: 60_000 });
  }

  it('a portal admin enters a banner and a gallery photograph; a PDF named .png is refused', async () => {
    const page = await (await newContext(browser)).newPage();
    await logIn(page, 'admin.demo');
    await page.goto('/en/imageupload');
    await waitForPage(page);
    await page.getByLabel(/^Image \(JPEG/).setInputFiles({
      name: 'not-a-picture.png',
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    });
    await page.getByText('Upload a file, allowed extension: jpeg/png/webp').waitFor({ timeout: 30_000 });

    const bannerPng = await sharp({
      create: { width: 1800, height: 560, channels: 3, background: { r: 34, g: 110, b: 160 } },
    })
      .png()
      .toBuffer();
    await enter(
      page,
      { category: 'banner', ...banner, priority: '1' },
      { name: 'majuli.png', mimeType: 'image/png', buffer: bannerPng },
    );
    const photoJpeg = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 170, g: 60, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    await enter(
      page,
      { category: 'gallery', ...photo, priority: '1' },
      { name: 'rang-ghar.jpg', mimeType: 'image/jpeg', buffer: photoJpeg },
    );

    // Four eyes: its writer is offered no decision.
    await page.getByRole('link', { name: banner.en }).click();
    await page.getByText('There is no step for you to take on this image.').waitFor();
  }, 240_000);

  it('a second admin approves both in the decision panel', async () => {
    const page = await (await newContext(browser)).newPage();
    await logIn(page, 'checker.demo');
    for (const name of [banner.en, photo.en]) {
      await page.goto('/en/imageupload');
      await waitForPage(page);
      await page.getByRole('link', { name }).click();
      const panel = page.getByRole('region', { name: 'Decision' });
      await panel.getByRole('button', { name: 'Approve' }).waitFor();
      expectNoViolations(await axeViolations(page), 'imageupload decision');
      await panel.getByRole('button', { name: 'Approve' }).click();
      await confirmYes(page);
      await page.getByText('Done. The image is now: Approved.').waitFor({ timeout: 30_000 });
    }
  }, 120_000);

  it('a fresh browser sees them on the home page and the gallery, in English and Assamese', async () => {
    const page = await (await newContext(browser)).newPage();
    for (const [prefix, lang] of [
      ['en', 'en'],
      ['asm', 'as'],
    ] as const) {
      await page.goto(`/${prefix}`);
      await waitForPage(page);
      const img = page.getByRole('img', { name: banner[lang] });
      await img.waitFor();
      expect(await img.getAttribute('width')).toBe('1600');
      expect(await img.getAttribute('height')).toBe('498');
      expect(await img.getAttribute('srcset')).toMatch(/\.webp 480w, .*\.webp 960w, .*\.webp 1600w$/);
      // Every banner keeps its place before it loads (no layout shift).
      const strip = page.getByRole('list', { name: lang === 'en' ? 'Highlights' : 'মুখ্য বিষয়সমূহ' });
      for (const each of await strip.getByRole('img').all()) {
        expect(Number(await each.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(await each.getAttribute('height'))).toBeGreaterThan(0);
      }
      // The copy arrives as WebP, cached for a year.
      const src = (await img.getAttribute('src')) ?? '';
      const copy = await page.request.get(src);
      expect(copy.status()).toBe(200);
      expect(copy.headers()['content-type']).toBe('image/webp');
      expect(copy.headers()['cache-control']).toContain('immutable');
      await page.getByRole('img', { name: photo[lang] }).waitFor();
      expectNoViolations(await axeViolations(page), `home (${lang})`);

      await page.goto(`/${prefix}/gallery`);
      await waitForPage(page);
      const inGallery = page.getByRole('img', { name: photo[lang] });
      await inGallery.waitFor();
      expect(await inGallery.getAttribute('width')).toBe('1200');
      expect(await inGallery.getAttribute('height')).toBe('900');
      // The demo photograph that was refused is never shown.
      expect(await page.getByRole('img', { name: /refused|নাকচ/ }).count()).toBe(0);
      expectNoViolations(await axeViolations(page), `gallery (${lang})`);
    }
  }, 180_000);

  it('the home page does not shift as its images arrive, on a desktop and a phone (CLS 0 from images)', async () => {
    for (const options of [{}, phone]) {
      const context = await browser.newContext({ baseURL: baseURL(), ...options });
      try {
        const page = await context.newPage();
        await page.goto('/en');
        await waitForPage(page);
        await page.waitForFunction(() => {
          const first = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
          return first?.complete && document.fonts.status === 'loaded';
        });
        // The first screen as Lighthouse measures it (the eager banner has arrived).
        const firstScreen = await layoutShift(page);
        expect(firstScreen).toBeLessThan(0.05);
        // From now on, every shift is recorded with what moved.
        await page.evaluate(() => {
          const w = window as unknown as { shifts: string[] };
          w.shifts = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node }[];
            })[])
              if (!e.hadRecentInput)
                w.shifts.push(
                  `${e.value}: ${(e.sources ?? []).map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 160)).join(' | ')}`,
                );
          }).observe({ type: 'layout-shift' });
        });
        // Down to the footer, so the lazy photographs and logos load too.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 50));
          }
        });
        // Every image in the page's column has loaded (banners further along the strip are lazy and
        // load when scrolled to; their width and height keep their place all the same).
        await page.waitForFunction(() =>
          [...document.images]
            .filter(
              (i) => (i.srcset || i.closest('footer')) && i.getBoundingClientRect().left < window.innerWidth,
            )
            .every((i) => i.complete && i.naturalWidth > 0),
        );
        await page.waitForTimeout(500);
        expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
        expect(
          await page.evaluate(
            () =>
              [...document.images].filter((i) => !i.getAttribute('width') || !i.getAttribute('height'))
                .length,
          ),
        ).toBe(0);
      } finally {
        await context.close();
      }
    }
  }, 120_000);
});
