import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { epublishSession } from '../../test/epublish-stubs.ts';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

const session = epublishSession(testUser, [
  'createaoc',
  'aoc',
  'directpurchaseaoc',
  'aocupdate',
  'aoclist',
  'aoclisttopublish',
  'aocpublishedlist',
  'aocpreview',
]);

const requests = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], method: string, path: RegExp) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && path.test(String(url).split('?')[0]!),
  );
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body));
/** The form has loaded (its chunk and the saved award): a big page on a small machine. */
const field = (name: RegExp) => screen.findByRole('textbox', { name }, { timeout: 8000 });

describe('Award of contract form (spec §2 createaoc / aocupdate, §3 AoC, §7 checkAocAllowed; issue #11 item 4)', () => {
  it('a new award: only a published tender whose bids have been opened may have one (the shared awardAllowed); the stub tender opens on 21-12-2026', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/createaoc', { session });
    await findHeading('Create Award of Contract');
    await user.click(await screen.findByRole('combobox', { name: /^Tender/ }, { timeout: 8000 }));
    await user.click(await screen.findByRole('option', { name: /Repair of the Jorhat-Titabar road/ }));
    // The picker asks the creator's own published tenders only.
    const [choice] = requests(fetchMock, 'GET', /\/epublish\/tenders$/);
    const query = new URLSearchParams(String(choice![0]).split('?')[1]);
    expect(query.get('view')).toBe('mine');
    expect(query.get('state')).toBe('published');
    expect(await screen.findByText('Bids of this tender have not been opened yet')).toBeInTheDocument();
  });

  it('Send checks the shared awardIssues first: accepted ≤ received, a reason for each party not qualified, the required fields; nothing is sent', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/aocupdate?id=1', { session });
    expect(await field(/^Bidder name/)).toHaveValue('Brahmaputra Infra Pvt Ltd');
    await user.type(screen.getByRole('textbox', { name: /^Bids accepted/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Add a party' }));
    await user.type(screen.getByRole('textbox', { name: /^Party 1 name/ }), 'Kaziranga Builders');
    await user.click(screen.getByRole('radio', { name: 'Not qualified' }));
    await user.click(screen.getByRole('button', { name: 'Send to publisher' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Bids accepted/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getAllByText('Bids accepted cannot be more than bids received').length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: /^Party 1: reason not qualified/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: /^Contract number/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests(fetchMock, 'PUT', /\/epublish\/awards\/1$/)).toHaveLength(0);
    expect(requests(fetchMock, 'POST', /\/epublish\/awards\/1\/actions/)).toHaveLength(0);
  });

  it('the award of contract letter is required before sending (§3 AoC)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/aocupdate?id=1', { session });
    await user.click(
      await screen.findByRole('button', { name: 'Remove the Award of contract letter' }, { timeout: 8000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Send to publisher' }));
    expect((await screen.findAllByText('Upload the award of contract letter')).length).toBeGreaterThan(0);
    expect(requests(fetchMock, 'POST', /\/epublish\/awards\/1\/actions/)).toHaveLength(0);
  });

  it('a complete award: dates typed dd-mm-yyyy go as yyyy-mm-dd; Send asks §8, saves with the version, sends and opens the preview', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/en/aocupdate?id=1', { session });
    await field(/^Bidder name/);
    await user.type(screen.getByRole('textbox', { name: /^Bids accepted/ }), '3');
    await user.type(screen.getByRole('textbox', { name: /^Awarded value/ }), '6300000');
    await user.type(screen.getByRole('textbox', { name: /^Contract value/ }), '6300000');
    await user.type(screen.getByRole('textbox', { name: /^Contract number/ }), 'PWD/JRT/2026/114');
    await user.type(screen.getByRole('textbox', { name: /^Contract date/ }), '20-11-2026');
    await user.type(screen.getByRole('textbox', { name: /^Valid to/ }), '20-11-2027');
    await user.click(screen.getByRole('button', { name: 'Add a party' }));
    await user.type(screen.getByRole('textbox', { name: /^Party 1 name/ }), 'Kaziranga Builders');
    await user.click(screen.getByRole('radio', { name: 'Not qualified' }));
    await user.type(screen.getByRole('textbox', { name: /^Party 1: reason/ }), 'EMD not paid');
    await user.click(screen.getByRole('button', { name: 'Send to publisher' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Once submited can't be reverted. Are you sure");
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/aocpreview'));
    expect(router.state.location.search).toBe('?id=1');
    const [put] = requests(fetchMock, 'PUT', /\/epublish\/awards\/1$/);
    expect(bodyOf(put!)).toMatchObject({
      version: 2,
      values: {
        bidsReceived: 4,
        bidsAccepted: 3,
        awardedValue: 6300000,
        contractValue: 6300000,
        contractDate: '2026-11-20',
        validFrom: null,
        validTo: '2027-11-20',
        parties: [{ name: 'Kaziranga Builders', qualified: false, reason: 'EMD not paid' }],
        aocDocument: { fileId: 61 },
      },
    });
    const [send] = requests(fetchMock, 'POST', /\/epublish\/awards\/1\/actions\/send$/);
    expect(bodyOf(send!)).toEqual({ version: 3 });
  });

  it('Discard asks "Are you sure want to delete the record?" and returns to the award list', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/en/aocupdate?id=1', { session });
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure want to delete the record?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/aoclist'));
    expect(requests(fetchMock, 'POST', /\/epublish\/awards\/1\/actions\/discard$/)).toHaveLength(1);
  });

  it('an award with the publisher cannot be edited here', async () => {
    renderApp('/en/aocupdate?id=2', { session });
    expect(
      await screen.findByText(/with the publisher or published/, undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to publisher' })).toBeNull();
  });
});

const listCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/v1/epublish/awards?'))
    .map((url) => new URLSearchParams(url.split('?')[1]));
const table = () => screen.findByRole('table', { name: /awards? of contract, page/ }, { timeout: 8000 });

describe('Award of contract lists: the one ePublish list page (spec §2 aoclist, aoclisttopublish, aocpublishedlist)', () => {
  it("aoclist is the creator's own with the bidder and value; edit only a draft, on createaoc", async () => {
    const { fetchMock } = renderApp('/en/aoclist', { session });
    const list = await table();
    expect(list).toHaveAccessibleName('3 awards of contract, page 1');
    expect(listCalls(fetchMock)[0]!.get('view')).toBe('mine');
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows[1]).toHaveTextContent('Luit Constructions');
    expect(rows[1]).toHaveTextContent('63,00,000.00');
    expect(within(rows[0]!).getByRole('link', { name: /^Edit/ })).toHaveAttribute(
      'href',
      '/en/createaoc?id=1',
    );
    expect(within(rows[1]!).queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it("aoclisttopublish is the publisher's queue; Review opens aocpreview", async () => {
    const { fetchMock } = renderApp('/en/aoclisttopublish', { session });
    const list = await table();
    expect(listCalls(fetchMock)[0]!.get('view')).toBe('queue');
    expect(within(list).getByRole('link', { name: /^Review/ })).toHaveTextContent('Review');
    expect(within(list).getByRole('link', { name: /^Review/ })).toHaveAttribute(
      'href',
      '/en/aocpreview?id=2',
    );
  });

  it("aocpublishedlist links each award to its tender's public aocfullview permalink, in Assamese too", async () => {
    const { fetchMock } = renderApp('/asm/aocpublishedlist', { session });
    const list = await screen.findByRole('table', { name: /চুক্তি প্ৰদান, পৃষ্ঠা/ }, { timeout: 8000 });
    expect(listCalls(fetchMock)[0]!.get('view')).toBe('published');
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toContain('/asm/aocfullview?id=epublish-10');
  });
});

describe('Award of contract preview (spec §2 aocpreview; issue #11 item 4)', () => {
  it('shows the award as aocfullview will (contract number, company, validity, the letter through the award endpoint), the history, and the publisher publishes after §8', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/aocpreview?id=2', { session });
    const details = await screen.findByRole('table', { name: 'Contract details' }, { timeout: 8000 });
    expect(within(details).getByRole('row', { name: /^Contract number/ })).toHaveTextContent(
      'PWD/JRT/2026/114',
    );
    expect(within(details).getByRole('row', { name: /^Company/ })).toHaveTextContent(
      'Luit Constructions LLP',
    );
    expect(within(details).getByRole('row', { name: /^Valid to/ })).toHaveTextContent('20-11-2027');
    expect(screen.getByRole('link', { name: 'AoC letter Jorhat Titabar road' })).toHaveAttribute(
      'href',
      '/api/v1/epublish/awards/2/documents/61',
    );
    expect(screen.getByRole('table', { name: '1 step' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to publish this award of contract?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Done. The award of contract is now: Published.')).toBeInTheDocument();
    expect(requests(fetchMock, 'POST', /\/epublish\/awards\/2\/actions\/publish$/)).toHaveLength(1);
  });
});
