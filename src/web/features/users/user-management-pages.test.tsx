import { screen, within } from '@testing-library/react';
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
const admin = {
  ...nodal,
  roles: ['portal_admin' as const],
  menuGroups: [
    ...nodal.menuGroups,
    { code: 'administration', name: { en: 'Administration', as: 'প্ৰশাসন' }, pages: ['rolemaster'] },
  ],
};
const postBody = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], suffix: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => String(url).endsWith(suffix) && init?.method === 'POST',
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('usercreation (spec §2, §6 nodal officers create department users)', () => {
  it('lists every problem of an empty form with the spec §5 messages, linked to its field', async () => {
    const user = userEvent.setup();
    renderApp('/en/usercreation', { session: nodal });
    await findHeading('User Creation');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Enter the login ID');
    expect(summary).toHaveTextContent('E-mail address required');
    expect(summary).toHaveTextContent('Enter the mobile number');
    expect(summary).toHaveTextContent('Choose the organisation');
    expect(summary).toHaveTextContent('Choose at least one role');
    expect(within(summary).getByRole('link', { name: 'E-mail address required' })).toHaveAttribute(
      'href',
      '#email',
    );
  });

  it('offers a nodal officer department roles only, not portal admin or nodal officer', async () => {
    renderApp('/en/usercreation', { session: nodal });
    await findHeading('User Creation');
    expect(screen.getByRole('checkbox', { name: 'Creator' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Portal Admin' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Nodal Officer' })).toBeNull();
  });

  it('creates a user in a chosen unit of the chain and says where the login ID went', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/usercreation', { session: nodal });
    await findHeading('User Creation');
    await user.type(screen.getByLabelText(/^Login ID/), 'bikash.das');
    await user.type(screen.getByLabelText(/^First name/), 'Bikash');
    await user.type(screen.getByLabelText(/^E-mail address/), 'bikash@example.org');
    await user.type(screen.getByLabelText(/^Mobile number/), '9876543210');
    await user.click(screen.getByRole('combobox', { name: /^Organisation/ }));
    await user.click(await screen.findByRole('option', { name: 'Finance Department › Treasury' }));
    await user.click(screen.getByRole('checkbox', { name: 'Creator' }));
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The user bikash.das was created');
    expect(postBody(fetchMock, '/api/v1/users')).toMatchObject({
      loginId: 'bikash.das',
      email: 'bikash@example.org',
      mobile: '9876543210',
      orgUnitId: 3,
      roles: ['creator'],
    });
  });

  it('shows the server’s refusal of a taken login ID against the field', async () => {
    const user = userEvent.setup();
    renderApp('/en/usercreation', { session: admin });
    await findHeading('User Creation');
    await user.type(screen.getByLabelText(/^Login ID/), 'taken.login');
    await user.type(screen.getByLabelText(/^First name/), 'Bikash');
    await user.type(screen.getByLabelText(/^E-mail address/), 'bikash@example.org');
    await user.type(screen.getByLabelText(/^Mobile number/), '9876543210');
    await user.click(screen.getByRole('combobox', { name: /^Organisation/ }));
    await user.click(await screen.findByRole('option', { name: 'Finance Department' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nodal Officer' }));
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: /already taken/ })).toHaveAttribute('href', '#loginId');
  });
});

describe('usertransfer (spec §2, §6 transfer active users)', () => {
  it('finds an active user, moves them to another unit of the chain with remarks after confirmation', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/usertransfer', { session: nodal });
    await findHeading('User Transfer');
    expect(await screen.findByRole('cell', { name: 'creator.old' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Keyword/), 'creator');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/users?q=creator&status=1'))).toBe(
      true,
    );
    await user.click(await screen.findByRole('button', { name: 'Transfer creator.treasury' }));
    expect(await screen.findByRole('radio', { name: 'Finance Department › Treasury' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Remarks required', { selector: 'a' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^To organisation/ }));
    // The unit the user leaves is not offered as the one they join.
    expect(screen.queryByRole('option', { name: 'Finance Department › Treasury' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Finance Department › Accounts' }));
    await user.type(screen.getByLabelText(/^Remarks/), 'Posted to accounts');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('every session they have open ends now');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The user creator.treasury was transferred.')).toBeInTheDocument();
    expect(postBody(fetchMock, '/users/11/transfer')).toEqual({
      fromOrgUnitId: 3,
      toOrgUnitId: 2,
      remarks: 'Posted to accounts',
      version: 4,
    });
  });

  it("searching with nothing entered says 'Please enter at least one field to search.' (spec §5 Search)", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/usertransfer', { session: nodal });
    await findHeading('User Transfer');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter at least one field to search.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=1'))).toBe(false);
  });
});

describe('XML user password reset (spec §1, §6)', () => {
  it('is offered only for XML users, asks first, and says where the instructions went', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/userlisteditrole', { session: admin });
    await findHeading('List of Users');
    expect(
      await screen.findByRole('button', { name: 'Reset the password of xml.integration' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset the password of creator.treasury' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reset the password of xml.integration' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('i***@example.org, ******1234');
    const reset = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/users/12/xml-password-reset'));
    expect(reset?.[1]?.method).toBe('POST');
  });
});

describe('in Assamese (asm)', () => {
  it('shows usercreation with its Assamese title and the Assamese §5 messages', async () => {
    const user = userEvent.setup();
    renderApp('/asm/usercreation', { session: nodal });
    await findHeading('ব্যৱহাৰকাৰী সৃষ্টি');
    await user.click(screen.getByRole('button', { name: 'ব্যৱহাৰকাৰী সৃষ্টি কৰক' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('ই-মেইল ঠিকনা আৱশ্যক');
    expect(summary).toHaveTextContent('অন্ততঃ এটা ভূমিকা বাছক');
  });
});
