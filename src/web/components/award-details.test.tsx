import { render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TenderDetail } from '../../common/api/tenders.ts';
import { i18next } from '../i18n/index.ts';
import { testTenders } from '../test/tenders-stubs.ts';
import { PreferencesProvider } from '../theme/preferences.tsx';
import { AwardDetails } from './award-details.tsx';

const award: NonNullable<TenderDetail['extra']['award']> = {
  bidsReceived: 4,
  bidsAccepted: 3,
  companyName: 'Luit Constructions LLP',
  bidderAddress: null,
  awardedValue: 6_300_000,
  contractNumber: 'PWD/JRT/2026/114',
  validFrom: '2026-11-21',
  validTo: '2027-11-20',
  completionDate: null,
  documents: [{ fileId: 61, title: 'AoC letter' }],
};

const show = (extra: TenderDetail['extra'], documentHref?: (id: number) => string) =>
  render(
    <PreferencesProvider env="test">
      <Suspense fallback="loading">
        <AwardDetails
          tender={{ ...testTenders[0]!, uid: 'epublish-10', extra }}
          documentHref={documentHref}
        />
      </Suspense>
    </PreferencesProvider>,
  );

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('AwardDetails (issue #11 item 4; spec §3 AoC on aocfullview)', () => {
  it('shows the contract number, company, value with Indian grouping and validity dd-mm-yyyy; what is unknown is left out; the letter downloads publicly', async () => {
    show({ award });
    const table = await screen.findByRole('table', { name: 'Contract details' });
    expect(within(table).getByRole('row', { name: /^Contract number/ })).toHaveTextContent(
      'PWD/JRT/2026/114',
    );
    expect(within(table).getByRole('row', { name: /^Awarded value/ })).toHaveTextContent('₹63,00,000.00');
    expect(within(table).getByRole('row', { name: /^Valid from/ })).toHaveTextContent('21-11-2026');
    expect(within(table).queryByRole('row', { name: /^Bidder address/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'AoC letter' })).toHaveAttribute(
      'href',
      '/api/v1/public/tenders/epublish-10/documents/61',
    );
  });

  it('the ePublish preview reads the letter through its own endpoint; in Assamese the labels are Assamese', async () => {
    await i18next.changeLanguage('as');
    show({ award }, (id) => `/api/v1/epublish/awards/2/documents/${id}`);
    const table = await screen.findByRole('table', { name: 'চুক্তিৰ বিৱৰণ' });
    expect(within(table).getByRole('row', { name: /^চুক্তি নম্বৰ/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AoC letter' })).toHaveAttribute(
      'href',
      '/api/v1/epublish/awards/2/documents/61',
    );
  });

  const parties = [
    { name: 'Luit Constructions LLP', qualified: true, reason: null },
    { name: 'Barak Builders', qualified: true, reason: null },
    { name: 'Dikhow Traders', qualified: false, reason: 'Tender fee not paid' },
  ];

  it('spec §3 AoC: the qualified bidders, and those not qualified with their reasons, each in a table that counts them', async () => {
    show({ award: { ...award, parties } });
    const qualified = await screen.findByRole('table', { name: '2 qualified bidders' });
    expect(
      within(qualified)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Bidder', 'Luit Constructions LLP', 'Barak Builders']);
    const notQualified = screen.getByRole('table', { name: '1 bidder not qualified, with the reason' });
    expect(
      within(notQualified).getByRole('row', { name: 'Dikhow Traders Tender fee not paid' }),
    ).toBeInTheDocument();
    // Nobody qualified is listed among those who were not, nor the other way round.
    expect(within(notQualified).queryByText('Barak Builders')).toBeNull();
    expect(within(qualified).queryByText('Dikhow Traders')).toBeNull();
  });

  it('in Assamese the parties’ captions and headings are Assamese', async () => {
    await i18next.changeLanguage('as');
    show({ award: { ...award, parties } });
    await screen.findByRole('table', { name: '2 জন যোগ্য বিডাৰ' });
    const notQualified = screen.getByRole('table', { name: '1 জন অযোগ্য বিডাৰ, কাৰণসহ' });
    expect(within(notQualified).getByRole('columnheader', { name: 'অযোগ্য হোৱাৰ কাৰণ' })).toBeInTheDocument();
  });

  it('an award without parties (or published before they were kept) shows no party table', async () => {
    show({ award: { ...award, parties: [] } });
    await screen.findByRole('table', { name: 'Contract details' });
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('an imported tender without award details shows nothing more', async () => {
    const { container } = show({ award: null });
    // Past the catalogue's loading fallback, the component itself rendered nothing.
    await waitFor(() => expect(container).not.toHaveTextContent('loading'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(container).not.toHaveTextContent('Contract details');
  });
});
