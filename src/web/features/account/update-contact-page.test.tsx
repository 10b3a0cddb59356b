import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

describe('updateEmailandPhone (spec §2, §5 "Email and phone changes need a one-time code")', () => {
  it('checks the new address (§5 message), sends a code to it, and changes it with the code', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/updateEmailandPhone', { session: testUser });
    await findHeading('Update Email and Phone');
    const email = await screen.findByRole('region', { name: 'E-mail address' });
    expect(email).toHaveTextContent('Current: anjali@example.org');
    await user.type(within(email).getByLabelText(/New e-mail address/), 'anjali@gmail.gmail.com');
    await user.click(within(email).getByRole('button', { name: 'Send code' }));
    expect(await within(email).findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await user.clear(within(email).getByLabelText(/New e-mail address/));
    await user.type(within(email).getByLabelText(/New e-mail address/), 'new@example.org');
    await user.click(within(email).getByRole('button', { name: 'Send code' }));
    expect(await within(email).findByText(/A 6-digit code was sent to new@example.org/)).toBeInTheDocument();
    await user.type(within(email).getByLabelText(/One-time code/), '111111');
    await user.click(within(email).getByRole('button', { name: 'Verify and change' }));
    expect(await within(email).findByRole('alert')).toHaveTextContent('The code is not correct');
    await user.clear(within(email).getByLabelText(/One-time code/));
    await user.type(within(email).getByLabelText(/One-time code/), '424242');
    await user.click(within(email).getByRole('button', { name: 'Verify and change' }));
    expect(await within(email).findByText('Your e-mail address was changed.')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/account/contact/code'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ channel: 'email', value: 'new@example.org' });
  });

  it('refuses a mobile number with a digit seven times in a row (§5)', async () => {
    const user = userEvent.setup();
    renderApp('/en/updateEmailandPhone', { session: testUser });
    await findHeading('Update Email and Phone');
    const mobile = await screen.findByRole('region', { name: 'Mobile number' });
    await user.type(within(mobile).getByLabelText(/New mobile number/), '9777777712');
    await user.click(within(mobile).getByRole('button', { name: 'Send code' }));
    expect(await within(mobile).findByRole('alert')).toHaveTextContent('seven times in a row');
  });
});

describe('development mailbox', () => {
  it('shows the messages the portal sent, with their text', async () => {
    renderApp('/en/devmailbox', { session: testUser });
    await findHeading('Development Mailbox');
    const row = await screen.findByRole('row', { name: /anjali@example.org/ });
    expect(row).toHaveTextContent('Your one-time code is 424242.');
    expect(row).toHaveTextContent('E-mail');
  });
});

describe('updateEmailandPhone in Assamese', () => {
  it('shows the Assamese title, headings and format message', async () => {
    const user = userEvent.setup();
    renderApp('/asm/updateEmailandPhone', { session: testUser });
    await findHeading('ইমেইল আৰু ফোন হালনাগাদ কৰক');
    const mobile = await screen.findByRole('region', { name: 'ম’বাইল নম্বৰ' });
    await user.type(within(mobile).getByLabelText(/নতুন ম’বাইল নম্বৰ/), '12345');
    await user.click(within(mobile).getByRole('button', { name: 'ক’ড পঠিয়াওক' }));
    expect(await within(mobile).findByRole('alert')).toHaveTextContent('10 অংকৰ ম’বাইল নম্বৰ দিয়ক');
  });
});
