import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

describe('edit profile page (spec §2 editprofile, §5)', () => {
  it('shows the profile and refuses an under-18 date of birth with the spec message', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/editprofile', { session: testUser });
    await findHeading('Edit Profile');
    const dob = await screen.findByLabelText('Date of birth');
    expect(dob).toHaveValue('1984-03-02');
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 10);
    await user.clear(dob);
    await user.type(dob, young.toISOString().slice(0, 10));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Age should be above 18 years');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('saves changes with the version it was loaded with', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/editprofile', { session: testUser });
    const street = await screen.findByLabelText('Street');
    await user.type(street, 'GS Road');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
        street: 'GS Road',
        version: 2,
        pincode: '781006',
      });
    });
  });
});
