import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appealSession } from '../../test/appeals-stubs.ts';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

const authority = appealSession(
  testUser,
  ['appealfaa', 'approveAppeal', 'appealverdictsfaa', 'appealverdicts'],
  ['appellate_authority_1'],
);

const requests = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], method: string, path: RegExp) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && path.test(String(url).split('?')[0]!),
  );
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body));

describe('the authority’s decision page (spec §2 approveAppeal; §4 appeal flow; decision 035 panel; issue #25)', () => {
  it('an active appeal: accept or reject in the one decision panel; reject needs remarks, asks, and says the new state', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/approveAppeal?id=8', { session: authority });
    await findHeading('Approve Appeal');
    const panel = await screen.findByRole('region', { name: 'Decision' }, { timeout: 8000 });
    expect(within(panel).getByRole('button', { name: 'Accept to proceed' })).toBeInTheDocument();
    // No hearing before the appeal is admitted.
    expect(screen.queryByRole('group', { name: /^Hearing/ })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Reject' }));
    const remarks = within(panel).getByRole('textbox', { name: /^Remarks/ });
    await waitFor(() => expect(remarks).toHaveAttribute('aria-invalid', 'true'));
    expect(requests(fetchMock, 'POST', /\/reject$/)).toHaveLength(0);
    await user.type(remarks, 'Not within the Act');
    await user.click(within(panel).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The appeal will be rejected and closed. Are you sure?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Done. The appeal is now: Rejected.')).toBeInTheDocument();
    const [reject] = requests(fetchMock, 'POST', /\/appeals\/8\/reject$/);
    expect(bodyOf(reject!)).toEqual({ version: 2, remarks: 'Not within the Act' });
  });

  it('an admitted appeal: schedule the hearing on the form kit; dispose needs the verdict and the disposal report first', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/approveAppeal?id=9', { session: authority });
    const hearing = await screen.findByRole('group', { name: /^Hearing/ }, { timeout: 8000 });
    await user.type(
      within(hearing).getByRole('textbox', { name: /^Hearing date and time/ }),
      '20-04-2026 10:30',
    );
    await user.type(within(hearing).getByRole('textbox', { name: /^Place/ }), 'Guwahati');
    await user.type(within(hearing).getByRole('textbox', { name: /^Venue/ }), 'Dispur, Block C, Room 4');
    await user.click(screen.getByRole('button', { name: 'Schedule the hearing' }));
    expect(
      await screen.findByText('The hearing is scheduled; both parties have been told.'),
    ).toBeInTheDocument();
    const [scheduled] = requests(fetchMock, 'POST', /\/appeals\/9\/hearing$/);
    expect(bodyOf(scheduled!)).toMatchObject({
      version: 2,
      hearingAt: '2026-04-20T05:00:00.000Z',
      place: 'Guwahati',
      venue: 'Dispur, Block C, Room 4',
    });

    const panel = await screen.findByRole('region', { name: 'Decision' });
    await user.type(within(panel).getByRole('textbox', { name: /^Remarks/ }), 'Heard both parties');
    await user.click(within(panel).getByRole('button', { name: 'Dispose' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    const disposal = screen.getByRole('group', { name: /^Verdict and disposal report/ });
    await waitFor(() => expect(within(disposal).getByText('Choose the verdict.')).toBeInTheDocument());
    expect(within(disposal).getByText('Upload the disposal report (PDF).')).toBeInTheDocument();
    expect(requests(fetchMock, 'POST', /\/dispose$/)).toHaveLength(0);
  });

  it('says it in Assamese on /asm', async () => {
    renderApp('/asm/approveAppeal?id=8', { session: authority });
    const panel = await screen.findByRole('region', { name: 'সিদ্ধান্ত' }, { timeout: 8000 });
    expect(within(panel).getByRole('button', { name: 'আগবাঢ়িবলৈ গ্ৰহণ কৰক' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'নাকচ কৰক' })).toBeInTheDocument();
  });
});
