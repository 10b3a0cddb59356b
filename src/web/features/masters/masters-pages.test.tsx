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
      pages: ['formofcontract', 'formofcontractentry', 'tendertype', 'tendertypeentry'],
    },
  ],
};

describe('tender master pages (spec §2 formofcontract, formofcontractentry, formcontractupdate)', () => {
  it('lists entries in a captioned table with status and edit links', async () => {
    renderApp('/en/formofcontract', { session: admin });
    await findHeading('Form of Contract');
    const table = await screen.findByRole('table', { name: 'Form of contract: 2 entries' });
    const row = within(table).getByRole('row', { name: /Item Rate/ });
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Item Rate' })).toHaveAttribute(
      'href',
      '/en/formcontractupdate/1',
    );
  });

  it("refuses a keyword of fewer than 3 characters with the spec's message (spec §5 Search)", async () => {
    const user = userEvent.setup();
    renderApp('/en/formofcontract', { session: admin });
    await user.type(await screen.findByLabelText(/Keyword/), 'it');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Keyword should contain minimum of 3 Characters')).toBeInTheDocument();
  });

  it('shows "No Records Found" when nothing matches (spec §8)', async () => {
    const user = userEvent.setup();
    renderApp('/en/formofcontract', { session: admin });
    await user.type(await screen.findByLabelText(/Keyword/), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('cell', { name: 'No Records Found' })).toBeInTheDocument();
  });

  it('creates an entry and says so; a taken name is shown at the field', async () => {
    const user = userEvent.setup();
    renderApp('/en/formofcontractentry', { session: admin });
    await findHeading('Form of Contract Entry');
    await user.type(await screen.findByLabelText(/Name in English/), 'Item Rate');
    await user.type(screen.getByLabelText(/Name in Assamese/), 'সামগ্ৰীৰ হাৰ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An entry with this name already exists');
    const name = screen.getByLabelText(/Name in English/);
    await user.clear(name);
    await user.type(name, 'Rate Contract');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Rate Contract has been added.');
  });

  it('requires remarks on update (spec §5: Remarks required), then saves', async () => {
    const user = userEvent.setup();
    renderApp('/en/formcontractupdate/1', { session: admin });
    await findHeading('Form of Contract Update');
    await user.click(await screen.findByRole('radio', { name: 'Inactive' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Remarks required');
    await user.type(screen.getByLabelText(/^Remarks/), 'No longer used');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The changes have been saved.')).toBeInTheDocument();
  });

  it('reloads the latest version and says so when someone else saved first (409)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/formcontractupdate/2', { session: admin });
    await findHeading('Form of Contract Update');
    await user.type(await screen.findByLabelText(/^Remarks/), 'Back in use');
    // The stub's entry 2 is at version 1: pretend the form was loaded at an older version.
    fetchMock.mockImplementationOnce(async () =>
      Response.json({ type: 'x', title: 'x', status: 409, code: 'CONFLICT' }, { status: 409 }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else changed this entry/)).toBeInTheDocument();
  });

  it('serves tender types with the same screens under their own title', async () => {
    renderApp('/en/tendertype', { session: admin });
    await findHeading('Tender Type');
    expect(await screen.findByRole('link', { name: 'Add Tender type' })).toHaveAttribute(
      'href',
      '/en/tendertypeentry',
    );
  });

  it('shows the page in Assamese with the Assamese titles and labels', async () => {
    renderApp('/asm/formofcontract', { session: admin });
    await findHeading('চুক্তিৰ ধৰণ');
    expect(await screen.findByRole('table', { name: 'চুক্তিৰ ধৰণ: 2 টা প্ৰৱিষ্টি' })).toBeInTheDocument();
  });
});

describe('pincode field (spec §5 "Pincode entry auto-fills state and district")', () => {
  it('fills state and district on the edit profile page when 781001 is typed', async () => {
    const user = userEvent.setup();
    renderApp('/en/editprofile', { session: testUser });
    await findHeading('Edit Profile');
    const pincode = await screen.findByLabelText('Pincode');
    await user.clear(pincode);
    await user.type(pincode, '781001');
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('Assam'));
    expect(screen.getByLabelText('District')).toHaveValue('Kamrup Metro');
    expect(screen.getByText(/State and district filled in from the pincode/)).toBeInTheDocument();
  });

  it('accepts digits only and says when a pincode is unknown', async () => {
    const user = userEvent.setup();
    renderApp('/en/editprofile', { session: testUser });
    const pincode = await screen.findByLabelText('Pincode');
    await user.clear(pincode);
    await user.type(pincode, '79a9999');
    expect(pincode).toHaveValue('799999');
    expect(await screen.findByText(/not in the India Post directory/)).toBeInTheDocument();
  });
});
