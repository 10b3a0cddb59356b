import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render-app.tsx';

const publisher = {
  ...testUser,
  userId: 8,
  roles: ['publisher' as const],
  menuGroups: [
    {
      code: 'tenderPublishing',
      name: { en: 'ePublish: Publish', as: 'ই-প্ৰকাশ: প্ৰকাশ' },
      pages: ['directpurchasestatusappruval'] as never[],
    },
  ],
};

const actionCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).includes('/actions/'));

const decision = () => screen.findByRole('region', { name: 'Workflow' }, { timeout: 8000 });

describe('ePublish preview and decisions (spec §2 directpurchasepreview, §4; issue #11 item 3)', () => {
  it('shows the tender through the public full view body, with the extra §3 details, and the history with remarks', async () => {
    renderApp('/en/directpurchasepreview?id=9', { session: publisher });
    // The public full view's own heading of the tender and its sections.
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Repair of the Jorhat-Titabar road' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Critical dates' })).toBeInTheDocument();
    // Issue #11 item 4: covers with their documents, documents with size and SHA-256, fee details.
    const cover = screen.getByRole('table', { name: 'Cover 2: Financial' });
    expect(within(cover).getByRole('rowheader', { name: 'Financial bid' })).toBeInTheDocument();
    const documents = screen.getByRole('table', { name: /1 document; check a downloaded copy/ });
    const nit = within(documents).getByRole('link', { name: 'NIT Jorhat Titabar road (NIT)' });
    // Not public yet: the preview's documents come through the ePublish endpoint.
    expect(nit).toHaveAttribute('href', '/api/v1/epublish/tenders/9/documents/41');
    expect(within(documents).getByText('240 KB')).toBeInTheDocument();
    expect(within(documents).getByText(/^a3f1c2d4/)).toBeInTheDocument();
    expect(screen.getByText('3 % of the contract value')).toBeInTheDocument();
    expect(screen.getByText('MSME registered bidders')).toBeInTheDocument();
    // History, oldest first, with the publisher's remarks.
    const history = screen.getByRole('table', { name: '2 steps' });
    expect(within(history).getByRole('row', { name: /Modification required/ })).toHaveTextContent(
      'Add the BOQ to the financial cover',
    );
  });

  it('Modification Required needs remarks (§5): refused without, sent with them after the confirmation', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/directpurchasepreview?id=7', { session: publisher });
    const panel = await decision();
    expect(within(panel).getByRole('button', { name: 'Found in Order' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Modification Required' }));
    // The shared decision panel's kit message (spec §5 'Remarks required'), on the field.
    expect(within(panel).getByRole('textbox', { name: 'Remarks' })).toHaveAccessibleDescription(
      /Remarks required/,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actionCalls(fetchMock)).toHaveLength(0);

    await user.type(within(panel).getByRole('textbox', { name: 'Remarks' }), 'Attach the BOQ');
    await user.click(within(panel).getByRole('button', { name: 'Modification Required' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Done. The tender is now: Modification required.',
    );
    const [[url, init]] = actionCalls(fetchMock) as [[string, RequestInit]];
    expect(url).toBe('/api/v1/epublish/tenders/7/actions/return');
    expect(JSON.parse(String(init.body))).toEqual({ version: 3, remarks: 'Attach the BOQ' });
  });

  it('a 409 says someone else changed it and offers a reload; No in the confirmation does nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/en/directpurchasepreview?id=7', { session: publisher });
    const panel = await decision();
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(actionCalls(fetchMock)).toHaveLength(0);
    // Another publisher decides first: the stub's tender moves on, this page still has version 3.
    await fetch('/api/v1/epublish/tenders/7/actions/approve', {
      method: 'POST',
      body: JSON.stringify({ version: 3 }),
    });
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this tender meanwhile');
    expect(within(panel).getByRole('button', { name: 'Reload the tender' })).toBeInTheDocument();
  });

  it('shows no workflow buttons where the item allows none (a published tender), and the public permalink', async () => {
    renderApp('/en/directpurchasepreview?id=10', { session: publisher });
    await screen.findByRole('heading', { level: 2, name: 'History' }, { timeout: 8000 });
    expect(screen.queryByRole('region', { name: 'Workflow' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Open the published tender' })).toHaveAttribute(
        'href',
        '/en/DirectPurchasefullview?id=epublish-10',
      ),
    );
  });

  it("the creator's Send from the preview shows the server's refusal in words, with the way to the form", async () => {
    const user = userEvent.setup();
    renderApp('/en/directpurchasepreview?id=6', { session: { ...testUser } });
    const panel = await decision();
    await user.click(within(panel).getByRole('button', { name: 'Send to publisher' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Enter the document name');
    expect(within(panel).getByRole('link', { name: 'Open the form to correct the tender' })).toHaveAttribute(
      'href',
      '/en/directpurchase?id=6',
    );
  });
});
