import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, expectNoViolations, launchBrowser, newContext, waitForPage } from './browser.ts';
import { confirmYes, ist, logIn, pdf } from './epublish-steps.ts';

/**
 * Issue #27 "Done when" in a real browser, against the real server and its demo content: the
 * portal admin uploads an act on contententryform; they cannot decide on it themselves (four
 * eyes); a second admin approves and publishes it through the decision panel; a fresh browser
 * finds it on actrules by keyword and downloads it with the SHA-256 the page shows. The home
 * page shows the demo announcement inside its window and not the one whose window has not begun,
 * in English and Assamese. A testimonial in each language (issue #27 item 7, a content type with
 * a quote in place of the file) goes the same way and shows on the home page of its language.
 * Each page passes axe.
 */
describe('content: write, approve, publish, find and download (issue #27)', () => {
  let browser: Browser;
  const stamp = Date.now().toString(36).toUpperCase();
  const title = `Assam Public Procurement Amendment Rules ${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('the portal admin writes an act with its document; it waits for another admin', async () => {
    const page = await (await newContext(browser)).newPage();
    await logIn(page, 'admin.demo');
    await page.goto('/en/contententryform');
    await waitForPage(page);
    await page.getByRole('combobox', { name: /^Type/ }).selectOption('actRules');
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page
      .getByRole('textbox', { name: /^Description/ })
      .fill('Amendments to the rules under the Act, for the journey test.');
    await page.getByRole('textbox', { name: /^Department/ }).fill('Finance Department');
    await page.getByRole('textbox', { name: /^Document date/ }).fill('01-06-2026');
    await page.getByRole('textbox', { name: /^Keywords/ }).fill(`amendment rules ${stamp}`);
    await page
      .getByLabel(/^Document \(pdf/)
      .setInputFiles({ name: 'amendment-rules.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText('Uploaded: amendment-rules.pdf').waitFor({ timeout: 30_000 });
    expectNoViolations(await axeViolations(page), 'contententryform');
    await page.getByRole('button', { name: 'Save and send for approval' }).click();
    await page.getByRole('status').filter({ hasText: 'waits for approval' }).waitFor({ timeout: 30_000 });
    // Four eyes: its writer is offered nothing on the approval page.
    await page.goto('/en/contententryformapproval');
    await waitForPage(page);
    await page.getByRole('link', { name: title }).click();
    await page.getByText('There is nothing you can do with this document now.').waitFor();
  }, 240_000);

  it('a second admin approves and publishes it in the decision panel', async () => {
    const page = await (await newContext(browser)).newPage();
    await logIn(page, 'checker.demo');
    await page.goto('/en/contententryformapproval');
    await waitForPage(page);
    await page.getByRole('link', { name: title }).click();
    const panel = page.getByRole('region', { name: 'Decision' });
    await panel.getByRole('button', { name: 'Approve' }).waitFor();
    expectNoViolations(await axeViolations(page), 'contententryformapproval');
    await panel.getByRole('button', { name: 'Approve' }).click();
    await confirmYes(page);
    await page
      .getByText('Done. Its status is now: Approved, not yet published.')
      .waitFor({ timeout: 30_000 });
    await panel.getByRole('button', { name: 'Publish' }).click();
    await confirmYes(page);
    await page.getByText('Done. Its status is now: Published.').waitFor({ timeout: 30_000 });
  }, 120_000);

  it('a fresh browser finds it on actrules and downloads it with the SHA-256 shown', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`/en/actrules?q=${stamp}`);
    await waitForPage(page);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.waitFor();
    expectNoViolations(await axeViolations(page), 'actrules');
    const shown = ((await row.locator('code').textContent()) ?? '').trim();
    expect(shown).toMatch(/^[0-9a-f]{64}$/);
    const href = (await row.getByRole('link', { name: title }).getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/api\/v1\/public\/content\/documents\/\d+\/file$/);
    const download = await page.request.get(href);
    expect(download.status()).toBe(200);
    expect(download.headers()['x-content-sha256']).toBe(shown);
    expect(
      createHash('sha256')
        .update(await download.body())
        .digest('hex'),
    ).toBe(shown);

    // The demo Act in Assamese is on the Assamese page; the English one is not.
    await page.goto('/asm/actrules');
    await waitForPage(page);
    await page.getByRole('link', { name: 'অসম ৰাজহুৱা ক্ৰয় আইন, 2017' }).waitFor();
    expect(await page.getByRole('link', { name: title }).count()).toBe(0);
    expectNoViolations(await axeViolations(page), 'actrules (as)');
  }, 120_000);

  it('the home page shows the announcement inside its window only, in the visitor’s language', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/en');
    await waitForPage(page);
    const section = page.getByRole('region', { name: 'Announcements' });
    await section.getByText(/keep your digital signature certificate valid/).waitFor();
    // Approved, but its window begins in ten days.
    expect(await section.getByText(/Training for department creators/).count()).toBe(0);
    // Waiting for approval, inside its window: not shown.
    expect(await section.getByText(/unavailable on Sunday/).count()).toBe(0);
    await page.goto('/asm');
    await waitForPage(page);
    await page
      .getByRole('region', { name: 'ঘোষণা' })
      .getByText(/ডিজিটেল স্বাক্ষৰ প্ৰমাণপত্ৰ/)
      .waitFor();
    await page.goto('/en/announcementdisplay');
    await waitForPage(page);
    await page.getByText(/can now be filed on this portal/).waitFor();
    expectNoViolations(await axeViolations(page), 'announcementdisplay');
  }, 120_000);
  it('a training is created, published by a second admin and cancelled with a reason the public sees', async () => {
    const trainingTitle = `Annual procurement plan training ${stamp}`;
    const writer = await (await newContext(browser)).newPage();
    await logIn(writer, 'admin.demo');
    await writer.goto('/en/trainingcreation');
    await waitForPage(writer);
    await writer.getByRole('textbox', { name: /^Title in English/ }).fill(trainingTitle);
    await writer
      .getByRole('textbox', { name: /^Title in Assamese/ })
      .fill(`বাৰ্ষিক ক্ৰয় পৰিকল্পনাৰ প্ৰশিক্ষণ ${stamp}`);
    await writer.getByRole('textbox', { name: /^Starts/ }).fill('10-12-2030 10:00');
    await writer.getByRole('textbox', { name: /^Ends/ }).fill('10-12-2030 13:00');
    await writer.getByRole('textbox', { name: /^Venue/ }).fill('Conference hall, Janata Bhawan, Dispur');
    expectNoViolations(await axeViolations(writer), 'trainingcreation');
    await writer.getByRole('button', { name: 'Save and send to be published' }).click();
    await writer
      .getByRole('status')
      .filter({ hasText: 'another portal administrator publishes it' })
      .waitFor({ timeout: 30_000 });

    const checker = await (await newContext(browser)).newPage();
    await logIn(checker, 'checker.demo');
    await checker.goto('/en/trainingcontentapproval');
    await waitForPage(checker);
    await checker.getByRole('link', { name: trainingTitle }).click();
    const panel = checker.getByRole('region', { name: 'Decision' });
    await panel.getByRole('button', { name: 'Publish' }).click();
    await confirmYes(checker);
    await checker.getByText('Done. Its status is now: Published.').waitFor({ timeout: 30_000 });

    await writer.goto('/en/canceltraining');
    await waitForPage(writer);
    await writer.getByRole('link', { name: trainingTitle }).click();
    const cancel = writer.getByRole('region', { name: 'Decision' });
    await cancel.getByRole('button', { name: 'Cancel the training' }).click();
    await cancel.getByRole('alert').filter({ hasText: 'Remarks required' }).waitFor();
    await cancel
      .getByRole('textbox', { name: /^Reason for cancelling/ })
      .fill('The hall is needed for the budget session');
    await cancel.getByRole('button', { name: 'Cancel the training' }).click();
    await confirmYes(writer);
    await writer.getByText('Done. Its status is now: Cancelled.').waitFor({ timeout: 30_000 });

    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto('/en/trainings');
    await waitForPage(visitor);
    const card = visitor.getByRole('listitem').filter({ hasText: trainingTitle });
    await card.getByText(/Cancelled on .*: The hall is needed for the budget session/).waitFor();
    expectNoViolations(await axeViolations(visitor), 'trainings');
    // The Assamese page: the training under its Assamese title, with the reason.
    await visitor.goto('/asm/trainings');
    await waitForPage(visitor);
    await visitor
      .getByRole('listitem')
      .filter({ hasText: `বাৰ্ষিক ক্ৰয় পৰিকল্পনাৰ প্ৰশিক্ষণ ${stamp}` })
      .getByText(/The hall is needed for the budget session/)
      .waitFor();
    expectNoViolations(await axeViolations(visitor), 'trainings (as)');
  }, 240_000);

  it('testimonials: an admin writes one in each language, a second admin approves and publishes them, the home page shows each in its language', async () => {
    const today = ist(0, [0, 0]).slice(0, 10);
    const quotes = {
      en: `Our bids go in from the office now, and the portal tells us the moment a corrigendum is out (${stamp}).`,
      as: `এতিয়া অফিচৰ পৰাই বিড দাখিল কৰোঁ, আৰু সংশোধনী ওলোৱাৰ লগে লগে প’ৰ্টেলে জনায় (${stamp})।`,
    };
    const titles = { en: `Bids from the office ${stamp}`, as: `অফিচৰ পৰা বিড ${stamp}` };
    const writer = await (await newContext(browser)).newPage();
    await logIn(writer, 'admin.demo');
    await writer.goto('/en/contententryform');
    await waitForPage(writer);
    for (const lang of ['en', 'as'] as const) {
      await writer.getByRole('combobox', { name: /^Type/ }).selectOption('testimonials');
      await writer.getByRole('textbox', { name: /^Title/ }).fill(titles[lang]);
      await writer.getByRole('radio', { name: lang === 'en' ? 'English' : 'Assamese' }).check();
      await writer.getByRole('textbox', { name: /^Document date/ }).fill(today);
      await writer.getByRole('textbox', { name: /^Quote/ }).fill(quotes[lang]);
      await writer
        .getByRole('textbox', { name: /^Name of the person/ })
        .fill(lang === 'en' ? 'Nilima Gogoi' : 'ৰীতা বৰুৱা');
      await writer
        .getByRole('textbox', { name: /^Designation or organisation/ })
        .fill(lang === 'en' ? 'Proprietor, Dhansiri Builders, Golaghat' : 'স্বত্বাধিকাৰী, লুইত এণ্টাৰপ্ৰাইজ, ডিব্ৰুগড়');
      if (lang === 'en') expectNoViolations(await axeViolations(writer), 'contententryform (testimonial)');
      await writer.getByRole('button', { name: 'Save and send for approval' }).click();
      await writer
        .getByRole('status')
        .filter({ hasText: `“${titles[lang]}” was saved` })
        .waitFor({ timeout: 30_000 });
    }

    const checker = await (await newContext(browser)).newPage();
    await logIn(checker, 'checker.demo');
    for (const lang of ['en', 'as'] as const) {
      await checker.goto('/en/contententryformapproval');
      await waitForPage(checker);
      await checker.getByRole('link', { name: titles[lang] }).click();
      // The body is the quote and the person, not a file.
      await checker.getByText(quotes[lang]).waitFor();
      const panel = checker.getByRole('region', { name: 'Decision' });
      await panel.getByRole('button', { name: 'Approve' }).click();
      await confirmYes(checker);
      await checker
        .getByText('Done. Its status is now: Approved, not yet published.')
        .waitFor({ timeout: 30_000 });
      if (lang === 'en')
        expectNoViolations(await axeViolations(checker), 'contententryformapproval (testimonial)');
      await panel.getByRole('button', { name: 'Publish' }).click();
      await confirmYes(checker);
      await checker.getByText('Done. Its status is now: Published.').waitFor({ timeout: 30_000 });
    }

    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto('/en');
    await waitForPage(visitor);
    const english = visitor.getByRole('region', { name: 'Testimonials' });
    const quote = english.getByRole('figure').filter({ hasText: quotes.en });
    await quote.getByText('Proprietor, Dhansiri Builders, Golaghat').waitFor();
    expect(await english.getByText(quotes.as).count()).toBe(0);
    expectNoViolations(await axeViolations(visitor), 'home (testimonials)');
    await visitor.goto('/asm');
    await waitForPage(visitor);
    const assamese = visitor.getByRole('region', { name: 'অভিমত' });
    await assamese.getByRole('figure').filter({ hasText: quotes.as }).getByText('ৰীতা বৰুৱা').waitFor();
    expect(await assamese.getByText(quotes.en).count()).toBe(0);
    expectNoViolations(await axeViolations(visitor), 'home (as, testimonials)');
  }, 240_000);
});
