import { screen } from '@testing-library/react';
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

describe('organisation unit update (spec §2 mastermodifylevel…/{id}, §5 Remarks required)', () => {
  it('asks for remarks, then sends the change to approval with the unit version', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/mastermodifylevelone/21', { session: admin });
    await findHeading('Ministry/Secretariat Name Update');
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Public Health Engineering Department');
    await user.clear(name);
    await user.type(name, 'Public Health Engineering');
    await user.click(screen.getByRole('button', { name: 'Send to approval' }));
    expect(await screen.findAllByText('Remarks required')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^Remarks/), 'Renamed by notification PHE.3/2026');
    await user.click(screen.getByRole('button', { name: 'Send to approval' }));
    expect(await screen.findByText(/Sent to approval/)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/units/21') && init?.method === 'PUT',
    );
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      name: 'Public Health Engineering',
      shortCode: 'PHED',
      remarks: 'Renamed by notification PHE.3/2026',
      version: 2,
    });
  });
});
