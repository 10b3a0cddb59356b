import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from '../../../common/api/auth.ts';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

describe('edit profile page (spec §2 editprofile, §5)', () => {
  it('shows the date of birth as dd-mm-yyyy and refuses an under-18 one with the spec message (§5, §9)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/editprofile', { session: testUser });
    await findHeading('Edit Profile');
    const dob = await screen.findByLabelText('Date of birth');
    // A text field in the portal's date format, not the browser's own date input.
    expect(dob).not.toHaveAttribute('type', 'date');
    expect(dob).toHaveValue('02-03-1984');
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 10);
    const [y, m, d] = young.toISOString().slice(0, 10).split('-');
    await user.clear(dob);
    await user.type(dob, `${d}-${m}-${y}`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Age should be above 18 years');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("refuses a date of birth over 100 years ago with 'Please enter the valid age', and a date that does not exist", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/editprofile', { session: testUser });
    const dob = await screen.findByLabelText('Date of birth');
    await user.clear(dob);
    await user.type(dob, '01-01-1900');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the valid age');
    await user.clear(dob);
    await user.type(dob, '31-02-1990');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid date'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('sends the date typed as dd-mm-yyyy as yyyy-mm-dd, and an emptied one as none', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/editprofile', { session: testUser });
    const dob = await screen.findByLabelText('Date of birth');
    await user.clear(dob);
    await user.type(dob, '15-08-1990');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ dateOfBirth: '1990-08-15' });
    });
    // The shared schema (the server parses the body with it) stores an emptied field as no date.
    expect(profileUpdateSchema.shape.dateOfBirth.parse('')).toBeNull();
    expect(profileUpdateSchema.shape.dateOfBirth.parse('1990-08-15')).toBe('1990-08-15');
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
