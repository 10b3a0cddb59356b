import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appealSession } from '../../test/appeals-stubs.ts';
import { planStubState } from '../../test/plans-stubs.ts';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

const planUser = {
  ...appealSession(testUser, ['annualprocurementplan'], ['creator']),
  menuGroups: [
    {
      code: 'planEntry',
      name: { en: 'Annual Procurement Plan', as: 'বাৰ্ষিক ক্ৰয় পৰিকল্পনা' },
      pages: ['annualprocurementplan' as const],
    },
  ],
};
const approver = {
  ...appealSession(testUser, ['annualprocurementplanapproval'], ['publisher']),
  menuGroups: [
    {
      code: 'planApproval',
      name: { en: 'Procurement Plan Approval', as: 'ক্ৰয় পৰিকল্পনা অনুমোদন' },
      pages: ['annualprocurementplanapproval' as const],
    },
  ],
};

describe('annual procurement plan pages (issue #27 item 5; spec §2 annualprocurementplan, annualprocurementplanapproval, annualprocurementplan/{id}, annualprocurementplandisplay)', () => {
  it('annualprocurementplandisplay lists approved plan items with organisation, year, value, quarter, method and their tenders; filters go in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/en/annualprocurementplandisplay', { session: null });
    await findHeading('Annual Procurement Plans');
    const table = await screen.findByRole('table', { name: '2 plan items' }, { timeout: 8000 });
    const row = within(table).getByRole('row', { name: /Improvement of office road/ });
    expect(row).toHaveTextContent('Directorate of Accounts and Treasuries');
    expect(row).toHaveTextContent('2026-27');
    expect(row).toHaveTextContent('₹6,25,00,000.00');
    expect(row).toHaveTextContent('Q1 (April to June)');
    expect(row).toHaveTextContent('Open tender');
    expect(
      within(row).getByRole('link', {
        name: 'Improvement of office road and drains at the Directorate campus, Dispur',
      }),
    ).toHaveAttribute('href', '/en/annualprocurementplandisplay?item=11');
    expect(within(row).getByRole('link', { name: '2026_DAT_1001_1' })).toHaveAttribute(
      'href',
      '/en/aocfullview?id=epublish-2026_DAT_1001_1',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'goods');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Financial year' }), '2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.search).toBe('?year=2026&category=goods'));
    expect(await screen.findByRole('table', { name: '1 plan item' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('a public plan item shows the tenders that carry it out and their awards, in Assamese too', async () => {
    renderApp('/asm/annualprocurementplandisplay?item=11', { session: null });
    await findHeading('বাৰ্ষিক ক্ৰয় পৰিকল্পনাসমূহ');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Improvement of office road and drains at the Directorate campus, Dispur' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('নিৰ্মাণ কাৰ্য')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /2026_DAT_1001_1/ })).toHaveAttribute(
      'href',
      '/asm/aocfullview?id=epublish-2026_DAT_1001_1',
    );
    expect(screen.getByText('Lachit Constructionsক ₹5,98,00,000.00ত প্ৰদান কৰা হৈছে')).toBeInTheDocument();
  });

  it('the tender full view says which plan item it carries out, linking to it', async () => {
    renderApp('/en/activetendersfullview?id=eprocure-2020_ASPIR_16050_1', { session: null });
    const link = await screen.findByRole(
      'link',
      { name: 'Managing the externally aided project cell' },
      { timeout: 8000 },
    );
    expect(link).toHaveAttribute('href', '/en/annualprocurementplandisplay?item=11');
    expect(link.closest('p')).toHaveTextContent(
      'In the annual procurement plan: Managing the externally aided project cell (Finance Department, 2026-27)',
    );
  });

  it('annualprocurementplan: a plan needs its organisation, year and complete items; the saved plan is sent to the server', async () => {
    const user = userEvent.setup();
    renderApp('/en/annualprocurementplan', { session: planUser });
    await findHeading('Annual Procurement Plan Entry');
    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 8000 }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Choose the organisation the plan is for.');
    expect(summary).toHaveTextContent('Choose a financial year between 2000-01 and 2099-00.');
    expect(planStubState.created).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: /^Organisation/ }), '3');
    const year = screen.getByRole('combobox', { name: /^Financial year/ });
    await user.selectOptions(year, within(year).getAllByRole('option')[2]!);
    await user.type(screen.getByRole('textbox', { name: /Subject of item 1/ }), 'Supply of record cabinets');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'goods');
    await user.type(screen.getByRole('textbox', { name: /Estimated value/ }), '220000');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Quarter/ }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Procurement method/ }), 'gem');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(planStubState.created).toHaveLength(1));
    expect(planStubState.created[0]).toMatchObject({
      orgUnitId: 3,
      items: [
        {
          subject: 'Supply of record cabinets',
          category: 'goods',
          estimatedValue: 220000,
          quarter: 3,
          method: 'gem',
        },
      ],
    });
  });

  it('annualprocurementplan/{id}: an approved plan’s item is linked to a tender found by its Tender ID', async () => {
    const user = userEvent.setup();
    renderApp('/en/annualprocurementplan/5', { session: planUser });
    await findHeading('Annual Procurement Plan Update');
    await user.click(
      await screen.findByRole('button', { name: 'Link a tender to item 2' }, { timeout: 8000 }),
    );
    const panel = screen.getByRole('region', { name: /Link a tender to “Supply of desktop computers/ });
    await user.type(within(panel).getByRole('textbox', { name: /Tender ID/ }), '2026_DAT_1002_1');
    await user.click(within(panel).getByRole('button', { name: 'Find' }));
    await user.click(await within(panel).findByRole('button', { name: 'Link 2026_DAT_1002_1' }));
    expect(await within(panel).findByText('2026_DAT_1002_1 is linked to the item.')).toBeInTheDocument();
    expect(planStubState.linked).toEqual([{ itemId: 12, body: { tenderId: 52 } }]);
  });

  it('annualprocurementplanapproval: the queue opens a sent plan; return needs remarks; approve is confirmed', async () => {
    const user = userEvent.setup();
    renderApp('/en/annualprocurementplanapproval', { session: approver });
    await findHeading('Annual Procurement Plan Approval');
    await user.click(
      await screen.findByRole(
        'link',
        { name: 'Directorate of Accounts and Treasuries, 2027-28' },
        { timeout: 8000 },
      ),
    );
    const panel = await screen.findByRole('region', { name: 'Decision' });
    await user.click(within(panel).getByRole('button', { name: 'Return with remarks' }));
    await waitFor(() =>
      expect(within(panel).getByRole('textbox', { name: /^Remarks/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(planStubState.decided).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Done. The plan is now: Approved.')).toBeInTheDocument();
    expect(planStubState.decided).toEqual([{ action: 'approve', body: { version: 2 } }]);
  });
});
