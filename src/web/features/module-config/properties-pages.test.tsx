import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

const admin = {
  ...testUser,
  roles: ['portal_admin' as const],
  menuGroups: [
    {
      code: 'users',
      name: { en: 'User Management', as: 'ব্যৱহাৰকাৰী ব্যৱস্থাপনা' },
      pages: ['sppmodule', 'sppsubmodule', 'sppmodulefield'],
    },
  ],
};

describe('Properties File pages (spec §2 sppmodule/sppsubmodule/sppmodulefield, §3 Module configuration)', () => {
  it('lists the fields of a sub-module with priority, mandatory flag and status', async () => {
    renderApp('/en/sppmodulefield', { session: admin });
    await findHeading('Properties File: Fields');
    const row = await screen.findByRole('row', { name: /Title/ });
    expect(row).toHaveTextContent('tenderTitle');
    expect(row).toHaveTextContent('20');
    expect(row).toHaveTextContent('Yes');
    expect(row).toHaveTextContent('Shown');
  });

  it('edits a field and sends the version it was loaded with (optimistic lock)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/sppmodulefield', { session: admin });
    await user.click(await screen.findByRole('button', { name: 'Edit Title' }));
    const dialog = await screen.findByRole('dialog');
    const priority = within(dialog).getByLabelText(/^Priority/);
    await user.clear(priority);
    await user.type(priority, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(
        ([url, init]) => String(url).endsWith('/fields/41') && init?.method === 'PUT',
      );
      expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ priority: 5, mandatory: true, version: 3 });
    });
  });

  it('refuses an empty module with the messages of its shared schema, at each field and in the summary, sending nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/sppmodule', { session: admin });
    await screen.findByRole('row', { name: /E-Publish/ });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent('Enter the code');
    expect(within(summary).getByRole('link', { name: 'Enter the code' })).toHaveAttribute('href', '#code');
    // Both names share the message: at each field, and in the summary naming its field.
    expect(within(dialog).getAllByText('Enter the name')).toHaveLength(2);
    expect(within(summary).getAllByRole('link', { name: /^.+: Enter the name$/ })).toHaveLength(2);
    expect(within(dialog).getByLabelText(/^Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).includes('/module-config/') && init?.method === 'POST',
      ),
    ).toBe(false);
  });

  it('shows the modules page in Assamese under its title', async () => {
    renderApp('/asm/sppmodule', { session: admin });
    expect(await screen.findByRole('row', { name: /E-Publish/ })).toHaveTextContent('সক্ৰিয়');
  });
});
