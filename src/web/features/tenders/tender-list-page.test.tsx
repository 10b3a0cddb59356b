import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../test/render-app.tsx';

/** The API calls the page made for the tender list (path and query as sent). */
function listCalls(fetchMock: { mock: { calls: unknown[][] } }) {
  return fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((u) => /^\/api\/v1\/public\/tenders(\?|$)/.test(u));
}

async function resultsTable() {
  return screen.findByRole('table', { name: /^Tenders found/ }, { timeout: 5000 });
}

describe('tender listings (spec §2 Search on Tender, §5 Search)', () => {
  it('puts the filters in the page URL under the API names, and the API gets the same query plus the preset', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderApp('/en/latestactivetenders');
    await findHeading('Latest Active Tenders');
    await resultsTable();
    await user.type(screen.getByLabelText(/^Keyword/), 'river');
    await user.selectOptions(screen.getByLabelText('Closing'), 'Closing within 7 days');
    await user.selectOptions(screen.getByLabelText('Portal category'), 'e-procure');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=river&source=eprocure&closing=7'));
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain(
        '/api/v1/public/tenders?closing=7&q=river&source=eprocure&status=open',
      ),
    );
  });

  it("refuses a keyword of fewer than 3 characters with the spec's message, and does not search", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/en/latestactivetenders');
    await resultsTable();
    await user.type(screen.getByLabelText(/^Keyword/), 'ri');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Keyword should contain minimum of 3 Characters');
    expect(screen.getByLabelText(/^Keyword/)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
  });

  it('a shared link with a 2-letter keyword shows the message at the field and does not search', async () => {
    const { fetchMock } = renderApp('/en/latestactivetenders?q=ab');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Keyword should contain minimum of 3 Characters',
    );
    expect(screen.getByText('Correct the search above to see the tenders.')).toBeInTheDocument();
    expect(listCalls(fetchMock)).toEqual([]);
  });

  it('folds the filters other than the keyword behind one button on a phone (issue #14 item 6), open when one is set', async () => {
    const user = userEvent.setup();
    renderApp('/en/latestactivetenders');
    await resultsTable();
    const form = screen.getByRole('form', { name: 'Search tenders' });
    const toggle = screen.getByRole('button', { name: 'Filters and sort' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(form).not.toHaveAttribute('data-phone-open');
    // What the button controls exists: the four first-row filters and "More filters".
    for (const id of toggle.getAttribute('aria-controls')!.split(' '))
      expect(document.getElementById(id), id).not.toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(form).toHaveAttribute('data-phone-open', 'true');
  });

  it('a link with a folded filter set opens the filters and counts it on the button', async () => {
    renderApp('/en/latestactivetenders?closing=7&district=Tinsukia');
    await resultsTable();
    const toggle = screen.getByRole('button', { name: 'Filters and sort (2 set)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the count, the table with permalinks, closing date in IST and the value with Indian grouping', async () => {
    renderApp('/en/latestactivetenders');
    const table = await resultsTable();
    expect(screen.getByText('3 tenders', { selector: '[role="status"]' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /Thengal Gaon River Training/ });
    expect(within(row).getByRole('link', { name: 'Thengal Gaon River Training Golaghat' })).toHaveAttribute(
      'href',
      '/en/activetendersfullview?id=eprocure-2018_WPTBC_6506_1',
    );
    expect(within(row).getByText('29-11-2026 14:00')).toBeInTheDocument();
    expect(within(row).getByText('₹70,00,000.00')).toBeInTheDocument();
    // Issue #14 item 3: the district of the work, the one the district filter uses.
    expect(within(table).getByRole('columnheader', { name: 'District' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Golaghat' })).toBeInTheDocument();
    expect(
      within(row).getByText(/Welfare of Plain Tribes and Backward Classes › Director/),
    ).toBeInTheDocument();
    // Issue #31 item 3: the source's Tender ID in the row, as a bidder copies it.
    expect(within(table).getByRole('columnheader', { name: 'Tender ID' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '2018_WPTBC_6506_1' })).toBeInTheDocument();
  });

  it('parts the open listing by bid submission, and marks an upcoming tender in its row (issue #24 item 1)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/latestactivetenders');
    await resultsTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bid submission' }), 'upcoming');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain('/api/v1/public/tenders?bidding=upcoming&status=open'),
    );
    const row = await screen.findByRole('row', { name: /Thengal Gaon River Training/ });
    expect(within(row).getByText('Upcoming: bid submission not open yet')).toBeInTheDocument();
  });

  it('offers no bid-submission choice on listings of tenders no longer open (archived)', async () => {
    renderApp('/en/archivedtenders');
    await resultsTable();
    expect(screen.queryByRole('combobox', { name: 'Bid submission' })).toBeNull();
  });

  it('shows the Tender ID in every row in Assamese too (issue #31 item 3)', async () => {
    renderApp('/asm/latestactivetenders');
    const row = await screen.findByRole('row', { name: /Thengal Gaon River Training/ }, { timeout: 5000 });
    const table = row.closest('table')!;
    expect(within(table).getByRole('columnheader', { name: 'নিবিদাৰ আইডি' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '2018_WPTBC_6506_1' })).toBeInTheDocument();
  });

  it('says "Not disclosed" for a tender without a value, and the "value not disclosed" choice goes to the API', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderApp('/en/latestactivetenders');
    const table = await resultsTable();
    const row = within(table).getByRole('row', { name: /LEAP Cell/ });
    expect(within(row).getByText('Not disclosed')).toBeInTheDocument();
    await user.click(screen.getByText('More filters'));
    await user.selectOptions(screen.getByLabelText('Tender value'), 'Value not disclosed');
    expect(screen.getByLabelText('Minimum value (₹)')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?undisclosed=true'));
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain('/api/v1/public/tenders?status=open&undisclosed=true'),
    );
    expect(await screen.findByText('1 tender', { selector: '[role="status"]' })).toBeInTheDocument();
  });

  it('refuses a maximum value below the minimum value', async () => {
    const user = userEvent.setup();
    renderApp('/en/latestactivetenders');
    await resultsTable();
    await user.click(screen.getByText('More filters'));
    await user.type(screen.getByLabelText('Minimum value (₹)'), '500000');
    await user.type(screen.getByLabelText('Maximum value (₹)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The maximum value must not be less than the minimum value',
    );
  });

  it('says "10,000+ tenders" when more match than the server counts', async () => {
    renderApp('/en/latestactivetenders?q=road');
    await resultsTable();
    expect(screen.getByText('10,000+ tenders', { selector: '[role="status"]' })).toBeInTheDocument();
  });

  it('shows "No Records Found" when nothing matches (spec §8)', async () => {
    renderApp('/en/latestactivetenders?q=zzz');
    const table = await resultsTable();
    expect(within(table).getByRole('cell', { name: 'No Records Found' })).toBeInTheDocument();
    expect(screen.getByText('0 tenders', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Keyword/)).toHaveValue('zzz');
  });

  it('marks the searched words in each title, as text in <mark>, so a list says why each tender matched (issue 12)', async () => {
    renderApp('/en/latestactivetenders?q=river');
    const table = await resultsTable();
    const link = within(table).getByRole('link', { name: 'Thengal Gaon River Training Golaghat' });
    expect([...link.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['River']);
  });

  it('offers "Did you mean …?" when a misspelt keyword finds nothing, keeping the other filters (issue 12)', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/en/latestactivetenders?q=rivr&source=eprocure');
    await resultsTable();
    expect(screen.getByText('Did you mean:')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'river' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=river&source=eprocure'));
  });

  it('answers a misspelt keyword with the corrected results, linking both spellings (issue #30 item 2)', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/en/latestactivetenders?q=rvier&source=eprocure');
    const table = await resultsTable();
    expect(
      within(table).getByRole('link', { name: 'Thengal Gaon River Training Golaghat' }),
    ).toBeInTheDocument();
    const message = screen.getByText(/Showing results for/);
    expect(message).toHaveTextContent('Showing results for river. Search instead for rvier');
    expect(within(message).getByRole('link', { name: 'river' })).toHaveAttribute(
      'href',
      '/en/latestactivetenders?q=river&source=eprocure',
    );
    // The feed of this list is the corrected search's.
    expect(screen.getByRole('link', { name: 'Atom feed of this search' }).getAttribute('href')).toContain(
      'q=river',
    );
    // "Search instead" runs the words as typed, never corrected again (exact=1).
    await user.click(within(message).getByRole('link', { name: 'rvier' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=rvier&source=eprocure&exact=1'));
    await waitFor(() => expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument());
  });

  it('says "Showing results for" and "Search instead for" in Assamese on the Assamese page', async () => {
    renderApp('/asm/latestactivetenders?q=rvier');
    const message = await screen.findByText(/ইয়াৰ ফলাফল দেখুওৱা হৈছে/, {}, { timeout: 5000 });
    expect(message).toHaveTextContent('ইয়াৰ ফলাফল দেখুওৱা হৈছে: river। তাৰ সলনি টাইপ কৰা শব্দটোকে বিচাৰক: rvier');
    expect(within(message).getByRole('link', { name: 'rvier' })).toHaveAttribute(
      'href',
      '/asm/latestactivetenders?q=rvier&exact=1',
    );
  });

  it('opens the tender at once when the keyword is its tender id (issue 12), replacing the list in history', async () => {
    const { router } = renderApp('/en/latestactivetenders?q=2018_WPTBC_6506_1');
    await waitFor(() => expect(router.state.location.search).toBe('?id=eprocure-2018_WPTBC_6506_1'), {
      timeout: 5000,
    });
    expect(router.state.location.pathname).toBe('/en/activetendersfullview');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows "Did you mean" in Assamese on the Assamese page', async () => {
    renderApp('/asm/latestactivetenders?q=rivr');
    expect(await screen.findByText('আপুনি এইটো বিচাৰিছিল নেকি:', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('numbers the pages where the total is exact (issue #14 item 6): "1–2 of 3", Page 1 of 2, paging by keyset cursor', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderApp('/en/archivedtenders?sort=closing&limit=2');
    let table = await resultsTable();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('1–2 of 3');
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=closing&limit=2&cursor=page-2&page=2'),
    );
    // A role query walks the whole page (the filters' options too): slow on a loaded machine.
    await screen.findByRole('link', { name: /LABORATORY EQUIPMENTS/ }, { timeout: 5000 });
    // The page number is the reader's; the API still pages by the cursor alone.
    expect(listCalls(fetchMock)).toContain(
      '/api/v1/public/tenders?cursor=page-2&limit=2&sort=closing&status=archived',
    );
    table = await resultsTable();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    const second = screen.getByRole('navigation', { name: 'Pages' });
    expect(second).toHaveTextContent('3–3 of 3');
    expect(second).toHaveTextContent('Page 2 of 2');
    expect(within(second).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(within(second).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=closing&limit=2'));
  });

  it('pages a capped total ("10,000+") by keyset cursor only: no page numbers, "Next page" puts the cursor in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/en/latestactivetenders?q=road');
    await resultsTable();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=road&cursor=page-2'));
    await user.click(await screen.findByRole('link', { name: 'First page' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=road'));
  });

  it('downloads CSV and XLSX of the same filters (spec §2), saving the file the server sent', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:tenders');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const { fetchMock } = renderApp('/en/latestactivetenders?q=river');
    await resultsTable();
    const downloads = screen.getByRole('group', { name: 'Download the results' });
    await user.click(within(downloads).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
    await user.click(within(downloads).getByRole('button', { name: 'Download Excel (XLSX)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    const exports = fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('/export'));
    expect(exports).toEqual([
      // …with the page's language, for the file's headings (src/common/i18n/exports.ts).
      '/api/v1/public/tenders/export?format=csv&q=river&status=open&lang=en',
      '/api/v1/public/tenders/export?format=xlsx&q=river&status=open&lang=en',
    ]);
    expect(screen.queryByText('Downloading Error')).toBeNull();
  });

  it('links the Atom feed and the calendar of the same search (issue #32 item 5)', async () => {
    renderApp('/en/latestactivetenders?q=river');
    await resultsTable();
    expect(screen.getByRole('link', { name: 'Atom feed of this search' })).toHaveAttribute(
      'href',
      '/api/v1/feeds/tenders.atom?q=river&status=open',
    );
    expect(screen.getByRole('link', { name: 'Calendar of these deadlines (.ics)' })).toHaveAttribute(
      'href',
      '/api/v1/calendar/tenders.ics?q=river&status=open',
    );
  });

  it('a failed download says "Downloading Error" (spec §8) and saves nothing', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:tenders');
    URL.createObjectURL = createObjectURL;
    renderApp('/en/latestactivetenders?q=busyexport');
    await resultsTable();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Downloading Error');
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it("each listing applies its route's preset, shown in the form but not changeable", async () => {
    const { fetchMock } = renderApp('/en/globaltenders');
    await findHeading('Global Tenders');
    await resultsTable();
    expect(listCalls(fetchMock)).toContain('/api/v1/public/tenders?tenderType=Global+Tenders');
    expect(screen.getByLabelText('Tender type')).toBeDisabled();
    expect(screen.getByLabelText('Tender type')).toHaveValue('Global Tenders');
  });

  it('high value tenders start at ₹10 crore (the minimum value is fixed by the list)', async () => {
    const { fetchMock } = renderApp('/en/highvaluetenders');
    await resultsTable();
    expect(listCalls(fetchMock)).toContain('/api/v1/public/tenders?minValue=100000000');
    expect(screen.getByLabelText('Minimum value (₹)')).toBeDisabled();
    expect(screen.getByLabelText('Minimum value (₹)')).toHaveValue('100000000');
  });

  it('GeM bids are the GeM source; a user filter is added to the preset', async () => {
    const { fetchMock } = renderApp('/en/gembids?q=laboratory&source=pmgsy');
    await resultsTable();
    expect(listCalls(fetchMock)).toContain('/api/v1/public/tenders?q=laboratory&source=gem');
    expect(screen.getByLabelText('Portal category')).toHaveValue('gem');
  });

  it('bid awards open the award-of-contract full view', async () => {
    renderApp('/en/bidawards');
    const table = await resultsTable();
    expect(within(table).getByRole('link', { name: 'Thengal Gaon River Training Golaghat' })).toHaveAttribute(
      'href',
      '/en/aocfullview?id=eprocure-2018_WPTBC_6506_1',
    );
  });

  it('bid awards name the winner and the awarded value in the list (issue #14 item 8)', async () => {
    renderApp('/en/bidawards');
    const table = await resultsTable();
    expect(within(table).getByRole('columnheader', { name: 'Awarded to' })).toBeInTheDocument();
    const row = within(table)
      .getByRole('link', { name: 'Thengal Gaon River Training Golaghat' })
      .closest('tr')!;
    expect(row).toHaveTextContent('M/S STAR CONSTRUCTIONS');
    expect(row).toHaveTextContent('₹63,00,000');
  });

  it('other lists do not show award columns', async () => {
    renderApp('/en/latestactivetenders');
    const table = await resultsTable();
    expect(within(table).queryByRole('columnheader', { name: 'Awarded to' })).toBeNull();
  });

  it('on a phone each tender is a card: title, Tender ID, organisation, closing with how soon, value (issue #14 item 4)', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      renderApp('/en/latestactivetenders');
      const cards = await screen.findByRole('list', { name: /^Tenders found/ }, { timeout: 5000 });
      expect(screen.queryByRole('table', { name: /^Tenders found/ })).toBeNull();
      const card = within(cards)
        .getByRole('link', { name: 'Thengal Gaon River Training Golaghat' })
        .closest('li')!;
      expect(card).toHaveTextContent('Tender ID:2018_WPTBC_6506_1');
      expect(card).toHaveTextContent('Thengal Kachari Autonomous Council');
      expect(card).toHaveTextContent('District:Golaghat');
      expect(card).toHaveTextContent('29-11-2026');
      expect(card.querySelector('.closing-label')).not.toBeNull();
      expect(card).toHaveTextContent('₹70,00,000');
    } finally {
      window.matchMedia = original;
    }
  });

  it('says plainly when the search is rate limited (429), with the wait from Retry-After', async () => {
    renderApp('/en/latestactivetenders?q=slowdown');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 30 seconds and try again.');
  });

  it('is in Assamese under /asm with the Assamese title and labels', async () => {
    renderApp('/asm/latestactivetenders');
    await findHeading('শেহতীয়া সক্ৰিয় নিবিদাসমূহ');
    expect(await screen.findByRole('table', { name: /^পোৱা নিবিদা/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^মূল শব্দ/)).toBeInTheDocument();
    expect(screen.getByText('প্ৰকাশ কৰা হোৱা নাই')).toBeInTheDocument();
  });

  it('marks what the source portal published in English as lang="en" on the Assamese page, and says so (issue #14 item 7, WCAG 3.1.2)', async () => {
    renderApp('/asm/latestactivetenders');
    const table = await screen.findByRole('table', { name: /^পোৱা নিবিদা/ }, { timeout: 5000 });
    const title = within(table).getByRole('link', { name: /Thengal Gaon River Training/ });
    expect(title.querySelector('[lang="en"]')?.textContent).toMatch(/^Thengal Gaon River Training/);
    expect(screen.getByText(/উৎস পৰ্টেলে প্ৰকাশ কৰা ধৰণে/)).toBeInTheDocument();
  });

  it('marks nothing as another language on the English page', async () => {
    renderApp('/en/latestactivetenders');
    const table = await resultsTable();
    expect(table.querySelector('[lang]')).toBeNull();
    expect(screen.queryByText(/as the source portal published them/)).toBeNull();
  });
});
