import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

describe('change password page (spec §5 Password)', () => {
  it('shows the spec messages in an error summary that takes focus, before calling the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/ChangePassword', { session: testUser });
    await findHeading('Change Password');
    await user.type(screen.getByLabelText(/Current password/), 'Brahmaputra#2047');
    await user.type(screen.getByLabelText(/^New password/), 'short1A!');
    await user.type(screen.getByLabelText(/Confirm new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Length must be minimum 12 and maximum 64 characters');
    expect(summary).toHaveTextContent('New password and confirm password must match');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(document.title).toMatch(/^Error: Change Password \|/);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/account/password'))).toBe(false);
  });

  it('shows the strength of the new password in words', async () => {
    const user = userEvent.setup();
    renderApp('/en/ChangePassword', { session: testUser });
    await findHeading('Change Password');
    expect(screen.getByText('Password strength: very weak')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'Brahmaputra#2047');
    expect(screen.getByText('Password strength: strong')).toBeInTheDocument();
  });

  it('confirms a change the server accepted', async () => {
    const user = userEvent.setup();
    renderApp('/en/resetpassword', { session: testUser });
    await findHeading('Reset Password');
    await user.type(screen.getByLabelText(/Current password/), 'Brahmaputra#2047');
    await user.type(screen.getByLabelText(/^New password/), 'Manas#Tiger2031');
    await user.type(screen.getByLabelText(/Confirm new password/), 'Manas#Tiger2031');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
  });

  it('sends a visitor who is not logged in to login or Forgot Password', async () => {
    renderApp('/en/ChangePassword');
    await findHeading('Change Password');
    expect(screen.getByText(/Log in to change your password/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/en/forgotpassword',
    );
  });
});
