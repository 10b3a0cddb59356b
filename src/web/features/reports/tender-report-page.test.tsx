import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render-app.tsx';
import { reportSession } from '../../test/reports-stubs.ts';

const official = reportSession(testUser, [
  'orgwisetenderreport',
  'orgwisedrilldownlevelfive',
  'orgwisedrilldownlevelsix',
  'sourcewisevalueoftenders',
  'sourcewisevalueoftendersdrilldown',
]);

const reportCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/v1/reports/tenders/'));

/** The report's table once its figures are in (its total row drawn). */
const table = async () => {
  await screen.findByRole('rowheader', { name: 'Total' }, { timeout: 8000 });
  return screen.getByRole('table', { name: /rows? and the total/ });
};

describe('tender reports (issue #29): one page kit, filters in the URL, drill-down with a breadcrumb', () => {
  it('orgwisetenderreport drills down one level at a time and back up by the breadcrumb', async () => {
    const { fetchMock } = renderApp('/en/orgwisetenderreport', { session: official });
    const list = await table();
    expect(reportCalls(fetchMock)[0]).toBe('/api/v1/reports/tenders/organisation?interval=thisFy');
    const department = within(list).getByRole('link', { name: 'Public Works Roads Department' });
    // A department (level 4) opens its divisions (level 5) on the level-five page.
    expect(department).toHaveAttribute('href', '/en/orgwisedrilldownlevelfive?interval=thisFy&unit=1');
    // Values in rupees with Indian grouping and in crores; the total row last.
    expect(within(list).getAllByText('₹2,50,00,000.00 (2.50 crore)').length).toBeGreaterThan(0);
    expect(within(list).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    // The chart is an image with a name and a text alternative.
    expect(
      screen.getByRole('img', { name: /Tenders published by Organisation.*Bar chart/ }),
    ).toBeInTheDocument();

    fireEvent.click(department);
    const divisions = await screen.findByRole('link', { name: 'Guwahati Roads Division' }, { timeout: 8000 });
    expect(divisions).toHaveAttribute('href', '/en/orgwisedrilldownlevelsix?interval=thisFy&unit=2');
    const crumbs = screen.getByRole('navigation', { name: 'Organisation levels' });
    expect(within(crumbs).getByRole('link', { name: 'All organisations' })).toHaveAttribute(
      'href',
      '/en/orgwisetenderreport?interval=thisFy',
    );
    fireEvent.click(divisions);
    await screen.findByRole('rowheader', { name: 'Dispur Sub-division' }, { timeout: 8000 });
    const back = within(screen.getByRole('navigation', { name: 'Organisation levels' })).getByRole('link', {
      name: 'Public Works Roads Department',
    });
    expect(back).toHaveAttribute('href', '/en/orgwisedrilldownlevelfive?interval=thisFy&unit=1');
    fireEvent.click(back);
    expect(
      await screen.findByRole('link', { name: 'Guwahati Roads Division' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(reportCalls(fetchMock).at(-1)).toBe('/api/v1/reports/tenders/organisation?interval=thisFy&unit=1');
  });

  it('switching the interval puts it in the URL and asks the server; a custom interval without days is refused in words', async () => {
    const { fetchMock } = renderApp('/en/orgwisetenderreport', { session: official });
    await table();
    fireEvent.change(screen.getByLabelText('Interval'), { target: { value: 'lastFy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect(
      await screen.findByText(/From 01-04-2025 to 31-03-2026\./, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(reportCalls(fetchMock).at(-1)).toBe('/api/v1/reports/tenders/organisation?interval=lastFy');
    fireEvent.change(screen.getByLabelText('Interval'), { target: { value: 'custom' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect((await screen.findAllByText('Enter the first day of the interval.')).length).toBeGreaterThan(0);
  });

  it('a source row of sourcewisevalueoftenders opens its organisation-wise drill-down with the filters kept', async () => {
    renderApp('/en/sourcewisevalueoftenders?interval=lastMonth', { session: official });
    const list = await table();
    expect(within(list).getByRole('link', { name: 'GeM' })).toHaveAttribute(
      'href',
      '/en/sourcewisevalueoftendersdrilldown?interval=lastMonth&source=gem',
    );
    expect(within(list).getByRole('columnheader', { name: 'Value of tenders' })).toBeInTheDocument();
  });

  it('the header counts what waits for the user and links to the dashboard (issue #24 item 7)', async () => {
    renderApp('/en/userdashboard', { session: official });
    const tasks = await screen.findByRole('link', { name: 'Tasks: 3' }, { timeout: 8000 });
    expect(tasks).toHaveAttribute('href', '/en/userdashboard');
    expect(tasks).toHaveAttribute('title', 'Items waiting for your decision or action');
  });

  it('the dashboard shows the figures of the user’s roles, each a link to its list', async () => {
    renderApp('/en/userdashboard', { session: official });
    const link = await screen.findByRole(
      'link',
      { name: /12\s*Tenders published this month/ },
      { timeout: 8000 },
    );
    expect(link).toHaveAttribute('href', '/en/orgwisetenderreport?interval=thisMonth');
    // A queue whose route takes a parameter opens as the menu opens it ({estat} = all): building
    // its link without one threw, and the publisher's welcome page was "Something went wrong".
    expect(screen.getByRole('link', { name: /1\s*Corrigenda waiting/ })).toHaveAttribute(
      'href',
      '/en/directpurchasecorrigendumstatusappruval/all',
    );
  });
});
