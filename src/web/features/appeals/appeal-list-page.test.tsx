import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appealSession } from '../../test/appeals-stubs.ts';
import { renderApp, testUser } from '../../test/render-app.tsx';

const appellant = appealSession(testUser, ['userAppealList', 'secondAppealUserList'], ['appeal_user']);
const authority = appealSession(testUser, ['appealfaa', 'appealverdictsfaa'], ['appellate_authority_1']);

const listCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/v1/appeals?'))
    .map((url) => new URLSearchParams(url.split('?')[1]));

const table = (name: RegExp = /appeals?, page/) => screen.findByRole('table', { name }, { timeout: 8000 });

describe('appeal lists: one page for the lists of spec §2 (issue #25), with the §9 expiry timer', () => {
  it("userAppealList is the appellant's level I appeals, with remaining days or EXPIRED", async () => {
    const { fetchMock } = renderApp('/en/userAppealList', { session: appellant });
    const list = await table();
    expect(Object.fromEntries(listCalls(fetchMock)[0]!)).toMatchObject({ view: 'mine', level: '1' });
    expect(list).toHaveAccessibleName('5 appeals, page 1');
    const due = within(list).getByRole('row', { name: /AP1\/2026\/000001/ });
    expect(within(due).getByText('3 days')).toBeInTheDocument();
    expect(within(due).getByText('Before the authority')).toBeInTheDocument();
    const expired = within(list).getByRole('row', { name: /AP1\/2026\/000003/ });
    expect(within(expired).getAllByText(/EXPIRED|Expired/)).toHaveLength(2);
    expect(within(list).getByRole('row', { name: /Not filed yet/ })).toBeInTheDocument();
    // A filed appeal opens in its preview, a draft in the form.
    expect(within(due).getByRole('link', { name: 'AP1/2026/000001' })).toHaveAttribute(
      'href',
      '/en/appealPreview?id=1',
    );
    expect(within(list).getByRole('link', { name: 'Not filed yet' })).toHaveAttribute(
      'href',
      '/en/appealEntry?id=4',
    );
    // The appellant's own list has no appellant column.
    expect(within(list).queryByRole('columnheader', { name: 'Appellant' })).toBeNull();
  });

  it('appealfaa is the level I authority’s, with the appellant; the status filter in the address goes to the server', async () => {
    const { fetchMock } = renderApp('/en/appealfaa', { session: authority });
    const list = await table();
    expect(Object.fromEntries(listCalls(fetchMock)[0]!)).toMatchObject({ view: 'authority', level: '1' });
    expect(within(list).getByRole('columnheader', { name: 'Appellant' })).toBeInTheDocument();
    expect(within(list).queryByRole('row', { name: /Not filed yet/ })).toBeNull();
    expect(within(list).getByRole('link', { name: 'AP1/2026/000001' })).toHaveAttribute(
      'href',
      '/en/approveAppeal?id=1',
    );
  });

  it('appealverdictsfaa shows the decided ones; ?state= filters on the server', async () => {
    const { fetchMock } = renderApp('/en/appealverdictsfaa?state=disposed', { session: authority });
    const list = await table(/1 appeal, page 1/);
    expect(Object.fromEntries(listCalls(fetchMock)[0]!)).toMatchObject({
      view: 'verdicts',
      level: '1',
      state: 'disposed',
    });
    expect(within(list).getByText('Disposed')).toBeInTheDocument();
  });

  it('says it in Assamese on /asm', async () => {
    renderApp('/asm/secondAppealUserList', { session: appellant });
    const list = await table(/টা আপীল/);
    expect(within(list).getByText('25 দিন')).toBeInTheDocument();
  });
});
