import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp } from '../../test/render-app.tsx';

describe('forgot password journey (spec §2 forgotpassword → GenerateOTP → GeneratePassword)', () => {
  it('takes a login id and captcha, then the code, then the new password', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderApp('/en/forgotpassword');
    await findHeading('Forgot Password');
    await user.type(screen.getByLabelText(/Login ID/), 'creator.demo');
    await user.type(await screen.findByLabelText(/Answer to the question/), '7');
    await user.click(screen.getByRole('button', { name: 'Send one-time code' }));

    await findHeading('Generate OTP');
    expect(router.state.location.search).toBe('?rid=reset-1');
    await user.type(screen.getByLabelText(/One-time code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct or has expired');
    await user.clear(screen.getByLabelText(/One-time code/));
    await user.type(screen.getByLabelText(/One-time code/), '424242');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    await findHeading('Generate Password');
    expect(router.state.location.search).toBe('');
    await user.type(screen.getByLabelText(/^New password/), 'Manas#Tiger2031');
    await user.type(screen.getByLabelText(/Confirm new password/), 'Manas#Tiger2031');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    const complete = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/password-reset/complete'));
    expect(JSON.parse(String(complete?.[1]?.body))).toMatchObject({ grantId: 'g1', grantToken: 'tok' });
  });

  it('asks for the 6-digit code before calling the server', async () => {
    const user = userEvent.setup();
    renderApp('/en/GenerateOTP?rid=reset-1');
    await findHeading('Generate OTP');
    await user.type(screen.getByLabelText(/One-time code/), '12');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6-digit code');
  });

  it('sends someone who arrives at GeneratePassword without a verified code back to the start', async () => {
    renderApp('/en/GeneratePassword');
    await findHeading('Generate Password');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/en/forgotpassword',
    );
  });
});
