import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, expectNoViolations, launchBrowser, newContext, waitForPage } from './browser.ts';
import { confirmYes, logIn } from './epublish-steps.ts';

/**
 * Issue #28 in a real browser, against the real server and its demo registers (two versions of
 * each, made at start): the demo administrator uploads a third version of the debarred-bidder
 * list with one firm removed and one changed, confirming §8's replacement; a visitor's debarment
 * search finds a firm whatever its spelling and the corrigendum list shows the differences, in
 * English and Assamese; the AoC form warns when it names a debarred firm. Each page passes axe.
 */
const version3 = {
  rows: [
    {
      registrationNo: 'PWD/REG/2021/0044',
      name: 'M/s. Luit Valley Traders',
      type: 'Partnership Firm',
      debarredFrom: '2026-01-01',
      debarredTo: '2027-12-31',
      reason: 'Forged experience certificate submitted in tender PWD/RD/2025/117.',
      status: 'active',
    },
    {
      registrationNo: 'PWD/REG/2020/0150',
      name: 'Northeast Road Carriers',
      type: 'Partnership Firm',
      debarredFrom: '2025-06-01',
      debarredTo: null,
      reason: 'Abandoned the work of contract PWD/RD/2024/033 without notice.',
      status: 'active',
    },
    {
      registrationNo: 'PHE/REG/2022/0008',
      name: 'Manas Pipes and Fittings',
      type: 'Private Limited Company',
      debarredFrom: '2026-04-01',
      debarredTo: '2030-03-31',
      reason: 'Collusive bidding, term extended again on appeal.',
      status: 'active',
    },
  ],
};

/** Version 3 of the demo registered bidders (version 2 in src/server/modules/bidders/demo.ts):
 * Kamrup Electricals removed, Jorhat Water Solutions raised to Class I. */
const registeredV3 = {
  rows: [
    [
      'PWD/REG/2024/0012',
      'M/s Brahmaputra Infra Builders',
      'Private Limited Company',
      'Class I',
      'Civil Works',
      '2024-04-01',
      '2029-03-31',
      'active',
    ],
    [
      'PWD/REG/2023/0108',
      'Kalita Constructions',
      'Proprietorship',
      'Class I',
      'Roads and Bridges',
      '2023-07-15',
      '2028-07-14',
      'active',
    ],
    [
      'PWD/REG/2021/0044',
      'M/s. Luit Valley Traders',
      'Partnership Firm',
      'Class III',
      'Supply of Materials',
      '2021-06-01',
      '2026-05-31',
      'inactive',
    ],
    [
      'PWD/REG/2025/0007',
      'Dibrugarh Tea Estate Roads Ltd',
      'Public Limited Company',
      'Class I',
      'Roads and Bridges',
      '2025-02-01',
      '2030-01-31',
      'active',
    ],
    [
      'PWD/REG/2026/0019',
      'Jorhat Water Solutions',
      'Private Limited Company',
      'Class I',
      'Water Supply',
      '2026-01-05',
      '2031-01-04',
      'active',
    ],
  ].map(([registrationNo, name, type, klass, category, issueDate, validUpto, status]) => ({
    registrationNo,
    name,
    type,
    class: klass,
    category,
    issueDate,
    validUpto,
    status,
  })),
};

describe('bidder registers: upload a new version, search, corrigendum, AoC warning (issue #28)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('the administrator uploads version 3 of the debarred list after the §8 confirmation; the report says what changed', async () => {
    const page = await (await newContext(browser)).newPage();
    await logIn(page, 'admin.demo');
    await page.goto('/en/debarredbidderupload');
    await waitForPage(page);
    await page.getByText(/the register is version 2 of/).waitFor({ timeout: 60_000 });
    expectNoViolations(await axeViolations(page), 'debarredbidderupload');
    await page.getByLabel(/^Register file \(JSON\)/).setInputFiles({
      name: 'debarred-v3.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(version3, null, 2)),
    });
    await page.getByRole('button', { name: /^Remove/ }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure want to replace the existing data?').waitFor();
    await confirmYes(page);
    const done = page.getByRole('status').filter({ hasText: 'Version 3 is now the register' });
    await done.waitFor({ timeout: 30_000 });
    expect(await done.textContent()).toContain('0 added, 1 removed, 1 changed');
    expectNoViolations(await axeViolations(page), 'debarredbidderupload (done)');
  }, 240_000);

  it('in Assamese, the administrator uploads version 3 of the registered bidders after the §8 confirmation, and the public corrigendum list shows old → new', async () => {
    const page = await (await newContext(browser)).newPage();
    await logIn(page, 'admin.demo');
    await page.goto('/asm/bidderupload');
    await waitForPage(page);
    await page.getByText(/পঞ্জীখন .*ৰ সংস্কৰণ 2/).waitFor({ timeout: 60_000 });
    expectNoViolations(await axeViolations(page), 'bidderupload (as)');
    await page.getByLabel(/^পঞ্জীৰ ফাইল \(JSON\)/).setInputFiles({
      name: 'registered-v3.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(registeredV3, null, 2)),
    });
    await page.getByRole('button', { name: /^আঁতৰাওক/ }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: "আপল'ড কৰক", exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('আপুনি নিশ্চিতনে যে বৰ্তমানৰ তথ্য সলনি কৰিব বিচাৰে?').waitFor();
    await dialog.getByRole('button', { name: 'হয়', exact: true }).click();
    const done = page.getByRole('status').filter({ hasText: 'সংস্কৰণ 3 এতিয়া পঞ্জী' });
    await done.waitFor({ timeout: 30_000 });
    expect(await done.textContent()).toContain('0টা যোগ, 1টা আঁতৰোৱা, 1টা সলনি');
    expectNoViolations(await axeViolations(page), 'bidderupload (as, done)');

    await page.goto('/asm/registeredbiddercorrigendumlist');
    await waitForPage(page);
    const removed = page.getByRole('row', { name: /Kamrup Electricals/ }).first();
    await removed.waitFor({ timeout: 30_000 });
    expect(await removed.textContent()).toContain('আঁতৰোৱা হৈছে');
    const changed = page.getByRole('row', { name: /Jorhat Water Solutions/ }).first();
    expect(await changed.textContent()).toContain('শ্ৰেণী: Class II → Class I');
    expectNoViolations(await axeViolations(page), 'registeredbiddercorrigendumlist (as)');
  }, 240_000);

  it('a visitor finds a debarred firm whatever its spelling, and reads the corrigendum, in English and Assamese', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/en/debarredbidder');
    await waitForPage(page);
    await page
      .getByRole('textbox', { name: 'Firm name or registration number' })
      .fill('m/s MANAS pipes & fittings');
    await page.getByRole('button', { name: 'Check' }).click();
    const verdict = page.getByRole('alert').filter({ hasText: 'Manas Pipes and Fittings is debarred today' });
    await verdict.waitFor({ timeout: 30_000 });
    expect(await verdict.textContent()).toContain('31-03-2030');
    expectNoViolations(await axeViolations(page), 'debarredbidder (search)');

    await page.goto('/en/debarredbiddercorrigendumlist');
    await waitForPage(page);
    const removed = page.getByRole('row', { name: /Golaghat Builders/ }).first();
    await removed.waitFor({ timeout: 30_000 });
    expect(await removed.textContent()).toContain('Removed');
    const changed = page.getByRole('row', { name: /Manas Pipes and Fittings/ }).first();
    expect(await changed.textContent()).toContain('Debarred To: 31-03-2029 → 31-03-2030');
    expectNoViolations(await axeViolations(page), 'debarredbiddercorrigendumlist');

    await page.goto('/asm/debarredbidder?firm=PHE%2FREG%2F2022%2F0008');
    await waitForPage(page);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Manas Pipes and Fittings' })
      .waitFor({ timeout: 30_000 });
    expectNoViolations(await axeViolations(page), 'debarredbidder (as)');
  }, 240_000);

  it('the AoC form warns when it names a firm debarred on the award date', async () => {
    const page = await (await newContext(browser)).newPage();
    await logIn(page, 'creator.demo');
    await page.goto('/en/createaoc');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Save as Draft' }).waitFor();
    const box = (name: RegExp) => page.getByRole('textbox', { name });
    await box(/^Company name/).fill('M/S NORTHEAST ROAD CARRIERS.');
    await box(/^Contract date/).fill('24-11-2026');
    const warning = page.getByRole('alert').filter({ hasText: 'The bidder is debarred on the award date' });
    await warning.waitFor({ timeout: 30_000 });
    expect(await warning.textContent()).toContain('Directorate of Accounts and Treasuries');
    expectNoViolations(await axeViolations(page), 'createaoc (debarred bidder)');

    // The same warning in Assamese.
    await page.goto('/asm/createaoc');
    await waitForPage(page);
    await page.getByRole('button', { name: 'খচৰা হিচাপে ছেভ কৰক' }).waitFor();
    await box(/^কোম্পানীৰ নাম/).fill('m/s northeast road carriers');
    await box(/^চুক্তিৰ তাৰিখ/).fill('24-11-2026');
    await page
      .getByRole('alert')
      .filter({ hasText: 'বঁটাৰ তাৰিখত নিবিদাকাৰীজনৰ ওপৰত নিষেধাজ্ঞা আছে' })
      .waitFor({ timeout: 30_000 });
    expectNoViolations(await axeViolations(page), 'createaoc (as, debarred bidder)');
  }, 240_000);
});
