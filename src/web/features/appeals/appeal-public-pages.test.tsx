import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp } from '../../test/render-app.tsx';

const publicCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/v1/public/appeals'))
    .map((url) => url.split('?')[1] ?? '');

describe('the public appeal pages (spec §2 appeals, appealFullView, appeal; issue #25 item 4)', () => {
  it('appeals: the register of decided appeals, with permalinks and disposal reports as links; the outcome filter goes to the server', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/en/appeals');
    await findHeading('Appeals');
    const table = await screen.findByRole('table', { name: '2 decided appeals, page 1' }, { timeout: 8000 });
    const allowed = within(table).getByRole('row', { name: /AP1\/2026\/000031/ });
    expect(within(allowed).getByRole('link', { name: 'AP1/2026/000031' })).toHaveAttribute(
      'href',
      '/en/appealFullView?id=31',
    );
    expect(within(allowed).getByText('Allowed')).toBeInTheDocument();
    expect(within(allowed).getByRole('link', { name: 'disposal-report.pdf (PDF)' })).toHaveAttribute(
      'href',
      '/api/v1/public/appeals/31/documents/950',
    );
    // Parties as organisations: no personal names or contact data.
    expect(within(table).queryByText(/Hemanta|@|98765/)).toBeNull();
    expect(screen.getByRole('link', { name: 'How to appeal under the Act' })).toHaveAttribute(
      'href',
      '/en/appeal',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'rejected');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?outcome=rejected'));
    expect(await screen.findByRole('table', { name: '1 decided appeal, page 1' })).toBeInTheDocument();
    expect(publicCalls(fetchMock)).toContain('outcome=rejected');
  });

  it('appealFullView: one decided appeal at its permalink; an unknown one says so', async () => {
    renderApp('/en/appealFullView?id=31');
    await findHeading('Appeal Details');
    const details = await screen.findByRole('table', {}, { timeout: 8000 });
    expect(within(details).getByRole('row', { name: /Outcome/ })).toHaveTextContent('Allowed');
    expect(within(details).getByRole('row', { name: /Appellant \(organisation\)/ })).toHaveTextContent(
      'Kalita Constructions',
    );
    expect(within(details).getByRole('link', { name: /PWD\/RD\/31\/2026-27/ })).toHaveAttribute(
      'href',
      '/en/activetendersfullview?id=epublish-131',
    );
  });

  it('appealFullView of an appeal that is not public: not found, with the way back to the register', async () => {
    renderApp('/en/appealFullView?id=5');
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Appeal not found');
    expect(screen.getByRole('link', { name: 'All decided appeals' })).toHaveAttribute('href', '/en/appeals');
  });

  it('appeal: how to appeal under section 38, in English and Assamese', async () => {
    renderApp('/en/appeal');
    await findHeading('Appeal under the Assam Public Procurement Act');
    expect(screen.getByText(/within 10 days of the decision, action or omission/)).toBeInTheDocument();
    expect(
      screen.getByText(/twenty lakh rupees or five per cent of the procurement value/),
    ).toBeInTheDocument();
  });

  it('says the register and the guide in Assamese on /asm', async () => {
    renderApp('/asm/appeals');
    expect(
      await screen.findByRole('table', { name: /টা সিদ্ধান্ত হোৱা আপীল/ }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ফলাফল' })).toBeInTheDocument();
  });

  it('the guide in Assamese', async () => {
    renderApp('/asm/appeal');
    await findHeading('অসম ৰাজহুৱা ক্ৰয় আইনৰ অধীনত আপীল');
    expect(screen.getByText(/10 দিনৰ ভিতৰত/)).toBeInTheDocument();
  });
});
