import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { epublishStubConfig } from '../../test/epublish-stubs.ts';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

const creator = {
  ...testUser,
  menuGroups: [
    {
      code: 'tenderCreation',
      name: { en: 'ePublish: Create', as: 'ই-প্ৰকাশ: সৃষ্টি' },
      pages: ['directpurchase', 'createTender', 'directpurchaselist', 'tenderlist'] as never[],
    },
  ],
};

const requests = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], method: string, path: RegExp) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && path.test(String(url).split('?')[0]!),
  );

/** The form has loaded (its chunk, the configuration and the draft): a big page on a small machine. */
const button = (name: string) => screen.findByRole('button', { name }, { timeout: 8000 });

afterEach(() => {
  epublishStubConfig.overrides = {};
  epublishStubConfig.unspscLoaded = true;
});

describe('ePublish tender form (spec §2 directpurchase / createTender; issue #11 item 1)', () => {
  it('shows only the fields the module configuration shows, and marks the mandatory ones (spec §3 Module field status)', async () => {
    epublishStubConfig.overrides = { sector: { status: false }, estimatedValue: { mandatory: true } };
    renderApp('/en/directpurchase', { session: creator });
    await findHeading('Create ePublish Tender');
    await button('Save as Draft');
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toBeRequired();
    // Configured mandatory by this test; optional in the seed.
    expect(screen.getByRole('textbox', { name: /^Estimated value/ })).toBeRequired();
    // Optional in the configuration.
    expect(screen.getByRole('textbox', { name: /^Payable to/ })).not.toBeRequired();
    // Hidden by the configuration.
    expect(screen.queryByRole('textbox', { name: /^Sector/ })).toBeNull();
    // A field that follows a flag appears with it, and is mandatory then (tender-rules.ts).
    expect(screen.queryByRole('textbox', { name: /^Pre-bid meeting place/ })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pre-bid meeting' }));
    expect(screen.getByRole('textbox', { name: /^Pre-bid meeting place/ })).toBeRequired();
  });

  it('UNSPSC configured mandatory but no UNSPSC list loaded: one sentence says so instead of four empty selects, and Send does not ask for them (classificationSettings)', async () => {
    epublishStubConfig.overrides = { unspscSegment: { mandatory: true }, unspscFamily: { mandatory: true } };
    epublishStubConfig.unspscLoaded = false;
    const user = userEvent.setup();
    renderApp('/en/directpurchase', { session: creator });
    await user.click(await button('Send to publisher'));
    const summary = await screen.findByRole('alert');
    const targets = within(summary)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(targets).toContain('#values.tenderTitle');
    expect(targets.filter((href) => /unspsc/.test(href ?? ''))).toEqual([]);
    expect(screen.getByText(/^No UNSPSC classification is loaded on this portal/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^UNSPSC/, { selector: 'input' })).toBeNull();
  });

  it('with a UNSPSC list loaded, the configured mandatory levels are asked for (the rule does not drop them)', async () => {
    epublishStubConfig.overrides = { unspscSegment: { mandatory: true } };
    const user = userEvent.setup();
    renderApp('/en/directpurchase', { session: creator });
    await user.click(await button('Send to publisher'));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toContain('#values.unspscSegment');
    expect(screen.getByLabelText(/^UNSPSC segment/, { selector: 'input' })).toBeRequired();
    expect(screen.queryByText(/^No UNSPSC classification is loaded/)).toBeNull();
  });

  it('Send checks what must be filled before asking (sendIssues) and sends nothing while it is missing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/createTender', { session: creator });
    await user.click(await button('Send to publisher'));
    const summary = await screen.findByRole('alert');
    // Issue #24 item 5: the many "required" links each name their field, not twenty identical ones.
    const required = within(summary).getAllByRole('link', {
      name: /^.+: This field is required before sending to the publisher$/,
    });
    expect(required.length).toBeGreaterThan(5);
    const names = required.map((a) => a.textContent);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Title: This field is required before sending to the publisher');
    // Each issue links to its own field, the NIT upload and the number of covers included.
    const targets = within(summary)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(targets).toEqual(
      expect.arrayContaining([
        '#values.tenderTitle',
        '#values.nitDocument',
        '#values.numberOfCovers',
        '#values.bidSubmissionEnd',
      ]),
    );
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');
    expect(requests(fetchMock, 'POST', /\/epublish\/tenders/)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the covers follow their number (§9: three = EMD, technical, financial) and each lists its documents; Save as Draft sends them', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/en/directpurchase', { session: creator });
    await button('Save as Draft');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Supply of tents');
    await user.click(screen.getByRole('combobox', { name: /^Number of covers/ }));
    await user.click(await screen.findByRole('option', { name: /^Three covers/ }));
    const technical = await screen.findByRole('group', { name: 'Cover 2: Technical' });
    expect(screen.getByRole('group', { name: 'Cover 1: EMD' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Cover 3: Financial' })).toBeInTheDocument();
    await user.click(within(technical).getByRole('button', { name: 'Add a document to Cover 2: Technical' }));
    await user.type(within(technical).getByRole('textbox', { name: /^Document 1 name/ }), 'Technical bid');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The draft has been saved.');
    const [[, init]] = requests(fetchMock, 'POST', /\/epublish\/tenders$/) as [[string, RequestInit]];
    const { values } = JSON.parse(String(init.body));
    expect(values.tenderTitle).toBe('Supply of tents');
    expect(values.covers).toEqual([
      { kind: 'emd', documents: [] },
      { kind: 'technical', documents: [{ name: 'Technical bid', type: 'pdf', sizeMb: 20 }] },
      { kind: 'financial', documents: [] },
    ]);
    // The new draft has its own address, so a reload opens it (decision 024).
    await waitFor(() => expect(router.state.location.search).toBe('?id=101'));
  });

  it('ticking the NDA with four covers asks before removing the pre-qualification cover’s document rows; No keeps them (issue #24 item 4)', async () => {
    const user = userEvent.setup();
    renderApp('/en/directpurchase', { session: creator });
    await button('Save as Draft');
    await user.click(screen.getByRole('combobox', { name: /^Number of covers/ }));
    await user.click(await screen.findByRole('option', { name: /^Four covers/ }));
    const first = await screen.findByRole('group', { name: 'Cover 1: Pre-qualification' });
    await user.click(within(first).getByRole('button', { name: /^Add a document to Cover 1/ }));
    await user.type(
      within(first).getByRole('textbox', { name: /^Document 1 name/ }),
      'Experience certificates',
    );
    const nda = screen.getByRole('checkbox', { name: /^Non-disclosure agreement/ });
    await user.click(nda);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure want to delete the record?');
    expect(dialog).toHaveTextContent('Pre-qualification');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(nda).not.toBeChecked());
    expect(
      within(screen.getByRole('group', { name: 'Cover 1: Pre-qualification' })).getByRole('textbox', {
        name: /^Document 1 name/,
      }),
    ).toHaveValue('Experience certificates');
    // Yes: the NDA cover takes its place, empty.
    await user.click(nda);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    const ndaCover = await screen.findByRole('group', { name: /^Cover 1: Non-disclosure/ });
    expect(within(ndaCover).queryByRole('textbox', { name: /^Document 1 name/ })).toBeNull();
  });

  it('asks the §8 confirmation before sending; No sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/directpurchase?id=5', { session: creator });
    await user.click(await button('Send to publisher'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Once submited can't be reverted. Are you sure");
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(requests(fetchMock, 'PUT', /\/epublish\/tenders\/5$/)).toHaveLength(0);
    expect(requests(fetchMock, 'POST', /\/actions\//)).toHaveLength(0);
  });

  it("puts the server's nested field error on its field: values.covers.1.documents.0.name", async () => {
    const user = userEvent.setup();
    renderApp('/en/directpurchase?id=6', { session: creator });
    await user.click(await button('Send to publisher'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    const financial = await screen.findByRole('group', { name: 'Cover 2: Financial' });
    const name = within(financial).getByRole('textbox', { name: /^Document 1 name/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(/Enter the document name/);
    expect(screen.getByRole('link', { name: 'Enter the document name' })).toHaveAttribute(
      'href',
      '#values.covers.1.documents.0.name',
    );
  });

  it('sends a complete draft after Yes: saves it, then the send step, then opens the preview', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/en/directpurchase?id=5', { session: creator });
    await user.click(await button('Send to publisher'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/directpurchasepreview'));
    expect(router.state.location.search).toBe('?id=5');
    expect(requests(fetchMock, 'PUT', /\/epublish\/tenders\/5$/)).toHaveLength(1);
    const [[, init]] = requests(fetchMock, 'POST', /\/epublish\/tenders\/5\/actions\/send$/) as [
      [string, RequestInit],
    ];
    expect(JSON.parse(String(init.body))).toEqual({ version: 4 });
  });

  it('Discard draft asks "Are you sure want to delete the record?" and returns to the list', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/en/createTender?id=8', { session: creator });
    await user.click(await button('Discard draft'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure want to delete the record?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/tenderlist'));
    expect(requests(fetchMock, 'POST', /\/epublish\/tenders\/8\/actions\/discard$/)).toHaveLength(1);
  });

  it('warns before leaving with unsaved changes (spec §8), and not after Save as Draft', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/en/directpurchase?id=8', { session: creator });
    await button('Save as Draft');
    await user.type(screen.getByRole('textbox', { name: /^Location/ }), 'Nagaon');
    void router.navigate('/en/directpurchaselist');
    // The suite's wait (setup.ts, 10 s): a busy machine draws the dialog later than 5 s.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Please press Save as Draft before leaving this page.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/en/directpurchase');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await screen.findByText('The draft has been saved.');
    void router.navigate('/en/directpurchaselist');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/directpurchaselist'));
  });
});
