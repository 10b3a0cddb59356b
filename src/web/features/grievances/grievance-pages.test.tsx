import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { grievanceSession } from '../../test/grievances-stubs.ts';
import { renderApp, testUser } from '../../test/render-app.tsx';

const officer = grievanceSession(testUser, ['grievancelist', 'grievancestatusupdate'], ['nodal_officer']);
const complainant = grievanceSession(testUser, ['grievances', 'grievancepreview'], ['grievance_user']);
const wait = { timeout: 8000 };

describe('grievance screens (issue #26): handling list, status update, preview, public pages', () => {
  it('grievancelist: the handling view with each grievance’s age, links to its status page, filters in the URL', async () => {
    const { fetchMock } = renderApp('/en/grievancelist?state=open', { session: officer });
    const list = await screen.findByRole('table', { name: '1 grievance, page 1' }, wait);
    const call = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((u) => u.startsWith('/api/v1/grievances?'))!;
    expect(Object.fromEntries(new URLSearchParams(call.split('?')[1]))).toMatchObject({
      view: 'handling',
      state: 'open',
    });
    const open = within(list).getByRole('row', { name: /GRV\/2026\/000002/ });
    expect(within(open).getByText('12 days')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'GRV/2026/000002' })).toHaveAttribute(
      'href',
      '/en/grievancestatusupdate/2',
    );
    expect(screen.getByRole('group', { name: 'Download the list' })).toBeInTheDocument();
  });

  it('grievancestatusupdate/{id}: the officer opens a submitted grievance on the decision panel', async () => {
    const user = userEvent.setup();
    renderApp('/en/grievancestatusupdate/1', { session: officer });
    const panel = await screen.findByRole('region', { name: 'Action' }, wait);
    expect(within(panel).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /yes|confirm|open/i }));
    expect(await screen.findByText('Done. The grievance is now: Open.', {}, wait)).toBeInTheDocument();
  });

  it('grievancepreview: the complainant reads the officers’ replies on a grievance that is open', async () => {
    renderApp('/en/grievancepreview?id=2', { session: complainant });
    const replies = await screen.findByRole('table', { name: 'Replies of the officers' }, wait);
    expect(within(replies).getByText('The refund order is attached')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('grievances: the complainant’s own list with links to file a grievance or a suggestion', async () => {
    renderApp('/en/grievances', { session: complainant });
    await screen.findByRole('table', { name: /grievances and suggestions, page 1/ }, wait);
    expect(screen.getByRole('link', { name: 'File a grievance' })).toHaveAttribute(
      'href',
      '/en/grievances?kind=grievance',
    );
    expect(screen.getByRole('link', { name: 'Not submitted yet' })).toHaveAttribute(
      'href',
      '/en/grievances?id=4',
    );
  });

  it('grievances?kind=grievance: the §3 form in titled sections, with the evidence upload', async () => {
    renderApp('/en/grievances?kind=grievance', { session: complainant });
    expect(await screen.findByRole('textbox', { name: /Complainant name/ }, wait)).toBeInTheDocument();
    for (const name of ['Complainant', 'Address', 'Contact', 'Grievance details', 'Evidence'])
      expect(screen.getByRole('group', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Postal code/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and Preview' })).toBeInTheDocument();
  });

  it('grievances?id=N: Save and Preview of a changed draft saves it and opens its preview, without the unsaved-page warning', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderApp('/en/grievances?id=4', { session: complainant });
    const title = await screen.findByRole('textbox', { name: /^Title/ }, wait);
    await user.clear(title);
    await user.type(title, 'Bid security not refunded');
    await user.click(screen.getByRole('button', { name: 'Save and Preview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/grievancepreview'), wait);
    expect(router.state.location.search).toBe('?id=4');
    expect(screen.queryByRole('dialog')).toBeNull();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === '/api/v1/grievances/4' && init?.method === 'PUT',
    );
    expect(JSON.parse(String(put?.[1]?.body)).values.title).toBe('Bid security not refunded');
    expect(await screen.findByRole('button', { name: 'Submit' }, wait)).toBeInTheDocument();
  });

  it('grievancestest: the status and replies by number and e-mail, without a session', async () => {
    const user = userEvent.setup();
    renderApp('/en/grievancestest');
    await user.type(
      await screen.findByRole('textbox', { name: /Grievance number/ }, wait),
      'grv/2026/000003',
    );
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'hemanta.kalita@example.org');
    await user.click(screen.getByRole('button', { name: 'Show the status' }));
    const result = await screen.findByRole('region', { name: 'Status of the grievance' }, wait);
    expect(within(result).getByText('Status: Closed')).toBeInTheDocument();
    expect(within(result).getByText(/Bid security refunded/)).toBeInTheDocument();
  });

  it('ChooseGrievance and feedbacklist speak Assamese on /asm', async () => {
    renderApp('/asm/ChooseGrievance');
    expect(await screen.findByRole('link', { name: 'অভিযোগ দাখিল কৰক' }, wait)).toHaveAttribute(
      'href',
      '/asm/grievances?kind=grievance',
    );
    const admin = { ...testUser, roles: ['portal_admin' as const] };
    renderApp('/asm/feedbacklist', { session: admin });
    await waitFor(
      () => expect(screen.getAllByRole('table', { name: /টা মতামত/ }).length).toBeGreaterThan(0),
      wait,
    );
  });
});

describe('grievanceuserregistration (issue #26 item 1): both codes, then the account', () => {
  it('asks for the details with the captcha first', async () => {
    renderApp('/en/grievanceuserregistration');
    expect(await screen.findByRole('textbox', { name: /First name/ }, wait)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the codes' })).toBeInTheDocument();
  });
});
