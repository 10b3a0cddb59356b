import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

const admin = {
  ...testUser,
  roles: ['portal_admin' as const],
  menuGroups: [
    { code: 'users', name: { en: 'User Management', as: 'ব্যৱহাৰকাৰী ব্যৱস্থাপনা' }, pages: ['rolemaster'] },
  ],
};

describe('role administration pages (spec §2 rolemaster, rolemasterupdate, menuAuth)', () => {
  it('lists roles with their flags in a captioned table, with edit and menu links', async () => {
    renderApp('/en/rolemaster', { session: admin });
    await findHeading('Role Master');
    const table = await screen.findByRole('table', { name: /Roles, with what each requires/ });
    const row = within(table).getByRole('row', { name: /Creator/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['No', 'Yes', 'No', '2', 'EditMenus']);
    expect(within(row).getByRole('link', { name: 'Edit Creator' })).toHaveAttribute(
      'href',
      '/en/rolemasterupdate/5',
    );
    expect(within(row).getByRole('link', { name: 'Menus of Creator' })).toHaveAttribute(
      'href',
      '/en/menuAuth?role=5',
    );
  });

  it('saves a role and confirms it (the 409 on a stale version is proven by the API test)', async () => {
    const user = userEvent.setup();
    renderApp('/en/rolemasterupdate/5', { session: admin });
    await findHeading('Role Master Update');
    const name = await screen.findByLabelText(/Role name \(English\)/);
    await user.clear(name);
    await user.type(name, 'Tender Creator');
    await user.click(screen.getByRole('checkbox', { name: 'Payment capture' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });

  it('refuses an empty role name with the field message', async () => {
    const user = userEvent.setup();
    renderApp('/en/rolemasterupdate/5', { session: admin });
    const name = await screen.findByLabelText(/Role name \(English\)/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the role name');
  });

  it('asks the spec §8 question before replacing a role’s menus', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/menuAuth?role=5', { session: admin });
    await findHeading('Menu Authorization');
    const create = await screen.findByRole('checkbox', { name: 'Create Tender' });
    await user.click(create);
    await user.click(screen.getByRole('button', { name: 'Save menu authorisation' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure want to replace the existing data?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(
        ([url, init]) => String(url).endsWith('/roles/5/menus') && init?.method === 'PUT',
      );
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({
        pages: ['directpurchase', 'createTender'],
        version: 3,
      });
    });
  });
});
