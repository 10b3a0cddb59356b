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

async function chooseTender(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  const box = await screen.findByRole('combobox', { name }, { timeout: 8000 });
  await user.type(box, 'PWD/RD');
  await user.click(await screen.findByRole('option', { name: /PWD\/RD\/10\/2026-27/ }));
}

describe('appeal filing form (spec §2 appealForm, appealEntry; §3 Appeal; §5 affidavit documents; issue #25)', () => {
  it('a level I draft: the tender by reference, the decision date with the last day to file, saved to the server with its own address', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/en/appealForm', { session: appellant });
    await findHeading('First Appeal Form');
    await chooseTender(user, /^Tender/);
    const date = screen.getByRole('textbox', { name: /^Date of the decision/ });
    await user.type(date, '03-03-2026');
    await user.tab();
    expect(date).toHaveAccessibleDescription('File this appeal by 13-03-2026 (section 38(1) of the Act).');
    await user.type(screen.getByRole('textbox', { name: /^Grounds of appeal/ }), 'Lowest bid rejected');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const [created] = requests(fetchMock, 'POST', /\/appeals$/);
    const body = bodyOf(created!);
    expect(body).toMatchObject({ level: 1, tenderId: 110 });
    expect(body.values).toMatchObject({
      decisionDate: '2026-03-03',
      grounds: 'Lowest bid rejected',
      documents: [],
    });
    expect(router.state.location.search).toBe('?id=50');
  });

  it('too late: the server’s refusal names the deadline at the decision date', async () => {
    const user = userEvent.setup();
    renderApp('/en/appealForm', { session: appellant });
    await chooseTender(user, /^Tender/);
    const date = screen.getByRole('textbox', { name: /^Date of the decision/ });
    await user.type(date, '01-01-2026');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    const message =
      'The time to file this appeal has passed: an appeal must be filed within 10 days of the decision, by 11-01-2026 (section 38(1) of the Act).';
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(date).toHaveAccessibleDescription(expect.stringContaining(message));
    // The error summary says it too, with the deadline.
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2);
  });

  it('Save and preview checks the filing rules first: the mandatory affidavit and PAN card, the required particulars; nothing is sent', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/appealForm', { session: appellant });
    await chooseTender(user, /^Tender/);
    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    const documents = await screen.findByRole('group', { name: /^Documents/ });
    expect(within(documents).getByText('The affidavit is mandatory.')).toBeInTheDocument();
    expect(within(documents).getByText('The PAN card is mandatory.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Grounds of appeal/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByTestId('section-appeal-appellant-errors')).toHaveTextContent(/4/);
    expect(requests(fetchMock, 'POST', /\/appeals$/)).toHaveLength(0);
  });

  it('appealEntry opens a saved draft with its particulars and documents', async () => {
    renderApp('/en/appealEntry?id=7', { session: appellant });
    expect(await screen.findByText(/Tender PWD\/RD\/7\/2026-27/, {}, { timeout: 8000 })).toBeInTheDocument();
    const appellantGroup = screen.getByRole('group', { name: /^Appellant/ });
    expect(within(appellantGroup).getByRole('textbox', { name: /^Name/ })).toHaveValue('Hemanta Kalita');
    expect(screen.getByText('affidavit.pdf')).toBeInTheDocument();
    expect(screen.getByText('pan.pdf')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Court name/ })).toHaveValue('Kamrup (Metro) District Court');
  });

  it('says it in Assamese on /asm, the deadline too', async () => {
    const user = userEvent.setup();
    renderApp('/asm/appealForm', { session: appellant });
    await chooseTender(user, /^নিবিদা/);
    const date = screen.getByRole('textbox', { name: /^যি সিদ্ধান্ত/ });
    await user.type(date, '01-01-2026');
    await user.click(screen.getByRole('button', { name: 'খচৰা হিচাপে সাঁচক' }));
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(date).toHaveAccessibleDescription(expect.stringContaining('11-01-2026-ৰ ভিতৰত'));
    expect(screen.getByRole('group', { name: /^শপতনামা/ })).toBeInTheDocument();
  });
});
