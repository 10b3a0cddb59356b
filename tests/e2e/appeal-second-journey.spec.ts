import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, expectNoViolations, launchBrowser, newContext, waitForPage } from './browser.ts';
import { confirmYes, ist, logIn, pdf } from './epublish-steps.ts';

/**
 * Issue #25 "Done when", the rest of the journey in a real browser against the demo appeals:
 * the level I authority fixes the hearing of the admitted demo appeal and disposes of it
 * (dismissed, with a disposal report); the appellant files a second appeal on it, filling every
 * field and uploading the affidavit and PAN card; the level II authority of the chain rejects it;
 * a fresh browser opens it in the public register at its permalink. The appellate authority the
 * masters name for the chain (issue #25 item 1) is shown on the appeal. Each page passes axe.
 */
describe('appeals: hearing, disposal, second appeal, level II decision (issue #25)', () => {
  let browser: Browser;
  let firstId = '';
  let secondId = '';
  let secondReference = '';

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  async function page(loginId?: string): Promise<Page> {
    const p = await (await newContext(browser)).newPage();
    if (loginId) await logIn(p, loginId);
    return p;
  }

  it('the level I authority fixes the hearing of the admitted appeal, then disposes of it with the report', async () => {
    const p = await page('faa.demo');
    // The demo appeals are made after the portal starts: wait for the admitted one.
    const row = p.getByRole('table').getByRole('link').first();
    await expect
      .poll(
        async () => {
          await p.goto('/en/appealfaa?state=approved');
          await waitForPage(p);
          await p.getByRole('table').waitFor();
          return row.count();
        },
        { timeout: 120_000, interval: 3_000 },
      )
      .toBeGreaterThan(0);
    await row.click();
    await p.waitForURL('**/en/approveAppeal?id=*');
    firstId = new URL(p.url()).searchParams.get('id') ?? '';
    const hearing = p.getByRole('group', { name: 'Hearing' });
    await hearing.getByLabel(/^Hearing date and time/).waitFor();
    // The masters' authority of the chain is named on the appeal.
    await p.getByRole('cell', { name: 'Bhaskar Jyoti Sarma' }).waitFor();
    expectNoViolations(await axeViolations(p), 'approveAppeal (admitted)');
    await hearing.getByLabel(/^Hearing date and time/).fill(ist(3, [11, 0]));
    await hearing.getByLabel(/^Place/).fill('Guwahati');
    await hearing.getByLabel(/^Venue/).fill('Conference hall, Janata Bhawan, Dispur');
    await p.getByRole('button', { name: 'Schedule the hearing' }).click();
    await p.getByText('The hearing is scheduled; both parties have been told.').waitFor({ timeout: 30_000 });
    // The authority disposes of it after the hearing, on the page opened again.
    await p.reload();
    await waitForPage(p);
    await p.getByRole('radio', { name: 'Dismissed' }).waitFor();

    await p.getByRole('radio', { name: 'Dismissed' }).check();
    await p
      .getByLabel(/^Disposal report/)
      .setInputFiles({ name: 'disposal.pdf', mimeType: 'application/pdf', buffer: pdf });
    await p.getByText('Uploaded: disposal.pdf').waitFor({ timeout: 30_000 });
    const panel = p.getByRole('region', { name: 'Decision' });
    await panel
      .getByRole('textbox', { name: /^Remarks/ })
      // Spec §5 remarks class: letters, digits, spaces and ( ) . , / & _ - (a ";" is refused).
      .fill('Heard both parties, the evaluation followed the bidding documents');
    await panel.getByRole('button', { name: 'Dispose' }).click();
    await confirmYes(p);
    await p.getByText('Done. The appeal is now: Disposed.').waitFor({ timeout: 30_000 });
  }, 240_000);

  it('the appellant files a second appeal on it, every field filled and both documents uploaded', async () => {
    const p = await page('appeal.demo');
    await p.goto(`/en/appealPreview?id=${firstId}`);
    await waitForPage(p);
    await p.getByRole('link', { name: 'File a second appeal on this appeal' }).click();
    await p.waitForURL('**/en/appealFormSAA?first=*');
    await p.getByRole('button', { name: 'Save and preview' }).waitFor();
    const fill = async (group: string, fields: [RegExp, string][]) => {
      const g = p.getByRole('group', { name: group });
      for (const [label, value] of fields) await g.getByLabel(label).first().fill(value);
    };
    await fill('Appellant', [
      [/^Name/, 'Appeal User'],
      [/^Organisation/, 'Brahmaputra Infra Works'],
      [/^Designation/, 'Partner'],
      [/^Address/, 'GS Road, Guwahati 781005'],
      [/^E-mail/, 'appeal.demo@example.org'],
      [/^Mobile number/, '9864000001'],
    ]);
    await fill('Respondent', [
      [/^Name/, 'Chief Engineer'],
      [/^Organisation/, 'Directorate of Accounts and Treasuries'],
      [/^Designation/, 'Designated appellate officer'],
      [/^Address/, 'Chandmari, Guwahati 781003'],
    ]);
    await fill('Grounds and prayer', [
      [/^Grounds of appeal/, 'The level I order did not consider the experience certificates we filed.'],
      [/^Prayer/, 'Set aside the order and direct a fresh technical evaluation.'],
    ]);
    await fill('Affidavit', [
      [/^Date of issue/, ist(0, [0, 0]).slice(0, 10)],
      [/^Court name/, 'Court of the Chief Judicial Magistrate, Kamrup (Metro)'],
      [/^Notary registration number/, 'NOT/4521/2018'],
      [/^Notary name/, 'Anjali Baruah'],
      [/^Place/, 'Guwahati'],
      [/^Number of documents/, '2'],
    ]);
    const documents = p.getByRole('group', { name: 'Documents' });
    await documents
      .getByLabel(/^Affidavit/)
      .setInputFiles({ name: 'affidavit.pdf', mimeType: 'application/pdf', buffer: pdf });
    await documents
      .getByLabel(/^PAN card/)
      .setInputFiles({ name: 'pan.pdf', mimeType: 'application/pdf', buffer: pdf });
    await documents.getByText('Uploaded: pan.pdf').waitFor({ timeout: 30_000 });
    await documents.getByText('Uploaded: affidavit.pdf').waitFor({ timeout: 30_000 });
    expectNoViolations(await axeViolations(p), 'appealFormSAA');
    await p.getByRole('button', { name: 'Save and preview' }).click();
    await p.waitForURL('**/en/secondAppealPreview?id=*', { timeout: 30_000 });
    secondId = new URL(p.url()).searchParams.get('id') ?? '';
    const consent = p.getByRole('checkbox', { name: /not frivolous or vexatious/ });
    await consent.waitFor();
    expectNoViolations(await axeViolations(p), 'secondAppealPreview');
    await consent.check();
    await p.getByRole('button', { name: 'File the appeal' }).click();
    await confirmYes(p);
    const filed = p.getByRole('status').filter({ hasText: 'The appeal is filed.' });
    await filed.waitFor({ timeout: 30_000 });
    secondReference = /AP2\/\d{4}\/\d{6}/.exec((await filed.textContent()) ?? '')?.[0] ?? '';
    expect(secondReference).not.toBe('');
  }, 240_000);

  it('the level II authority of the chain rejects it with remarks, in Assamese', async () => {
    const p = await page('saa.demo');
    await p.goto(`/asm/approveSecondAppeal?id=${secondId}`);
    await waitForPage(p);
    const panel = p.getByRole('region', { name: 'সিদ্ধান্ত' });
    await panel.getByRole('button', { name: 'নাকচ কৰক' }).waitFor();
    // The masters' level II authority of the chain is named on the appeal.
    await p.getByRole('cell', { name: 'Ritu Bora Choudhury' }).waitFor();
    expectNoViolations(await axeViolations(p), 'approveSecondAppeal (as)');
    await panel
      .getByRole('textbox', { name: /^মন্তব্য/ })
      .fill('প্ৰথম স্তৰৰ আদেশে নিষ্পত্তি কৰা কাৰণৰ বাহিৰে নতুন কোনো কাৰণ নাই');
    await panel.getByRole('button', { name: 'নাকচ কৰক' }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'হয়', exact: true }).click();
    await p.getByText("হ'ল। আপীলটো এতিয়া: নাকচ।").waitFor({ timeout: 30_000 });
  }, 120_000);

  it('a visitor opens the second appeal in the public register at its permalink', async () => {
    const p = await page();
    await p.goto('/en/appeals?outcome=rejected');
    await waitForPage(p);
    const link = p.getByRole('link', { name: secondReference });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/en/appealFullView?id=${secondId}`);
    await p.goto(`/en/appealFullView?id=${secondId}`);
    await waitForPage(p);
    await p
      .getByRole('row', { name: /Outcome/ })
      .getByText('Rejected')
      .waitFor();
    expectNoViolations(await axeViolations(p), 'appealFullView (level II)');
    await p.goto(`/asm/appealFullView?id=${secondId}`);
    await waitForPage(p);
    await p.getByRole('row', { name: /ফলাফল/ }).getByText('নাকচ').waitFor();
    expectNoViolations(await axeViolations(p), 'appealFullView (level II, as)');
  }, 120_000);
});
