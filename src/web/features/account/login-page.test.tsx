import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp } from '../../test/render-app.tsx';

describe('login page ways out (issue #14 item 9)', () => {
  it('offers Forgot Password on the login page, and no registration (officials are created by their admin)', async () => {
    renderApp('/en/login');
    await findHeading('Login');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/en/forgotpassword',
    );
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('offers grievance and appeal users Register (spec §2 grievanceuserregistration) beside Forgot Password', async () => {
    renderApp('/en/loging?pageType=grievanceAppealUser');
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/en/grievanceuserregistration',
    );
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/en/forgotpassword',
    );
  });

  it('says the same in Assamese', async () => {
    renderApp('/asm/loging?pageType=grievanceAppealUser');
    expect(await screen.findByRole('link', { name: 'পঞ্জীয়ন কৰক' })).toHaveAttribute(
      'href',
      '/asm/grievanceuserregistration',
    );
  });
});
