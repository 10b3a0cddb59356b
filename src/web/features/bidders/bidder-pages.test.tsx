import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../lib/session.ts';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

const calls = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], pattern: RegExp) =>
  fetchMock.mock.calls
    .map(([url, init]) => [String(url), init] as const)
    .filter(([url]) => pattern.test(url));

const admin: SessionUser = {
  ...testUser,
  roles: ['portal_admin'],
  menuGroups: [
    {
      code: 'bidders',
      name: { en: 'Bidder Registers', as: 'নিবিদাকাৰীৰ পঞ্জী' },
      pages: [
        'bidderupload',
        'debarredbidderupload',
        'bidderlist',
        'debarredbidderlist',
        'multipleOrg',
        'publishMultipleOrg',
      ],
    },
  ],
};

/** The browser's XMLHttpRequest as the files module answers it: the file stored (spec §5). */
class StoredXhr {
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {}
  send() {
    this.status = 200;
    this.responseText = JSON.stringify({
      id: 555,
      name: 'debarred-v3.json',
      size: 812,
      kind: 'json',
      mediaType: 'application/json',
      purpose: 'bidder-register',
      sha256: 'd'.repeat(64),
      uploadedAt: '2026-11-28T06:00:00.000Z',
    });
    setTimeout(() => this.onload?.(), 0);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('bidder registers (issue #28): public lists, debarment search, corrigenda, upload', () => {
  it('debarredbidder: the register, the §5 keyword rule, and the debarment search saying who debarred the firm, when and why', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/en/debarredbidder');
    await findHeading('Debarred Bidders');
    const table = await screen.findByRole('table', { name: '2 bidders, page 1' }, { timeout: 8000 });
    const manas = within(table).getByRole('row', { name: /PHE\/REG\/2022\/0008/ });
    expect(manas).toHaveTextContent('01-04-2026');
    expect(manas).toHaveTextContent('Collusive bidding');
    expect(within(table).getByRole('row', { name: /Northeast/ })).toHaveTextContent('Until further orders');

    await user.type(screen.getByRole('textbox', { name: /^Keyword/ }), 'ma');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      (await screen.findAllByText('Keyword should contain minimum of 3 Characters')).length,
    ).toBeGreaterThan(0);
    expect(calls(fetchMock, /bidders\?q=/)).toHaveLength(0);

    await user.type(
      screen.getByRole('textbox', { name: 'Firm name or registration number' }),
      'm/s MANAS pipes',
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(router.state.location.search).toBe('?firm=m%2Fs+MANAS+pipes'));
    const verdict = await screen.findByRole('alert', {
      name: /Manas Pipes and Fittings is debarred today \(28-11-2026\)/,
    });
    expect(verdict).toHaveTextContent('Debarred By: Public Works Roads Department');
    expect(verdict).toHaveTextContent('From 01-04-2026 to 31-03-2029');
    expect(verdict).toHaveTextContent('Reason: Collusive bidding found by the tender committee.');
  });

  it('registeredbiddercorrigendumlist: each change of the latest version, changed fields old → new', async () => {
    renderApp('/en/registeredbiddercorrigendumlist');
    await findHeading('Corrigendum List: Registered Bidders');
    const table = await screen.findByRole('table', { name: '2 bidders, page 1' }, { timeout: 8000 });
    expect(within(table).getByRole('row', { name: /PWD\/REG\/2023\/0108/ })).toHaveTextContent(
      'Class: Class II → Class I',
    );
    expect(within(table).getByRole('row', { name: /PWD\/REG\/2022\/0311/ })).toHaveTextContent('Removed');
  });

  it('debarredbidderupload: the schema and example, §8 "replace the existing data?" before the upload, then the report by line', async () => {
    vi.stubGlobal('XMLHttpRequest', StoredXhr);
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/debarredbidderupload', { session: admin });
    await findHeading('Debarred Bidder Upload');
    expect(screen.getByRole('link', { name: "The file's format (JSON Schema)" })).toHaveAttribute(
      'href',
      '/api/v1/bidder-registers/debarred/schema.json',
    );
    expect(
      await screen.findByText(
        /Public Works Roads Department: the register is version 2 of 20-11-2026, with 4 rows/,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    // Nothing chosen: the form says so and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findAllByText('Upload the register file')).length).toBeGreaterThan(0);

    await user.upload(
      screen.getByLabelText(/^Register file \(JSON\)/),
      new File(['{"rows":[]}'], 'debarred-v3.json', { type: 'application/json' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the register' });
    expect(dialog).toHaveTextContent('Are you sure want to replace the existing data?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('Version 3 is now the register', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    const init = calls(fetchMock, /\/bidder-registers\/debarred\/versions$/)[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({
      file: { fileId: 555, title: 'debarred-v3' },
      replaces: 2,
    });
    const report = screen.getByRole('table', { name: 'Rows refused, by line of the file' });
    expect(within(report).getByRole('row', { name: /12/ })).toHaveTextContent(
      'The debarment cannot end before it starts',
    );
  });

  it('multipleOrg assigns the latest upload to a unit below (a unit is required)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/multipleOrg', { session: admin });
    await findHeading('Multiple Organisation Mapping');
    const table = await screen.findByRole(
      'table',
      { name: 'Organisations this upload is assigned to' },
      { timeout: 8000 },
    );
    expect(within(table).getByRole('row', { name: /Guwahati Roads Division/ })).toHaveTextContent(
      'Assigned, not published',
    );
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('combobox', { name: /^Organisations/ }));
    await user.click(await screen.findByRole('option', { name: 'Jorhat Roads Division' }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await screen.findByText('Assigned. Publish it to make it public for them.');
    const [, init] = calls(fetchMock, /\/versions\/2\/shares$/)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ orgUnitIds: [9] });
  });

  it('publishMultipleOrg publishes the upload for the assigned units after the §8 confirmation', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/publishMultipleOrg?kind=registered', { session: admin });
    await findHeading('Publish Multiple Organisation Mapping');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Publish for the assigned organisations' },
        { timeout: 8000 },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Once submited can't be reverted.");
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await screen.findByText('Published for every assigned organisation.');
    expect(calls(fetchMock, /\/bidder-registers\/registered\/versions\/2\/publish$/)).toHaveLength(1);
    const table = screen.getByRole('table', { name: 'Organisations this upload is assigned to' });
    expect(await within(table).findByText('Published on 28-11-2026')).toBeInTheDocument();
  });
});
