import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorrigendumPage } from '../../src/common/api/corrigenda.ts';
import type { TenderPage } from '../../src/common/api/tenders.ts';
import { prefixFromLang } from '../../src/common/i18n/languages.ts';
import { type RouteId, routeCatalogue } from '../../src/common/routes/index.ts';
import { baseURL, launchBrowser, waitForPage } from './browser.ts';

/**
 * The first record the public API lists for `path`. Demo mode loads its data after the portal
 * starts listening (the ePublish items after the imported tenders), so an empty answer is asked
 * again until the demo data is there, for up to two minutes.
 */
async function firstUid(path: string): Promise<string> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await fetch(`${baseURL()}/api/v1/public/${path}`);
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    const uid = ((await res.json()) as TenderPage | CorrigendumPage).items[0]?.uid;
    if (uid) return uid;
    if (Date.now() > deadline) throw new Error(`the demo portal has no record for ${path}`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/**
 * A real demo record for each public page that shows one record (`?id=`): the kind the page
 * shows where the demo data has one (the GeM view a demo GeM bid, issue #32 item 2). A page that says "no record chosen" (data-needs-id) without
 * an entry here fails the sweep, so a new full view cannot slip through unmeasured.
 */
const sampleIds: Partial<Record<RouteId, () => Promise<string>>> = {
  activetendersfullview: () => firstUid('tenders?status=active&source=eprocure&sort=closing&limit=1'),
  gembidsfullview: () => firstUid('tenders?source=gem&limit=1'),
  aocfullview: () => firstUid('tenders?status=awarded&limit=1'),
  DirectPurchasefullview: () => firstUid('tenders?source=epublish&limit=1'),
  // The documents page with an id shows that tender's documents and its source-record link.
  biddingDocuments: () => firstUid('tenders?status=active&source=eprocure&sort=closing&limit=1'),
  corrigendumfullview: () => firstUid('corrigenda?limit=1'),
  DirectPurchaseCarrigendumfullview: () => firstUid('corrigenda?limit=1'),
  // One published demo document (issue #27, decision 043); its id, not a uid.
  textcontentsave: async () => {
    const res = await fetch(`${baseURL()}/api/v1/public/content/documents?type=actRules`);
    const id = ((await res.json()) as { items: { id: number }[] }).items[0]?.id;
    if (!id) throw new Error('the demo portal has no published act');
    return String(id);
  },
};

/** The public pages of the route catalogue (spec §2 anonymous pages), the not-found page aside. */
const publicRoutes = routeCatalogue.filter((r) => r.access === 'anonymous' && r.path !== '*');

/** What sticks out past the right edge, for the failure message. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > width + 1 && getComputedStyle(e).position !== 'fixed')
      // Inside a region that scrolls or clips on its own (a wide table's region) is fine.
      .filter((e) => {
        for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
          if (getComputedStyle(a).overflowX !== 'visible') return false;
        return true;
      })
      // The outermost only: what is inside a wide element adds nothing to the message.
      .filter((e, _, all) => !all.some((o) => o !== e && o.contains(e)))
      .slice(0, 4)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} → ${Math.round(e.getBoundingClientRect().right)} px`,
      );
    return { by: document.documentElement.scrollWidth - width, wide };
  });
}

/**
 * Issue #14 item 4 ("Done when": no sideways scroll on any public page): every public page of
 * the route catalogue, at this width and in both languages, is no wider than the screen (a new
 * public page is measured without anyone listing it). Pages that show one record are measured
 * with a real demo record in them. Spec §2 anonymous pages; quality.md, responsive layout.
 */
export function describeNoSidewaysScroll(width: number) {
  for (const lang of ['en', 'as'] as const) {
    const prefix = prefixFromLang(lang);
    describe(`every public page at ${width} px in ${lang}: no sideways scroll`, () => {
      let browser: Browser;
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        browser = await launchBrowser();
        context = await browser.newContext({ baseURL: baseURL(), viewport: { width, height: 800 } });
        page = await context.newPage();
        // Three hundred page loads on a shared machine: room for a slow one, not a failure.
        page.setDefaultNavigationTimeout(60_000);
      });
      afterAll(async () => {
        await browser?.close();
      });

      it.each(publicRoutes.map((r) => [r.id as RouteId, r.path] as const))(
        '%s',
        async (id, path) => {
          let url = `/${prefix}${path ? `/${path}` : ''}`;
          const sample = sampleIds[id];
          if (sample) {
            url += `?id=${encodeURIComponent(await sample())}`;
          } else {
            await page.goto(url, { waitUntil: 'domcontentloaded' });
            await waitForPage(page);
            expect(
              await page.locator('[data-needs-id]').count(),
              `${url} shows one record: give it a demo record in sampleIds`,
            ).toBe(0);
          }
          await page.goto(url, { waitUntil: 'domcontentloaded' });
          await waitForPage(page);
          // Lists, calendars and full views fill in after their API answers.
          await page.waitForLoadState('networkidle');
          const found = await overflow(page);
          expect(
            found.by,
            `${url} scrolls sideways by ${found.by} px: ${found.wide.join('; ')}`,
          ).toBeLessThanOrEqual(0);
        },
        150_000,
      );
    });
  }
}
