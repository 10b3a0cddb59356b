import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushBulkReport, PushResult } from '../../src/common/api/opendata.ts';
import { demoPassword } from '../../src/server/modules/users/index.ts';
import {
  axeViolations,
  baseURL,
  expectNoViolations,
  launchBrowser,
  newContext,
  waitForPage,
} from './browser.ts';
import { randomStamp } from './epublish-steps.ts';

/**
 * Issue #32 item 1 "done when", in a real browser against the real portal: the demo REST-type
 * XML user pushes a tender as XML, the demo bulk-type XML user uploads an XML file (one good
 * tender, one refused and reported by its element); both appear in `latestactivetenders` for a
 * visitor in a fresh browser; a second version of the REST tender shows, on its full view, a
 * corrigendum with what changed.
 */
describe('push API in XML: REST and bulk file, seen by a visitor (issue #32 item 1)', () => {
  let browser: Browser;
  const stamp = randomStamp('xmlp');
  const ns = 'https://spp.assam.gov.in/schema/push/1';
  let orgUnitId = 0;
  const tokens: Record<string, string> = {};
  // Fixed for the test: a second version differs only where it says so.
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const at = (days: number) => new Date(now + days * 86_400_000).toISOString();
  const tenderXml = (n: number, title: string, extra: Record<string, string | number> = {}, root = true) => {
    const fields: Record<string, string | number> = {
      source: 'eprocure',
      sourcePortal: 'GePNIC Assam (assamtenders.gov.in)',
      tenderId: `2026_${stamp}_${n}`,
      version: 1,
      orgUnitId,
      referenceNo: `XML/${stamp}/${n}`,
      title,
      tenderType: 'Open Tender',
      category: 'Works',
      publishedAt: new Date(now - 60_000).toISOString(),
      closingAt: at(10),
      openingAt: at(11),
      valueInr: 1_250_000,
      location: 'Jorhat',
      ...extra,
    };
    const body = Object.entries(fields)
      .map(([k, v]) => `<${k}>${v}</${k}>`)
      .join('');
    return `<tender${root ? ` xmlns="${ns}"` : ''}>${body}</tender>`;
  };
  const post = async (path: string, user: string, body: string) => {
    const res = await fetch(`${baseURL()}/api/v1/push/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/xml' },
      body,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    for (const user of ['xmlrest.demo', 'xmlbulk.demo']) {
      const res = await fetch(`${baseURL()}/api/v1/push/tokens`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${user}:${demoPassword}`).toString('base64')}` },
      });
      tokens[user] = ((await res.json()) as { token: string }).token;
    }
    const units = (await (
      await fetch(`${baseURL()}/api/v1/org-units?q=${encodeURIComponent('Directorate of Accounts')}`)
    ).json()) as { id: number; name: string }[];
    orgUnitId = units.find((u) => u.name === 'Directorate of Accounts and Treasuries')!.id;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('an XML push and a bulk file appear in latestactivetenders; a new version shows what changed', async () => {
    const rest = (await post(
      'tenders',
      'xmlrest.demo',
      tenderXml(1, `Desilting of the ${stamp} drain, pushed as XML`),
    )) as PushResult;
    expect(rest.outcome).toBe('created');
    const file = `<?xml version="1.0" encoding="UTF-8"?>\n<push xmlns="${ns}">\n${tenderXml(2, `Repair of the ${stamp} sluice gate, from a bulk file`, {}, false)}\n${tenderXml(3, `Refused ${stamp} tender`, { openingAt: at(5) }, false)}\n</push>\n`;
    const report = (await post('bulk', 'xmlbulk.demo', file)) as PushBulkReport;
    expect(report).toMatchObject({ items: 2, created: 1, refusedCount: 1 });
    expect(report.refused[0]!.errors).toEqual([
      { path: '/push/tender[2]/openingAt', message: 'opendata:validation.push.openingBeforeClosing' },
    ]);

    // A visitor in a fresh browser (no session, no cache) finds both, and not the refused one.
    const visitor = await newContext(browser);
    const page = await visitor.newPage();
    await page.goto(`/en/latestactivetenders?q=${stamp}`);
    await waitForPage(page);
    await page.getByText(`Desilting of the ${stamp} drain, pushed as XML`).first().waitFor();
    await page.getByText(`Repair of the ${stamp} sluice gate, from a bulk file`).first().waitFor();
    expect(await page.getByText(`Refused ${stamp} tender`).count()).toBe(0);
    expectNoViolations(await axeViolations(page), 'latestactivetenders (pushed tenders)');

    // Version 2 of the REST tender: a higher value; its full view shows the corrigendum, old → new.
    const updated = (await post(
      'tenders',
      'xmlrest.demo',
      tenderXml(1, `Desilting of the ${stamp} drain, pushed as XML`, { version: 2, valueInr: 1_400_000 }),
    )) as PushResult;
    expect(updated.outcome).toBe('updated');
    expect(updated.corrigendum!.changes).toEqual([
      { field: 'estimatedValue', old: '1250000', new: '1400000' },
    ]);
    await page.goto(new URL(updated.url).pathname + new URL(updated.url).search);
    await waitForPage(page);
    await page.getByRole('table', { name: /^Corrigendum 1: what changed, old → new$/ }).waitFor();
    await visitor.close();
  }, 180_000);
});
