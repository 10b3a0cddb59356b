import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

// The stub tender (tenders-stubs.ts) closes 29-11-2026 14:00 IST and opens at 15:00 IST.
const uid = 'eprocure-2018_WPTBC_6506_1';
const at = (istTime: string) => vi.setSystemTime(new Date(`${istTime}+05:30`));

async function keyFacts(url = `/en/activetendersfullview?id=${uid}`) {
  renderApp(url);
  return screen.findByRole('region', { name: /Key facts|মূল তথ্য/ }, { timeout: 5000 });
}
const fact = (box: HTMLElement, label: string) => within(box).getByText(label).nextSibling as HTMLElement;

describe('a bidder acts on a tender from its full view (issue #14 items 1, 2, 5)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("leads with the key facts: closing with time left, opening, value, EMD, fee, source and the source's Tender ID", async () => {
    // Only Date is faked: timers stay real so the page's requests and effects still run.
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-11-29T11:00:00');
    const box = await keyFacts();
    expect(fact(box, 'Bid submission closing (IST)')).toHaveTextContent('29-11-2026 14:00 Closes in 3 h');
    expect(fact(box, 'Technical bid opening')).toHaveTextContent('29-11-2026 15:00');
    expect(fact(box, 'Tender value')).toHaveTextContent('₹70,00,000.00');
    expect(fact(box, 'Earnest money deposit (EMD)')).toHaveTextContent('₹1,40,000.00');
    expect(fact(box, 'Tender fee')).toHaveTextContent('₹2,000.00');
    expect(fact(box, 'Portal category')).toHaveTextContent('e-procure');
    // The source's id, never the portal's internal key (eprocure-…).
    expect(fact(box, 'Tender ID')).toHaveTextContent('2018_WPTBC_6506_1');
    expect(fact(box, 'Tender ID')).not.toHaveTextContent('eprocure-');
    expect(
      within(screen.getByRole('region', { name: 'Basic details' })).getByText('Tender ID').nextSibling,
    ).toHaveTextContent(/^2018_WPTBC_6506_1$/);
    // The key facts come before every other section of the page.
    const regions = screen.getAllByRole('region');
    expect(regions[0]).toBe(box);
  });

  it('says "Closes tomorrow", "Closes in 4 days" and "Closed" as the deadline nears and passes (IST days)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-11-28T09:00:00');
    let box = await keyFacts();
    expect(within(box).getByText('Closes tomorrow')).toBeVisible();
    document.body.innerHTML = '';
    at('2026-11-25T09:00:00');
    box = await keyFacts();
    expect(within(box).getByText('Closes in 4 days')).toBeVisible();
    document.body.innerHTML = '';
    at('2026-11-29T14:00:00');
    box = await keyFacts();
    expect(within(box).getByText('Closed')).toBeVisible();
  });

  it('in Assamese, with the Assamese time left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-11-29T11:00:00');
    const box = await keyFacts(`/asm/activetendersfullview?id=${uid}`);
    expect(within(box).getByText("3 ঘণ্টাত বন্ধ হ'ব")).toBeVisible();
  });

  it('links to the source portal only through the spec §8 confirmation, with the Tender ID to search for', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await keyFacts();
    const link = screen.getAllByRole('link', {
      name: /Open the tender search of the Assam e-procurement portal/,
    })[0]!;
    expect(link).toHaveAttribute(
      'href',
      'https://assamtenders.gov.in/nicgep/app?page=FrontEndAdvancedSearch&service=page',
    );
    expect(link.parentElement).toHaveTextContent('search there for Tender ID 2018_WPTBC_6506_1');
    await user.click(link);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You are being redirected to an external website.');
    expect(open).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(open).toHaveBeenCalledWith(
      'https://assamtenders.gov.in/nicgep/app?page=FrontEndAdvancedSearch&service=page',
      '_blank',
      'noopener,noreferrer',
    );
    // "Bidding documents" leads to the same record.
    expect(
      within(screen.getByRole('region', { name: 'Documents' })).getByRole('link', {
        name: /Open the tender search of the Assam e-procurement portal/,
      }),
    ).toBeInTheDocument();
  });

  it('copies the Tender ID, and shares the permalink by copying it where the Web Share API is missing', async () => {
    const user = userEvent.setup();
    await keyFacts();
    await user.click(screen.getByRole('button', { name: 'Copy Tender ID' }));
    expect(await navigator.clipboard.readText()).toBe('2018_WPTBC_6506_1');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toMatch(
        /\/en\/activetendersfullview\?id=eprocure-2018_WPTBC_6506_1$/,
      ),
    );
    expect(await screen.findByText('Link to this tender copied')).toBeInTheDocument();
  });

  it('shares through the Web Share API where the phone has one', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    await keyFacts();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Thengal Gaon River Training Golaghat',
      url: expect.stringMatching(/\/en\/activetendersfullview\?id=eprocure-2018_WPTBC_6506_1$/),
    });
  });

  it('links the server’s calendar file and the OCDS record of the tender (issue #32)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-11-25T09:00:00');
    await keyFacts();
    const calendar = screen.getByRole('link', { name: 'Add the deadlines to my calendar (.ics)' });
    expect(calendar).toHaveAttribute('href', '/api/v1/calendar/tenders/eprocure-2018_WPTBC_6506_1.ics');
    expect(calendar).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Open data (OCDS)' })).toHaveAttribute(
      'href',
      '/api/v1/ocds/records/ocds-asspp1-eprocure-2018_WPTBC_6506_1',
    );
  });
});
