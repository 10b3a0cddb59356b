import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appealSession } from '../../test/appeals-stubs.ts';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

const appellant = appealSession(
  testUser,
  ['appealForm', 'appealFormSAA', 'appealEntry', 'userAppealList', 'appealPreview', 'secondAppealPreview'],
  ['appeal_user'],
);

const requests = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], method: string, path: RegExp) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && path.test(String(url).split('?')[0]!),
  );
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body));

describe('appeal preview and filing (spec §2 appealPreview; §5 consent declaration; §9 fine; issue #25)', () => {
  it('shows the draft, refuses to file without the consent, then asks "Are you sure" and files: reference number and due day', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/appealPreview?id=7', { session: appellant });
    await findHeading('Appeal Preview');
    expect(await screen.findByRole('table', { name: 'Affidavit' }, { timeout: 8000 })).toHaveTextContent(
      'Kamrup (Metro) District Court',
    );
    expect(screen.getByRole('link', { name: 'affidavit.pdf (118 KB, PDF)' })).toHaveAttribute(
      'href',
      '/api/v1/appeals/7/documents/901',
    );
    expect(screen.getByRole('link', { name: 'Change the draft' })).toHaveAttribute(
      'href',
      '/en/appealEntry?id=7',
    );
    const consent = screen.getByRole('checkbox', { name: /not frivolous or vexatious/ });
    // §9: the fine for this tender, five per cent of ₹1 crore.
    expect(consent).toHaveAccessibleName(expect.stringMatching(/fined up to ₹5,00,000/));
    expect(
      screen.getByText('The last day to file this appeal is 11-03-2026 (section 38 of the Act).'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'File the appeal' }));
    // At the checkbox and in the error summary.
    await waitFor(() =>
      expect(screen.getAllByText('Accept the declaration to file the appeal.').length).toBeGreaterThanOrEqual(
        2,
      ),
    );
    expect(requests(fetchMock, 'POST', /\/submit$/)).toHaveLength(0);

    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'File the appeal' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Once submited can't be reverted.");
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The appeal is filed. Its reference number is AP1/2026/000007; the appellate authority decides by 10-04-2026.',
    );
    const [submit] = requests(fetchMock, 'POST', /\/appeals\/7\/submit$/);
    expect(bodyOf(submit!)).toEqual({ version: 2, consent: true });
  });

  it('says it in Assamese on /asm', async () => {
    renderApp('/asm/appealPreview?id=7', { session: appellant });
    expect(await screen.findByRole('checkbox', { name: /হয়ৰানিমূলক/ }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আপীল দাখিল কৰক' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'শপতনামা' })).toBeInTheDocument();
  });

  it('a decided first appeal offers the second appeal (s.38(2))', async () => {
    renderApp('/en/appealPreview?id=5', { session: appellant });
    const link = await screen.findByRole(
      'link',
      { name: 'File a second appeal on this appeal' },
      { timeout: 8000 },
    );
    expect(link).toHaveAttribute('href', '/en/appealFormSAA?first=5');
    expect(screen.queryByRole('button', { name: 'File the appeal' })).toBeNull();
  });

  it('the second appeal form starts on the first appeal it was opened from and saves a level II draft', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/appealFormSAA?first=5', { session: appellant });
    await findHeading('Second Appeal Form');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^First appeal/ })).toHaveValue(
        'AP1/2026/000005 — PWD/RD/5/2026-27 (Disposed)',
      ),
    );
    // A second appeal has no decision date of its own: its clock runs from the first appeal.
    expect(screen.queryByRole('textbox', { name: /^Date of the decision/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const [created] = requests(fetchMock, 'POST', /\/appeals$/);
    expect(bodyOf(created!)).toMatchObject({ level: 2, firstAppealId: 5 });
  });
});
