import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

const admin = {
  ...testUser,
  roles: ['portal_admin' as const],
  menuGroups: [
    {
      code: 'masters',
      name: { en: 'Master Management', as: 'মাষ্টাৰ ব্যৱস্থাপনা' },
      pages: ['masterentrylevelone', 'mastermodifylevelone'],
    },
  ],
};

const bodyOf = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], suffix: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => String(url).endsWith(suffix) && init?.method === 'POST',
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('organisation master pages (spec §2 masterentrylevel…, §4 approvals, §5 messages)', () => {
  it('lists the level with short codes, parent chain and approval, and the proposals waiting', async () => {
    renderApp('/en/masterentrylevelone', { session: admin });
    await findHeading('Ministry/Secretariat');
    const row = await screen.findByRole('row', { name: /Public Health Engineering Department/ });
    expect(row).toHaveTextContent('PHED');
    expect(row).toHaveTextContent('Top level');
    expect(row).toHaveTextContent('Approved');
    const pending = await screen.findByRole('row', { name: /Department of Fisheries/ });
    expect(pending).toHaveTextContent('Sent to approval');
    expect(pending).toHaveTextContent('Portal Administrator (admin.demo)');
  });

  it('refuses a keyword shorter than 3 characters with the spec message, without calling the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/masterentrylevelone', { session: admin });
    await findHeading('Ministry/Secretariat');
    await user.type(screen.getByLabelText(/Keyword/), 'ph');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Keyword should contain minimum of 3 Characters')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('q=ph'))).toBe(false);
  });

  it('shows "No Records Found" when a search finds nothing', async () => {
    renderApp('/en/masterentrylevelone?q=zzzz', { session: admin });
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
  });

  it('names a duplicate short code clearly in the error summary and at the field', async () => {
    const user = userEvent.setup();
    renderApp('/en/masterentrylevelone', { session: admin });
    await findHeading('Ministry/Secretariat');
    await user.click(screen.getByRole('button', { name: 'Send to approval' }));
    expect(await screen.findAllByText('Enter the name')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^Name/), 'Another PHED');
    await user.type(screen.getByLabelText(/^Short code/), 'phed');
    await user.click(screen.getByRole('button', { name: 'Send to approval' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('This short code is already used by another unit; choose another');
    expect(within(summary).getByRole('link')).toHaveAttribute('href', '#shortCode');
  });

  it('sends a new unit to approval and says another administrator decides it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/masterentrylevelone', { session: admin });
    await findHeading('Ministry/Secretariat');
    await user.type(screen.getByLabelText(/^Name/), '  Department of  Fisheries ');
    await user.type(screen.getByLabelText(/^Short code/), 'fish');
    await user.click(screen.getByRole('button', { name: 'Send to approval' }));
    expect(await screen.findByText(/Another administrator approves or rejects it/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/masters/organisation/1/units')).toMatchObject({
      parentId: null,
      name: 'Department of Fisheries',
      shortCode: 'FISH',
      status: 1,
      visible: true,
    });
  });

  it('rejecting needs remarks (Remarks required); approving sends the proposal version', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/masterentrylevelone', { session: admin });
    await user.click(await screen.findByRole('button', { name: 'Reject Department of Fisheries' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    // The shared decision panel: the error summary names it and the field says it.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Remarks required');
    expect(within(dialog).getByRole('textbox')).toHaveAccessibleDescription(/Remarks required/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Approve Department of Fisheries' }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Once submited can't be reverted");
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(bodyOf(fetchMock, '/changes/31/approve')).toEqual({ version: 1 }));
    expect(await screen.findByText('Approved: the unit is in force.')).toBeInTheDocument();
    // The decided proposal leaves the queue; the outcome stays on screen once the list is empty.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Approve Department of Fisheries' })).toBeNull(),
    );
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Approved: the unit is in force.');
  });

  it("the unit's name takes only the keys its schema's class allows (spec §5 key-press filters)", async () => {
    const user = userEvent.setup();
    renderApp('/en/masterentrylevelone', { session: admin });
    await findHeading('Ministry/Secretariat');
    const name = screen.getByLabelText(/^Name/);
    await user.type(name, 'Fisheries@');
    expect(name).toHaveValue('Fisheries');
    expect(
      screen.getByText('Only letters, digits, spaces and ( ) . , / & _ - are allowed'),
    ).toBeInTheDocument();
  });

  it('a proposal queue that fails to load says why and offers Retry (spec §8), instead of leaving the section out', async () => {
    const user = userEvent.setup();
    renderApp('/en/masterentryleveltwo', {
      session: { ...admin, menuGroups: [{ ...admin.menuGroups[0]!, pages: ['masterentryleveltwo'] }] },
    });
    await findHeading('Organisation Type');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service is temporarily unavailable. Please try again shortly.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Department of Fisheries/ })).toHaveTextContent(
      'Sent to approval',
    );
  });

  it('shows the page in Assamese under its Assamese title', async () => {
    renderApp('/asm/mastermodifylevelone', { session: admin });
    await findHeading('মন্ত্ৰালয়/সচিবালয় পৰিৱৰ্তন কৰক');
    expect(
      await screen.findByRole('link', { name: 'Public Health Engineering Department সলনি কৰক' }),
    ).toHaveAttribute('href', '/asm/mastermodifylevelone/21');
  });
});
