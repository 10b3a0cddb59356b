import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxMessage } from '../../src/common/api/dev-mailbox.ts';
import { csrfCookie, csrfHeader } from '../../src/common/problem.ts';
import { demoPassword } from '../../src/server/modules/users/index.ts';
import {
  answerCaptcha,
  axeViolations,
  baseURL,
  expectNoViolations,
  launchBrowser,
  newContext,
  waitForPage,
} from './browser.ts';
import { logIn, randomStamp } from './epublish-steps.ts';

/**
 * Issue #32 item 6 in a real browser against the real portal (docs/decisions/055): a visitor
 * reading the tender list in Assamese saves its search as an e-mail alert, confirms it from the
 * link in the mail (read from the development mailbox), a new matching tender is pushed, the
 * digest job is run (its development trigger), and the Assamese digest arrives with the new
 * tender only and an unsubscribe link that stops the alert. Axe on every state of the page.
 */
describe('e-mail alerts of a search (issue #32 item 6)', () => {
  let browser: Browser;
  let admin: BrowserContext;
  let adminPage: Page;
  let visitor: Page;
  const stamp = randomStamp('alrt');
  const email = `${stamp}@example.org`;
  let pushToken = '';
  let orgUnitId = 0;

  /** A tender pushed by the demo XML user (the push API of item 1), published now. */
  async function pushTender(n: number, title: string) {
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const res = await fetch(`${baseURL()}/api/v1/push/tenders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${pushToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        source: 'eprocure',
        sourcePortal: 'GePNIC Assam (assamtenders.gov.in)',
        tenderId: `2026_${stamp}_${n}`,
        version: 1,
        orgUnitId,
        referenceNo: `ALERT/${stamp}/${n}`,
        title,
        tenderType: 'Open Tender',
        category: 'Works',
        publishedAt: new Date(Date.now() - 1000).toISOString(),
        closingAt: at(10),
        openingAt: at(11),
        valueInr: 1_250_000,
        location: 'Jorhat',
      }),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
  }

  async function mails(): Promise<MailboxMessage[]> {
    const res = await adminPage.request.get(`/api/v1/dev/mailbox?recipient=${encodeURIComponent(email)}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { items: MailboxMessage[] }).items;
  }

  async function mailMatching(pattern: RegExp): Promise<MailboxMessage> {
    let found: MailboxMessage | undefined;
    await expect
      .poll(
        async () => {
          found = (await mails()).find((m) => pattern.test(m.subject));
          return Boolean(found);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    return found!;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await newContext(browser);
    adminPage = await admin.newPage();
    await logIn(adminPage, 'admin.demo');
    visitor = await (await newContext(browser)).newPage();
    const tokenRes = await fetch(`${baseURL()}/api/v1/push/tokens`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`xmlrest.demo:${demoPassword}`).toString('base64')}` },
    });
    pushToken = ((await tokenRes.json()) as { token: string }).token;
    const units = (await (
      await fetch(`${baseURL()}/api/v1/org-units?q=${encodeURIComponent('Directorate of Accounts')}`)
    ).json()) as { id: number; name: string }[];
    orgUnitId = units.find((u) => u.name === 'Directorate of Accounts and Treasuries')!.id;
    // One matching tender before the alert: it is in the list, but not new to the alert.
    await pushTender(1, `Raising of the ${stamp} embankment, first reach`);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('a visitor saves the search in Assamese, confirms from the mailbox, gets the digest and unsubscribes', async () => {
    await visitor.goto(`/asm/latestactivetenders?q=${stamp}`);
    await waitForPage(visitor);
    await visitor.getByText(`Raising of the ${stamp} embankment`).first().waitFor();
    await visitor.getByRole('link', { name: 'এই সন্ধানৰ ই-মেইল সতৰ্কবাণী' }).click();
    await visitor.waitForURL(`**/asm/searchalerts?q=${stamp}*`);
    await waitForPage(visitor);
    await expect.poll(() => visitor.title()).toMatch(/^সন্ধানৰ ই-মেইল সতৰ্কবাণী/);
    expect(await visitor.getByText(`q: ${stamp}`).count()).toBe(1);
    await answerCaptcha(visitor);
    expectNoViolations(await axeViolations(visitor), 'searchalerts (form, as)');
    await visitor.locator('#email').fill(email);
    // Assamese is chosen already (the page's language).
    expect(await visitor.getByRole('radio', { name: 'অসমীয়া' }).isChecked()).toBe(true);
    await visitor.getByRole('button', { name: 'নিশ্চিতকৰণৰ লিংক পঠিয়াওক' }).click();
    await visitor.getByRole('status').filter({ hasText: email }).waitFor();
    expectNoViolations(await axeViolations(visitor), 'searchalerts (sent, as)');

    // The confirmation mail, in Assamese; its link opens the page with the Confirm button.
    const confirmation = await mailMatching(/ই-মেইল সতৰ্কবাণী নিশ্চিত কৰক/);
    const confirmLink = /(http\S+\/asm\/searchalerts\?confirm=[\w-]+)/.exec(confirmation.body)![1]!;
    await visitor.goto(confirmLink);
    await waitForPage(visitor);
    expectNoViolations(await axeViolations(visitor), 'searchalerts (confirm, as)');
    await visitor.getByRole('button', { name: 'নিশ্চিত কৰক' }).click();
    await visitor.getByRole('status').filter({ hasText: email }).waitFor();
    expectNoViolations(await axeViolations(visitor), 'searchalerts (confirmed, as)');
    // The same link again is refused, in words.
    await visitor.reload();
    await waitForPage(visitor);
    await visitor.getByRole('button', { name: 'নিশ্চিত কৰক' }).click();
    await visitor.getByRole('alert').filter({ hasText: 'ইতিমধ্যে ব্যৱহাৰ কৰা হৈছে' }).waitFor();

    // A new matching tender; the digest runs (the development trigger of the daily job).
    await pushTender(2, `Protection of the ${stamp} embankment, second reach`);
    const csrf = (await admin.cookies()).find((c) => c.name === csrfCookie)!.value;
    const run = await adminPage.request.post('/api/v1/dev/search-alerts/digest', {
      headers: { [csrfHeader]: csrf, 'content-type': 'application/json' },
      data: {},
    });
    expect(run.status(), await run.text()).toBe(200);
    const digest = await mailMatching(/আপোনাৰ সংৰক্ষিত সন্ধানৰ বাবে 1টা নতুন/);
    expect(digest.body).toContain(`Protection of the ${stamp} embankment, second reach`);
    expect(digest.body).not.toContain('first reach');
    expect(digest.body).toMatch(/\/asm\/activetendersfullview\?id=eprocure-2026_/);

    // Its unsubscribe link: the page asks, the button stops the alert.
    const unsubscribeLink = /(http\S+\/asm\/searchalerts\?unsubscribe=[\w-]+)/.exec(digest.body)![1]!;
    await visitor.goto(unsubscribeLink);
    await waitForPage(visitor);
    expectNoViolations(await axeViolations(visitor), 'searchalerts (unsubscribe, as)');
    await visitor.getByRole('button', { name: 'এই ই-মেইলবোৰ বন্ধ কৰক' }).click();
    await visitor.getByRole('status').filter({ hasText: "সতৰ্কবাণী বন্ধ হ'ল" }).waitFor();
    expectNoViolations(await axeViolations(visitor), 'searchalerts (stopped, as)');

    // Stopped: another new tender, another run, no mail.
    await pushTender(3, `Repair of the ${stamp} embankment, third reach`);
    const before = (await mails()).length;
    const again = await adminPage.request.post('/api/v1/dev/search-alerts/digest', {
      headers: { [csrfHeader]: csrf, 'content-type': 'application/json' },
      data: {},
    });
    expect(again.status()).toBe(200);
    expect(await mails()).toHaveLength(before);
  });
});
