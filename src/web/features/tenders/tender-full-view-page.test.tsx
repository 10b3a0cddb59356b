import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../test/render-app.tsx';

const uid = 'eprocure-2018_WPTBC_6506_1';

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('tender full views at a permalink (spec §2 Tender full view)', () => {
  it('shows organisation chain, critical dates in IST, fees and EMD, covers, payment mode, place and authority, without a session', async () => {
    renderApp(`/en/activetendersfullview?id=${uid}`, { session: null });
    await findHeading('Tender Details');
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Thengal Gaon River Training Golaghat' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const chain = within(section('Organisation')).getAllByRole('listitem');
    expect(chain.map((li) => li.textContent)).toEqual([
      'Welfare of Plain Tribes and Backward Classes',
      'Director - WPT and BC',
      'Thengal Kachari Autonomous Council',
    ]);
    const dates = section('Critical dates');
    expect(within(dates).getByText('Bid submission closing (IST)').nextSibling).toHaveTextContent(
      '29-11-2026 14:00',
    );
    expect(within(dates).getByText('Technical bid opening').nextSibling).toHaveTextContent(
      '29-11-2026 15:00',
    );
    expect(within(dates).getByText('Bid validity').nextSibling).toHaveTextContent('180 days');
    const fees = section('Fees, EMD and value');
    expect(within(fees).getByText('Earnest money deposit (EMD)').nextSibling).toHaveTextContent(
      '₹1,40,000.00',
    );
    expect(within(fees).getByText('Tender fee').nextSibling).toHaveTextContent('₹2,000.00');
    expect(within(fees).getByText('Tender value').nextSibling).toHaveTextContent('₹70,00,000.00');
    expect(within(fees).getByText('Payment mode').nextSibling).toHaveTextContent('Offline');
    expect(within(section('Covers')).getByText('Two covers')).toBeInTheDocument();
    expect(within(section('Work item')).getByText('785621')).toBeInTheDocument();
    expect(within(section('Tender inviting authority')).getByText('Principal Secretary')).toBeInTheDocument();
    expect(within(section('Basic details')).getByText('Construction Works')).toBeInTheDocument();
    expect(within(section('Documents')).getByText(/No documents have been published/)).toBeInTheDocument();
    expect(screen.getByText(/Permanent link to this page/)).toHaveTextContent(
      `/en/activetendersfullview?id=${uid}`,
    );
  });

  it("says which district the work is in and how that was found, and the pincode's district apart (issue #14 item 3)", async () => {
    // 781039 is in Kamrup in the India Post directory; the location says Guwahati (Kamrup Metro).
    renderApp('/en/activetendersfullview?id=eprocure-2021_SNT_22108_1', { session: null });
    const work = await screen.findByRole('region', { name: 'Work item' }, { timeout: 5000 });
    const district = within(work).getByText('District of the work').nextSibling;
    expect(district).toHaveTextContent(
      'Kamrup Metro' +
        'Found from “Guwahati”, a sub-district of Kamrup Metro, in the location.' +
        'The pincode 781039, usually the inviting office’s, is in Kamrup.',
    );
  });

  it('a district found from its name in the location says so, and no pincode sentence when the pincode agrees', async () => {
    renderApp(`/en/activetendersfullview?id=${uid}`, { session: null });
    const work = await screen.findByRole('region', { name: 'Work item' }, { timeout: 5000 });
    expect(within(work).getByText('District of the work').nextSibling).toHaveTextContent(
      /^GolaghatFound from the district name “Golaghat” in the location\.$/,
    );
  });

  it('says the same in Assamese', async () => {
    renderApp('/asm/activetendersfullview?id=eprocure-2021_SNT_22108_1', { session: null });
    const work = await screen.findByRole('region', { name: 'কামৰ বিষয়' }, { timeout: 5000 });
    expect(within(work).getByText('কামৰ জিলা').nextSibling).toHaveTextContent(
      'স্থানত থকা “Guwahati”ৰ পৰা নিৰ্ণয় কৰা হৈছে; ই Kamrup Metro জিলাৰ এটা উপ-জিলা।' +
        "পিনক'ড 781039 (সাধাৰণতে নিবিদা আহ্বানকাৰী কাৰ্যালয়ৰ) Kamrup জিলাত।",
    );
  });

  it('prints with the Print button (window.print)', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp(`/en/activetendersfullview?id=${uid}`);
    await user.click(await screen.findByRole('button', { name: 'Print' }, { timeout: 5000 }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('the award-of-contract view adds the contract, the successful bidder and the bids received', async () => {
    renderApp(`/en/aocfullview?id=${uid}`);
    await findHeading('Award of Contract Details');
    const award = await screen.findByRole('region', { name: 'Award of contract' }, { timeout: 5000 });
    expect(within(award).getByText('Contract date').nextSibling).toHaveTextContent('20-03-2024');
    expect(within(award).getByText('Contract value').nextSibling).toHaveTextContent('₹63,00,000.00');
    const winners = within(award).getByRole('table', { name: 'Successful bidder: 1' });
    expect(
      within(winners).getByRole('row', { name: /M\/S STAR CONSTRUCTIONS 33173 ₹63,00,000.00/ }),
    ).toBeVisible();
    const bids = screen.getByRole('table', { name: '2 bids received' });
    expect(
      within(bids).getByRole('row', { name: /Ganesh Neog 33009 27-11-2026 17:26 Rejected-Finance/ }),
    ).toBeVisible();
  });

  it('an unknown id says "Tender not found" instead of failing', async () => {
    renderApp('/en/activetendersfullview?id=eprocure-NO_SUCH_TENDER');
    await findHeading('Tender Details');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tender not found');
    expect(screen.getByRole('link', { name: 'Search the latest active tenders' })).toHaveAttribute(
      'href',
      '/en/latestactivetenders',
    );
  });

  it('without an id the page explains that no tender was chosen', async () => {
    renderApp('/en/gembidsfullview');
    await findHeading('GeM Bid Details');
    expect(await screen.findByRole('alert')).toHaveTextContent('No tender chosen');
  });

  it('biddingDocuments shows the documents section of a tender, with a proper empty state', async () => {
    renderApp(`/en/biddingDocuments?id=${uid}`);
    await findHeading('Standard Bidding Documents');
    expect(
      await screen.findByRole('heading', { name: 'Bidding documents: Thengal Gaon River Training Golaghat' }),
    ).toBeVisible();
    expect(screen.getByText(/No documents have been published for this tender/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the tender' })).toHaveAttribute(
      'href',
      `/en/activetendersfullview?id=${uid}`,
    );
  });

  it('biddingDocuments of an ePublish tender lists its documents with SHA-256 and does not say it has none (issue #24 item 3)', async () => {
    renderApp('/en/biddingDocuments?id=epublish-10');
    const nit = await screen.findByRole('link', { name: 'NIT Jorhat Titabar road (NIT)' }, { timeout: 8000 });
    expect(nit).toHaveAttribute('href', '/api/v1/public/tenders/epublish-10/documents/41');
    expect(screen.getByText(/^a3f1c2d4e5b6/)).toBeInTheDocument();
    expect(screen.queryByText(/No documents have been published/)).toBeNull();
  });

  it('an ePublish tender shows no row for the fields its form never had (spec §3 Tender (offline); issue #24 item 6)', async () => {
    renderApp('/en/DirectPurchasefullview?id=epublish-10');
    const basic = await screen.findByRole('region', { name: 'Basic details' }, { timeout: 8000 });
    expect(within(basic).queryByText('Contract type')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Fees, EMD and value' })).queryByText('Payment mode'),
    ).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Critical dates' })).queryByText('Financial bid opening'),
    ).toBeNull();
    expect(within(basic).getByText('Form of contract')).toBeInTheDocument();
  });

  it('a cancelled tender says so at the top with the reason, and offers no countdown or calendar button (issue #24 item 3)', async () => {
    renderApp('/en/activetendersfullview?id=eprocure-2026_PWRD_77_1');
    const banner = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(banner).toHaveTextContent('This tender has been cancelled: bids are no longer taken');
    expect(banner).toHaveTextContent(
      'Cancelled on 20-11-2026. Reason: The site is under the new flyover project',
    );
    expect(document.querySelector('.closing-label')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('is in Assamese under /asm with the Assamese title and labels', async () => {
    renderApp(`/asm/activetendersfullview?id=${uid}`);
    await findHeading('নিবিদাৰ বিৱৰণ');
    expect(await screen.findByRole('region', { name: 'গুৰুত্বপূৰ্ণ তাৰিখসমূহ' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'প্ৰিণ্ট কৰক' })).toBeInTheDocument();
  });
  it('a GeM bid shows its ministry, department, organisation and quantity, and leaves for GeM only after the §8 confirmation (issue #32 item 2)', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderApp('/en/gembidsfullview?id=gem-GEM-2026-B-6841207', { session: null });
    await findHeading('GeM Bid Details');
    const gem = await screen.findByRole('region', { name: 'GeM bid' }, { timeout: 5000 });
    const value = (label: string) => within(gem).getByText(label).nextSibling;
    expect(value('Ministry / State')).toHaveTextContent('Assam');
    expect(value('Department')).toHaveTextContent('Health and Family Welfare Department');
    expect(value('Organisation')).toHaveTextContent('National Health Mission Assam');
    expect(value('Item category')).toHaveTextContent('Hospital Beds - Semi Fowler (Q2)');
    expect(value('Quantity')).toHaveTextContent('1,200');
    expect(screen.getAllByText(/^Reference number/)[0]).toHaveTextContent('GEM/2026/B/6841207');
    // In the header and again in the Documents section (where the bid's documents are).
    const [link] = screen.getAllByRole('link', { name: /View this bid on GeM/ });
    expect(link!).toHaveAttribute('href', 'https://bidplus.gem.gov.in/showbidDocument/6841207');
    await user.click(link!);
    const dialog = await screen.findByRole('dialog', { name: 'You are leaving this portal' });
    expect(open).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(open).toHaveBeenCalledWith(
      'https://bidplus.gem.gov.in/showbidDocument/6841207',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('a GeM bid in Assamese', async () => {
    renderApp('/asm/gembidsfullview?id=gem-GEM-2026-B-6841207', { session: null });
    const gem = await screen.findByRole('region', { name: 'GeM নিবিদা' }, { timeout: 5000 });
    expect(within(gem).getByText('পৰিমাণ').nextSibling).toHaveTextContent('1,200');
    expect(screen.getAllByRole('link', { name: /GeMত এই নিবিদাখন চাওক/ })[0]).toBeInTheDocument();
  });
});
