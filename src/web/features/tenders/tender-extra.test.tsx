import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

/** The stub's published ePublish tender 10 (epublish-stubs.ts) carries the rest of §3 Tender in `extra`. */
describe('the public full view shows the rest of §3 Tender (issue #11 item 4)', () => {
  it('renders fees with payable to/at and exemptions, bank guarantee, covers with documents, downloads with size and SHA-256, UNSPSC', async () => {
    renderApp('/en/DirectPurchasefullview?id=epublish-10');
    const fees = await screen.findByRole(
      'region',
      { name: 'Fee details, exemptions and bank guarantee' },
      { timeout: 8000 },
    );
    expect(within(fees).getByText('Payable to').nextSibling).toHaveTextContent(
      'Executive Engineer, PWD Roads',
    );
    expect(within(fees).getByText('Payable at').nextSibling).toHaveTextContent('Jorhat');
    expect(within(fees).getByText('EMD exemption allowed').nextSibling).toHaveTextContent('Yes');
    expect(within(fees).getByText('Bank guarantee').nextSibling).toHaveTextContent(
      '3 % of the contract value',
    );
    const dates = screen.getByRole('region', {
      name: 'Document download, clarification and pre-bid meeting',
    });
    expect(within(dates).getByText('Document download start').nextSibling).toHaveTextContent(
      '01-12-2026 10:00',
    );
    const technical = screen.getByRole('table', { name: 'Cover 1: Technical' });
    expect(within(technical).getByRole('columnheader', { name: 'Largest size' })).toHaveAttribute(
      'scope',
      'col',
    );
    expect(within(technical).getByRole('rowheader', { name: 'Technical bid' })).toBeInTheDocument();
    expect(within(technical).getByRole('cell', { name: '5 MB' })).toBeInTheDocument();
    // The tender's own documents are its Documents section, which then does not say it has none
    // (issue #24 item 3: the page contradicted itself).
    const downloads = screen.getByRole('region', { name: 'Documents' });
    expect(within(downloads).queryByText(/No documents have been published/)).toBeNull();
    expect(within(downloads).getByRole('link', { name: 'NIT Jorhat Titabar road (NIT)' })).toHaveAttribute(
      'href',
      '/api/v1/public/tenders/epublish-10/documents/41',
    );
    expect(within(downloads).getByText(/^a3f1c2d4e5b6/)).toBeInTheDocument();
    const unspsc = screen.getByRole('region', { name: 'UNSPSC classification' });
    expect(within(unspsc).getByText('Segment').nextSibling).toHaveTextContent(
      '72000000 — Building and Facility',
    );
    // Only what is known: no terms were given, so no empty "Terms and conditions" section.
    expect(screen.queryByRole('region', { name: 'Terms and conditions' })).toBeNull();
  });
});
