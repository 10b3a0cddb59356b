import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { epublishSession } from '../../test/epublish-stubs.ts';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

const session = epublishSession(testUser, [
  'directpurchasecorrigendum',
  'directpurchasecorrigendumlist',
  'corrigendumlists',
  'directpurchasecorrigendumpreview',
  'directpurchasecorrigendumstatusappruval',
  'directpurchasecorrigendumpublishedlist',
]);

const requests = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], method: string, path: RegExp) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && path.test(String(url).split('?')[0]!),
  );
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body));

/** The form has loaded (its chunk, the configuration and the tender): a big page on a small machine. */
const button = (name: string) => screen.findByRole('button', { name }, { timeout: 8000 });

describe('ePublish corrigendum form (spec §2 directpurchasecorrigendum, §3 Corrigendum; issue #11 item 3)', () => {
  it('a new date extension: choose the published tender, then only its dates show, each with the current value; the old → new summary is live; Send asks §8, saves, sends and opens the preview', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/en/directpurchasecorrigendum', { session });
    await findHeading('Create ePublish Corrigendum');
    await user.click(await screen.findByRole('combobox', { name: /^Tender/ }, { timeout: 8000 }));
    await user.click(await screen.findByRole('option', { name: /Repair of the Jorhat-Titabar road/ }));
    // The picker asks the creator's own published tenders only.
    const choice = requests(fetchMock, 'GET', /\/epublish\/tenders$/).map(
      ([url]) => new URLSearchParams(String(url).split('?')[1]),
    );
    expect(choice[0]!.get('view')).toBe('mine');
    expect(choice[0]!.get('state')).toBe('published');
    await user.click(screen.getByRole('radio', { name: 'Date extension' }));
    const end = await screen.findByRole('textbox', { name: /^New Bid submission end/ });
    expect(end).toHaveAccessibleDescription('Now: 20-12-2026 17:00 IST');
    // A date extension changes dates only (§3): no amount or text field is offered.
    expect(screen.queryByRole('textbox', { name: /^New EMD/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^New Title/ })).toBeNull();
    expect(screen.getByText('Nothing changes yet.')).toBeInTheDocument();
    await user.type(end, '27-12-2026 17:00');
    const summary = await screen.findByRole('table', { name: '1 change, old → new' });
    expect(within(summary).getByRole('row', { name: /^Bid submission end/ })).toHaveTextContent(
      '20-12-2026 17:00 IST27-12-2026 17:00 IST',
    );
    await user.type(screen.getByRole('textbox', { name: /^Details/ }), 'Bid submission extended by one week');
    await user.click(screen.getByRole('button', { name: 'Send to publisher' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Once submited can't be reverted. Are you sure");
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/directpurchasecorrigendumpreview'));
    expect(router.state.location.search).toBe('?id=201');
    const [created] = requests(fetchMock, 'POST', /\/epublish\/corrigenda$/);
    expect(bodyOf(created!)).toEqual({
      tenderId: 10,
      values: {
        type: 'date-extension',
        details: 'Bid submission extended by one week',
        document: null,
        clarificationStart: null,
        clarificationEnd: null,
        changes: { bidSubmissionEnd: '2026-12-27T11:30:00.000Z' },
      },
    });
    expect(requests(fetchMock, 'POST', /\/epublish\/corrigenda\/201\/actions\/send$/)).toHaveLength(1);
  });

  it('Send checks the shared corrigendumIssues first: a date extension needs a date, details are required; nothing is sent', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/directpurchasecorrigendum?tender=10', { session });
    await user.click(await screen.findByRole('radio', { name: 'Date extension' }, { timeout: 8000 }));
    await screen.findByRole('textbox', { name: /^New Bid submission end/ });
    await user.click(screen.getByRole('button', { name: 'Send to publisher' }));
    const summary = await screen
      .findByRole('alert', { name: /There is a problem|problem/i })
      .catch(() => screen.findAllByRole('alert').then((all) => all[0]!));
    expect(summary).toHaveTextContent('This field is required before sending to the publisher');
    expect(screen.getByRole('textbox', { name: /^Details/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(/at least one date/i).length).toBeGreaterThan(0);
    expect(requests(fetchMock, 'POST', /\/epublish\/corrigenda/)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('each type shows what it may change: an amendment the amounts and text with current values, a clarification the window (required), a cancel only the reason', async () => {
    const user = userEvent.setup();
    renderApp('/en/directpurchasecorrigendum?tender=10', { session });
    await user.click(await screen.findByRole('radio', { name: 'Amendment' }, { timeout: 8000 }));
    expect(await screen.findByRole('textbox', { name: /^New EMD/ })).toHaveAccessibleDescription(
      'Now: ₹25,000.00',
    );
    expect(screen.getByRole('textbox', { name: /^New Bid validity \(days\)/ })).toHaveAccessibleDescription(
      'Now: 120 days',
    );
    expect(screen.getByRole('textbox', { name: /^New Title/ })).toHaveAccessibleDescription(
      'Now: Repair of the Jorhat-Titabar road',
    );
    await user.type(screen.getByRole('textbox', { name: /^New EMD/ }), '30000');
    expect(
      within(await screen.findByRole('table', { name: '1 change, old → new' })).getByRole('row', {
        name: /^EMD/,
      }),
    ).toHaveTextContent('₹25,000.00₹30,000.00');

    await user.click(screen.getByRole('radio', { name: 'Clarification' }));
    expect(screen.queryByRole('textbox', { name: /^New EMD/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Clarification start/ })).toBeRequired();
    // The EMD typed for the amendment is not part of a clarification (not sent, not summarised).
    expect(screen.queryByRole('table', { name: /change/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Cancellation' }));
    expect(screen.queryByRole('textbox', { name: /^Clarification start/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Reason for cancellation/ })).toBeRequired();
    expect(screen.getByText(/cancels the tender/)).toBeInTheDocument();
  });

  it('?id=N opens a saved draft with its values; Save as Draft puts them with the version (optimistic lock)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/directpurchasecorrigendum?id=1', { session });
    const end = await screen.findByRole('textbox', { name: /^New Bid submission end/ }, { timeout: 8000 });
    expect(end).toHaveValue('27-12-2026 17:00');
    expect(screen.getByText(/Repair of the Jorhat-Titabar road/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const [put] = requests(fetchMock, 'PUT', /\/epublish\/corrigenda\/1$/);
    expect(bodyOf(put!)).toMatchObject({
      version: 2,
      values: { changes: { bidSubmissionEnd: '2026-12-27T11:30:00.000Z' } },
    });
  });

  it('Discard asks "Are you sure want to delete the record?" and returns to the list', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/en/directpurchasecorrigendum?id=1', { session });
    await user.click(await button('Discard draft'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure want to delete the record?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/directpurchasecorrigendumlist'));
    expect(requests(fetchMock, 'POST', /\/epublish\/corrigenda\/1\/actions\/discard$/)).toHaveLength(1);
  });
});

const listCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/v1/epublish/corrigenda?'))
    .map((url) => new URLSearchParams(url.split('?')[1]));
const table = () => screen.findByRole('table', { name: /corrigend(um|a), page/ }, { timeout: 8000 });

describe('ePublish corrigendum lists: the one ePublish list page (spec §2; issue #11 item 3)', () => {
  it("directpurchasecorrigendumlist is the creator's own, with type and status; edit only a draft", async () => {
    const { fetchMock } = renderApp('/en/directpurchasecorrigendumlist', { session });
    const list = await table();
    expect(list).toHaveAccessibleName('3 corrigenda, page 1');
    expect(listCalls(fetchMock)[0]!.get('view')).toBe('mine');
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Date extension');
    expect(rows[0]).toHaveTextContent('Draft');
    expect(within(rows[0]!).getByRole('link', { name: /^Edit/ })).toHaveAttribute(
      'href',
      '/en/directpurchasecorrigendum?id=1',
    );
    expect(within(rows[1]!).queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(within(rows[2]!).getByRole('link', { name: /^Public view/ })).toHaveAttribute(
      'href',
      '/en/DirectPurchaseCarrigendumfullview?id=epublish-10-c1',
    );
  });

  it('corrigendumlists is the same list, in Assamese under /asm', async () => {
    renderApp('/asm/corrigendumlists', { session });
    const list = await screen.findByRole('table', { name: /সংশোধনী, পৃষ্ঠা/ }, { timeout: 8000 });
    expect(within(list).getAllByRole('row')[1]).toHaveTextContent('তাৰিখ বৃদ্ধি');
  });

  it("directpurchasecorrigendumstatusappruval/{estat} is the publisher's queue with {estat} as the status filter; 'all' or an unknown one means every status", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/en/directpurchasecorrigendumstatusappruval/sent', { session });
    const list = await table();
    expect(listCalls(fetchMock)[0]!.get('view')).toBe('queue');
    expect(listCalls(fetchMock)[0]!.get('state')).toBe('sent');
    expect(within(list).getByRole('link', { name: /^Review/ })).toHaveTextContent('Review');
    expect(within(list).getByRole('link', { name: /^Review/ })).toHaveAttribute(
      'href',
      '/en/directpurchasecorrigendumpreview?id=2',
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Sent to publisher');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'All statuses' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/directpurchasecorrigendumstatusappruval/all'),
    );
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.get('state')).toBeNull());
  });

  it('directpurchasecorrigendumpublishedlist lists the published ones', async () => {
    const { fetchMock } = renderApp('/en/directpurchasecorrigendumpublishedlist', { session });
    const list = await table();
    expect(listCalls(fetchMock)[0]!.get('view')).toBe('published');
    expect(list).toHaveAccessibleName('1 corrigendum, page 1');
  });
});

describe('ePublish corrigendum preview (spec §2 directpurchasecorrigendumpreview; issue #11 item 3)', () => {
  it('shows old → new, the corrigendum as listed, the tender after it and the history; the publisher publishes after the §8 confirmation', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/directpurchasecorrigendumpreview?id=2', { session });
    const changes = await screen.findByRole('table', { name: '1 change, old → new' }, { timeout: 8000 });
    expect(within(changes).getByRole('row', { name: /^EMD/ })).toHaveTextContent('₹25,000.00₹30,000.00');
    expect(screen.getByRole('heading', { name: 'The corrigendum as it will be listed' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The tender after this corrigendum' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '1 step' })).toBeInTheDocument();
    // The decision panel of the tenders, with the corrigendum's words.
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to publish this corrigendum?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Done. The corrigendum is now: Published.')).toBeInTheDocument();
    expect(requests(fetchMock, 'POST', /\/epublish\/corrigenda\/2\/actions\/publish$/)).toHaveLength(1);
  });

  it('Modification Required needs remarks (§5) and sends them', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/directpurchasecorrigendumpreview?id=2', { session });
    await user.click(await button('Modification Required'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Remarks' })).toHaveAccessibleDescription(
        /Remarks required/,
      ),
    );
    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Give the EMD in words too');
    await user.click(screen.getByRole('button', { name: 'Modification Required' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await screen.findByText(/The corrigendum is now: Modification required/);
    const [call] = requests(fetchMock, 'POST', /\/epublish\/corrigenda\/2\/actions\/return$/);
    expect(bodyOf(call!)).toEqual({ version: 2, remarks: 'Give the EMD in words too' });
  });
});
