import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

const nodal = {
  ...testUser,
  roles: ['nodal_officer' as const],
  menuGroups: [
    { code: 'users', name: { en: 'User Management', as: 'ব্যৱহাৰকাৰী ব্যৱস্থাপনা' }, pages: ['usercreation'] },
  ],
};

describe('user administration pages (spec §2 userlisteditrole, userstatusupdate)', () => {
  it('lists users with roles, organisation, status and last login (dd-mm-yyyy hh:mm IST)', async () => {
    renderApp('/en/userlisteditrole', { session: nodal });
    await findHeading('List of Users');
    const row = await screen.findByRole('row', { name: /creator\.treasury/ });
    expect(row).toHaveTextContent('Creator');
    expect(row).toHaveTextContent('Treasury');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('20-11-2026 10:05');
    expect(screen.getByRole('table')).toHaveAccessibleName('2 users');
  });

  it('refuses a keyword shorter than 3 characters with the spec message (§5)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/userlisteditrole', { session: nodal });
    await findHeading('List of Users');
    await user.type(screen.getByLabelText(/Keyword/), 'cr');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Keyword should contain minimum of 3 Characters')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('q=cr'))).toBe(false);
  });

  it('asks for remarks before making a user inactive, then sends the change with the version', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/userstatusupdate', { session: nodal });
    await findHeading('User Status Update');
    await user.click(await screen.findByRole('button', { name: 'Change status of creator.treasury' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('every session they have open ends now');
    await user.click(within(dialog).getByRole('button', { name: 'Make inactive' }));
    expect(await within(dialog).findByText('Remarks required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Remarks/), 'Retired on 30-11-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Make inactive' }));
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/users/11/status'));
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({
        status: 0,
        remarks: 'Retired on 30-11-2026',
        version: 4,
      });
    });
  });
});
