import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp } from '../../test/render-app.tsx';
import { dayLink, istToday } from './tender-calendar-page.tsx';

describe('productcategory (spec §2)', () => {
  it('lists every product category with its active tenders, each linking to its tender list', async () => {
    renderApp('/en/productcategory');
    await findHeading('Product Categories');
    const table = await screen.findByRole('table', { name: '9 product categories' }, { timeout: 5000 });
    const row = within(table).getByRole('row', { name: /Civil Works – Roads/ });
    expect(within(row).getByText('198')).toBeInTheDocument();
    expect(within(row).getByRole('link')).toHaveAttribute(
      'href',
      '/en/tendersbyproductcategory?productCategory=Civil+Works+%E2%80%93+Roads',
    );
  });

  it('tendersbyproductcategory takes the category from its URL and lists its active tenders', async () => {
    const { fetchMock } = renderApp('/en/tendersbyproductcategory?productCategory=Consultancy');
    await screen.findByText('Product category: Consultancy.', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(
        '/api/v1/public/tenders?productCategory=Consultancy&status=active',
      ),
    );
  });
});

describe('tendercalendar (spec §2, §9)', () => {
  it('shows a month as a captioned table of days with their closing counts, with previous and next month', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderApp('/en/tendercalendar?month=2026-11');
    await findHeading('Tenders by Closing Day');
    const table = await screen.findByRole(
      'table',
      { name: 'Tenders closing in November 2026: 5 tenders' },
      { timeout: 5000 },
    );
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    expect(within(table).getByRole('link', { name: '4 tenders closing on 03-11-2026' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(
      '/api/v1/public/tenders/calendar?month=2026-11',
    );
    await user.click(screen.getByRole('link', { name: 'Next month' }));
    await waitFor(() => expect(router.state.location.search).toBe('?month=2026-12'));
    await screen.findByRole(
      'table',
      { name: 'Tenders closing in December 2026: 5 tenders' },
      { timeout: 5000 },
    );
    await user.click(screen.getByRole('link', { name: 'Previous month' }));
    await screen.findByRole(
      'table',
      { name: 'Tenders closing in November 2026: 5 tenders' },
      { timeout: 5000 },
    );
    await user.click(screen.getByRole('link', { name: 'Previous month' }));
    await waitFor(() => expect(router.state.location.search).toBe('?month=2026-10'));
  });

  it("a day links to the listing with the API's due-date windows (today, tomorrow, 7, 15, 30 days; past days archived)", () => {
    expect(dayLink('2026-11-22', '2026-11-22')).toEqual({
      route: 'latestactivetenders',
      query: 'closing=today',
    });
    expect(dayLink('2026-11-23', '2026-11-22')).toEqual({
      route: 'latestactivetenders',
      query: 'closing=tomorrow',
    });
    expect(dayLink('2026-11-29', '2026-11-22').query).toBe('closing=7&sort=closing');
    expect(dayLink('2026-12-07', '2026-11-22').query).toBe('closing=15&sort=closing');
    expect(dayLink('2026-12-22', '2026-11-22').query).toBe('closing=30&sort=closing');
    expect(dayLink('2027-01-30', '2026-11-22').query).toBe('sort=closing');
    expect(dayLink('2026-11-01', '2026-11-22')).toEqual({ route: 'archivedtenders', query: 'sort=-closing' });
    // IST: 20:00 UTC on 21 November is already 22 November in Assam.
    expect(istToday(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
  });

  it('is in Assamese under /asm with the Assamese title', async () => {
    renderApp('/asm/tendercalendar?month=2026-11');
    await findHeading('সমাপ্তিৰ দিন অনুসৰি নিবিদা');
    expect(await screen.findByRole('link', { name: 'পিছৰ মাহ' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
