import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { withLang } from './export-button.tsx';
import { type Column, DataTable, ExportButton, KeywordSearch } from './index.ts';
import { Pager } from './pager.tsx';

type Row = { id: number; name: string; value: number };
const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', rowHeader: true, cell: (r) => r.name },
  { id: 'value', header: 'Value', numeric: true, cell: (r) => r.value },
];
const table = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) =>
  render(
    <MantineProvider>
      <DataTable<Row> caption="Works" columns={columns} rows={undefined} rowKey={(r) => r.id} {...props} />
    </MantineProvider>,
  );

describe('DataTable (issue #9; style.md §11, spec §8)', () => {
  it('has a caption, th scope on headers and row headers, and numbers right-aligned in Indian grouping', () => {
    table({ rows: [{ id: 1, name: 'Bridge', value: 1234567 }] });
    expect(screen.getByRole('table', { name: 'Works' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('rowheader', { name: 'Bridge' })).toHaveAttribute('scope', 'row');
    const cell = screen.getByRole('cell', { name: '12,34,567' });
    expect(cell).toHaveStyle({ textAlign: 'right' });
  });

  it('says "Loading, please wait…" while loading and "No Records Found" for an empty list', () => {
    const { rerender } = table({});
    expect(screen.getByRole('cell', { name: 'Loading, please wait…' })).toBeInTheDocument();
    rerender(
      <MantineProvider>
        <DataTable<Row> caption="Works" columns={columns} rows={[]} rowKey={(r) => r.id} />
      </MantineProvider>,
    );
    expect(screen.getByRole('cell', { name: 'No Records Found' })).toBeInTheDocument();
  });

  it('a failed load says why and offers Retry, instead of "Loading…" for ever', async () => {
    const onRetry = vi.fn();
    table({ error: new ApiError('SERVICE_UNAVAILABLE', 503), onRetry });
    const alert = screen.getByRole('alert');
    expect(screen.queryByText('Loading, please wait…')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

/** A viewport narrower than a tablet: Mantine's useMediaQuery sees `(max-width: …)` match. */
function narrowScreen() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.includes('max-width'),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('DataTable cards below tablet width (issue #14 item 4)', () => {
  it('shows each row as a card titled by its row header, the other columns as labelled values', () => {
    const restore = narrowScreen();
    try {
      table({ cards: true, rows: [{ id: 1, name: 'Bridge', value: 1234567 }] });
      expect(screen.queryByRole('table')).toBeNull();
      const list = screen.getByRole('list', { name: 'Works' });
      const [card] = within(list).getAllByRole('listitem');
      expect(card).toHaveTextContent('Bridge');
      expect(within(card!).getByRole('term')).toHaveTextContent('Value');
      expect(within(card!).getByRole('definition')).toHaveTextContent('12,34,567');
    } finally {
      restore();
    }
  });

  it('says "No Records Found" in card mode too, and stays a table on a wide screen', () => {
    const restore = narrowScreen();
    try {
      table({ cards: true, rows: [] });
      expect(screen.getByText('No Records Found')).toBeInTheDocument();
    } finally {
      restore();
    }
    table({ cards: true, rows: [{ id: 1, name: 'Bridge', value: 1 }] });
    expect(screen.getByRole('table', { name: 'Works' })).toBeInTheDocument();
  });
});

describe('Pager (decision 018, issue #14 item 6)', () => {
  it('says "21–40 of 57" and "Page 2 of 3", and disables the pages it cannot reach', async () => {
    const onPage = vi.fn();
    render(
      <MantineProvider>
        <Pager page={2} total={57} pageSize={20} shown={20} onPage={onPage} canGoTo={(p) => p !== 1} />
      </MantineProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveTextContent('21–40 of 57');
    expect(nav).toHaveTextContent('Page 2 of 3');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });
});

describe('KeywordSearch (spec §5 Search)', () => {
  it("refuses fewer than 3 characters with the spec's message and searches with 3 or more", async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(
      <MantineProvider>
        <KeywordSearch label="Search works" value="" onSearch={onSearch} />
      </MantineProvider>,
    );
    await user.type(screen.getByLabelText(/Keyword/), 'ab');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Keyword should contain minimum of 3 Characters')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Keyword/), 'c ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('abc');
  });
});

describe('ExportButton (spec §8 Download failure)', () => {
  it('shows "Downloading Error" on a 429 instead of saving the error body', async () => {
    const fetchMock = vi.fn(async () => Response.json({ code: 'RATE_LIMITED' }, { status: 429 }));
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn();
    URL.createObjectURL = createObjectURL;
    render(
      <MantineProvider>
        <ExportButton fileName="works" href={(f) => `/api/v1/works.${f}`} />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Downloading Error');
    // The file's headings in the page's language (the server's shared export catalogue).
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/works.csv?lang=en', expect.anything());
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});

describe('withLang: every export asks for the visitor’s language', () => {
  it('adds or replaces lang, keeping the filters', () => {
    expect(withLang('/api/v1/public/tenders/export?q=road&format=csv', 'as')).toBe(
      '/api/v1/public/tenders/export?q=road&format=csv&lang=as',
    );
    expect(withLang('/api/v1/reports/tenders/source/export?lang=as&format=xlsx', 'en')).toBe(
      '/api/v1/reports/tenders/source/export?lang=en&format=xlsx',
    );
    expect(withLang('/x.csv', 'de')).toBe('/x.csv?lang=en');
  });
});
