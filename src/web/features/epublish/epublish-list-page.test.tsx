import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { epublishSession } from '../../test/epublish-stubs.ts';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

const session = epublishSession(testUser, [
  'directpurchaselist',
  'tenderlist',
  'directpurchasestatusappruval',
  'directpurchasepublishedlist',
  'directpurchase',
]);

const listCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/v1/epublish/tenders?'))
    .map((url) => new URLSearchParams(url.split('?')[1]));

const table = () => screen.findByRole('table', { name: /tenders?, page/ }, { timeout: 8000 });

describe('ePublish lists: one page for the four lists of spec §2 (issue #11 item 2)', () => {
  it("directpurchaselist is the creator's own (view=mine), with status words, edit only for draft and returned, paged", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/directpurchaselist', { session });
    await findHeading(/.+/);
    const list = await table();
    expect(listCalls(fetchMock)[0]!.get('view')).toBe('mine');
    expect(list).toHaveAccessibleName('6 tenders, page 1');
    const draft = within(list).getByRole('row', { name: /Supply of office furniture/ });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Edit Supply of office furniture' })).toHaveAttribute(
      'href',
      '/en/directpurchase?id=8',
    );
    const sent = within(list)
      .getAllByRole('row')
      .find((r) => within(r).queryByText('Sent to publisher'))!;
    expect(within(sent).queryByRole('link', { name: /^Edit/ })).toBeNull();
    // Four to a page in the stub: the pager moves to page 2.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.get('page')).toBe('2'));
  });

  it('tenderlist edits on createTender; the status filter and keyword go to the server; "No Records Found" when nothing matches', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/tenderlist?state=returned', { session });
    const list = await table();
    expect(listCalls(fetchMock)[0]!.get('state')).toBe('returned');
    expect(within(list).getByRole('link', { name: /^Edit/ })).toHaveAttribute(
      'href',
      '/en/createTender?id=9',
    );
    await user.type(screen.getByLabelText(/Keyword/), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('cell', { name: 'No Records Found' })).toBeInTheDocument();
    expect(listCalls(fetchMock).at(-1)!.get('q')).toBe('zzz');
  });

  it("directpurchasestatusappruval is the publisher's queue (view=queue) with a link to review each", async () => {
    const { fetchMock } = renderApp('/en/directpurchasestatusappruval', { session });
    const list = await table();
    expect(listCalls(fetchMock)[0]!.get('view')).toBe('queue');
    const row = within(list).getByRole('row', { name: /Sent to publisher/ });
    // Named as it reads (WCAG 2.5.3; issue #24: it was named "Preview …" while it said Review).
    expect(within(row).getByRole('link', { name: /^Review / })).toHaveAttribute(
      'href',
      '/en/directpurchasepreview?id=7',
    );
    expect(within(row).getByText('Review')).toBeInTheDocument();
  });

  it('directpurchasepublishedlist links each to its public permalink (DirectPurchasefullview?id=uid)', async () => {
    const { fetchMock } = renderApp('/en/directpurchasepublishedlist', { session });
    const list = await table();
    expect(listCalls(fetchMock)[0]!.get('view')).toBe('published');
    expect(within(list).getByRole('link', { name: /^Public view of/ })).toHaveAttribute(
      'href',
      '/en/DirectPurchasefullview?id=epublish-10',
    );
  });

  it('says the statuses in Assamese on /asm', async () => {
    renderApp('/asm/directpurchaselist', { session });
    const list = await screen.findByRole('table', { name: /খন নিবিদা/ }, { timeout: 8000 });
    expect(within(list).getAllByText('খচৰা')).toHaveLength(3);
  });
});
