import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp } from '../../test/render-app.tsx';

const apiCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/public/corrigenda'));

describe('corrigendum lists (spec §2 activecorrigendums, listofcorrigendums, dpcorrigendumlist)', () => {
  it('asks the API for corrigenda of open tenders only on activecorrigendums, and links both views', async () => {
    const { fetchMock } = renderApp('/en/activecorrigendums');
    await findHeading('Active Corrigendums');
    const row = await screen.findByRole('row', { name: /Corrigendum 2/ });
    expect(row).toHaveTextContent('Date extension');
    expect(within(row).getByRole('link', { name: 'Corrigendum 2' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/corrigendumfullview\?id=eprocure-/),
    );
    expect(apiCalls(fetchMock)[0]).toContain('scope=active');
    expect(screen.getByRole('table')).toHaveAccessibleName('2 corrigenda');
    // Issue #31 item 3: the tender's Tender ID in every row.
    expect(within(row).getByRole('cell', { name: '2018_WPTBC_6506_1' })).toBeInTheDocument();
  });

  it('keeps the ePublish corrigenda on dpcorrigendumlist ("Corrigendum List: ePublish Tenders"; issue #24 item 3), and pages with the cursor', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/dpcorrigendumlist');
    await screen.findByRole('row', { name: /Corrigendum 2/ });
    expect(apiCalls(fetchMock)[0]).toContain('source=epublish');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('row', { name: /Corrigendum 1/ })).toBeInTheDocument();
    expect(apiCalls(fetchMock).at(-1)).toContain('cursor=page-2');
  });

  it('refuses a keyword under 3 characters (spec §5) and says "No Records Found" when nothing matches', async () => {
    const user = userEvent.setup();
    renderApp('/en/listofcorrigendums');
    await findHeading('List of Corrigendums');
    await user.type(screen.getByLabelText(/Keyword/), 'ab');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Keyword should contain minimum of 3 Characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Keyword/));
    await user.type(screen.getByLabelText(/Keyword/), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
  });

  it('is in Assamese under /asm', async () => {
    renderApp('/asm/listofcorrigendums');
    expect(await screen.findByRole('row', { name: /সংশোধনী 2/ })).toHaveTextContent('তাৰিখ বৃদ্ধি');
  });
});

describe('corrigendum full view (spec §2 corrigendumfullview)', () => {
  it('shows the details, the new closing date, the document and the tender it amends', async () => {
    renderApp('/en/corrigendumfullview?id=eprocure-2018_WPTBC_6506_1-c2');
    await findHeading('Corrigendum Details');
    expect(await screen.findByText('Bid submission extended by one week')).toBeInTheDocument();
    expect(screen.getByText('corrigendum-2.pdf')).toBeInTheDocument();
    expect(screen.getByText('05-12-2026 17:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('offers the corrigendum’s own document for download with its size and SHA-256 (issue #24 item 3)', async () => {
    renderApp('/en/corrigendumfullview?id=eprocure-2018_WPTBC_6506_1-c1');
    const link = await screen.findByRole('link', { name: 'Revised BoQ' }, { timeout: 8000 });
    expect(link).toHaveAttribute('href', '/api/v1/public/corrigenda/eprocure-2018_WPTBC_6506_1-c1/document');
    expect(screen.getByText('(47 KB)')).toBeInTheDocument();
    expect(screen.getByText(/^b7e4c1d2a3f5/)).toBeInTheDocument();
  });

  it('says plainly when the id is unknown', async () => {
    renderApp('/en/corrigendumfullview?id=nope-c9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Corrigendum not found');
  });
});

describe('corrigenda in a tender full view (spec §2 Tender full view)', () => {
  it('lists the tender’s corrigenda, each linking to its full view', async () => {
    renderApp('/en/activetendersfullview?id=eprocure-2018_WPTBC_6506_1');
    const section = await screen.findByRole('region', { name: 'Corrigenda' });
    const link = await within(section).findByRole('link', { name: 'Corrigendum 1' });
    expect(link).toHaveAttribute('href', '/en/corrigendumfullview?id=eprocure-2018_WPTBC_6506_1-c1');
    expect(section).toHaveTextContent('New bid submission closing: 05-12-2026 17:00.');
  });
});
