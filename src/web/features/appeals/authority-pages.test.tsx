import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

const admin = {
  ...testUser,
  roles: ['portal_admin' as const],
  menuGroups: [
    {
      code: 'appellateAdmin',
      name: { en: 'Appellate Authorities', as: 'আপীল কৰ্তৃপক্ষসমূহ' },
      pages: [
        'appellateauthorityinfo',
        'appellateinfomodify',
        'appellateinfoupdate',
        'appellantministryinfo',
        'appellantministrymodify',
        'appellantdeptinfo',
        'appellantdeptmodify',
      ],
    },
  ],
};

describe('appellate authority masters (issue #25 item 1; spec §2 appellateauthorityinfo, appellateinfomodify, appellateinfoupdate/{id})', () => {
  it('lists authorities with level, office, chains and a modify link', async () => {
    renderApp('/en/appellateinfomodify', { session: admin });
    await findHeading('Modify Appellate Authority');
    const table = await screen.findByRole('table', { name: '1 appellate authority' });
    const row = within(table).getByRole('row', { name: /Ranjit Bora/ });
    expect(within(row).getByText('Level I (first appeal)')).toBeInTheDocument();
    expect(within(row).getByText('Finance Ministry of Assam › Public Works Roads')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Modify Ranjit Bora' })).toHaveAttribute(
      'href',
      '/en/appellateinfoupdate/1',
    );
  });

  it('requires every §3 field, then puts a taken chain back on its field (409), then saves', async () => {
    const user = userEvent.setup();
    renderApp('/en/appellateauthorityinfo', { session: admin });
    await findHeading('Appellate Authority Information');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Name required');
    expect(summary).toHaveTextContent('Please choose the ministry');
    expect(summary).toHaveTextContent('Please choose at least one organisation');

    await user.type(screen.getByLabelText(/^Name/), 'Anjali Das');
    await user.type(screen.getByLabelText(/^Designation/), 'Secretary');
    await user.click(screen.getByRole('combobox', { name: /^Ministry/ }));
    await user.click(await screen.findByRole('option', { name: 'Finance Ministry of Assam' }));
    await user.click(screen.getByRole('combobox', { name: /^Department/ }));
    await user.click(await screen.findByRole('option', { name: 'Public Works Roads' }));
    await user.type(screen.getByLabelText(/^E-mail/), 'anjali.das@assam.gov.in');
    await user.type(screen.getByLabelText(/^Mobile number/), '9435012399');
    await user.type(screen.getByLabelText(/^Address/), 'Dispur, Guwahati 781006');
    await user.click(screen.getAllByLabelText(/^Organisation chains heard/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Public Works Roads Department' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // In the error summary and at the chains field.
    expect(
      await screen.findAllByText(/already has an active appellate authority of this level/),
    ).toHaveLength(2);

    await user.click(screen.getByRole('radio', { name: 'Level II (second appeal)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Appellate authority Anjali Das saved.');
  });

  it('requires remarks to modify, saves, and the history shows the change with its remarks', async () => {
    const user = userEvent.setup();
    renderApp('/en/appellateinfoupdate/1', { session: admin });
    await findHeading('Update Appellate Authority');
    const designation = await screen.findByLabelText(/^Designation/);
    await user.clear(designation);
    await user.type(designation, 'Principal Secretary');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Remarks required');
    await user.type(screen.getByLabelText(/^Remarks/), 'Promoted');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    const history = await screen.findByRole('table', {
      name: 'Every change to this authority, oldest first',
    });
    expect(
      await within(history).findByRole('row', { name: /Modified.*Designation.*Promoted/ }),
    ).toBeInTheDocument();
  });
});
