import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appealSession } from '../../test/appeals-stubs.ts';
import { contentStubState } from '../../test/content-stubs.ts';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

const admin = {
  ...appealSession(testUser, ['contententryform', 'contententryformapproval'], ['portal_admin']),
  menuGroups: [
    {
      code: 'content',
      name: { en: 'Content Management', as: 'বিষয়বস্তু ব্যৱস্থাপনা' },
      pages: ['contententryform' as const, 'contententryformapproval' as const],
    },
  ],
};

describe('content pages (issue #27 items 1 and 2; spec §2 guideline pages, contententryformapproval, home announcements)', () => {
  it('actrules lists the published documents in the visitor’s language with date, size, SHA-256 and a download link', async () => {
    renderApp('/en/actrules');
    await findHeading('Acts and Rules');
    const table = await screen.findByRole('table', { name: '1 document' }, { timeout: 8000 });
    const row = within(table).getByRole('row', { name: /The Assam Public Procurement Act, 2017/ });
    expect(within(row).getByRole('link', { name: 'The Assam Public Procurement Act, 2017' })).toHaveAttribute(
      'href',
      '/api/v1/public/content/documents/1/file',
    );
    expect(row).toHaveTextContent('26-09-2017');
    expect(row).toHaveTextContent('240 KB');
    expect(row).toHaveTextContent('01'.repeat(32));
    expect(within(table).queryByText(/অসম ৰাজহুৱা/)).toBeNull();
  });

  it('the Assamese page lists the Assamese document; a bilingual one is on both', async () => {
    renderApp('/asm/actrules');
    expect(
      await screen.findByRole('link', { name: 'অসম ৰাজহুৱা ক্ৰয় আইন, ২০১৭' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('The Assam Public Procurement Act, 2017')).toBeNull();
  });

  it('searches by keyword of at least 3 characters, in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/en/downloads');
    await screen.findByRole('table', { name: '1 document' }, { timeout: 8000 });
    const box = screen.getByRole('textbox', { name: /Keyword/ });
    await user.type(box, 'ch');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Keyword should contain minimum of 3 Characters')).toBeInTheDocument();
    await user.type(box, 'eck');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=check'));
    expect(await screen.findByRole('table', { name: '1 document for “check”' })).toBeInTheDocument();
  });

  it('the home page shows today’s announcements in the visitor’s language, with the way to all of them', async () => {
    renderApp('/asm');
    contentStubState.announcements = [
      {
        id: 4,
        descriptionEn: 'Keep your digital signature certificate valid.',
        descriptionAs: 'আপোনাৰ ডিজিটেল স্বাক্ষৰ প্ৰমাণপত্ৰ বৈধ কৰি ৰাখক।',
        displayFrom: '2026-06-01',
        displayTo: '2026-06-30',
        alert: false,
      },
    ];
    const section = await screen.findByRole('region', { name: 'ঘোষণা' }, { timeout: 8000 });
    expect(await within(section).findByText('আপোনাৰ ডিজিটেল স্বাক্ষৰ প্ৰমাণপত্ৰ বৈধ কৰি ৰাখক।')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'ঘোষণাসমূহ' })).toHaveAttribute(
      'href',
      '/asm/announcementdisplay',
    );
  });

  it('contententryformapproval: the decision panel offers what the server allows; block needs remarks; approve then publish', async () => {
    const user = userEvent.setup();
    renderApp('/en/contententryformapproval?id=9', { session: admin });
    const panel = await screen.findByRole('region', { name: 'Decision' }, { timeout: 8000 });
    expect(screen.getByText('Manual for Procurement of Works, 2022')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Block' }));
    const remarks = within(panel).getByRole('textbox', { name: /^Remarks/ });
    await waitFor(() => expect(remarks).toHaveAttribute('aria-invalid', 'true'));
    expect(contentStubState.decided).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('Done. Its status is now: Approved, not yet published.'),
    ).toBeInTheDocument();
    expect(contentStubState.decided).toEqual([{ action: 'approve', body: { version: 1 } }]);
    await user.click(await within(panel).findByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Done. Its status is now: Published.')).toBeInTheDocument();
    expect(contentStubState.decided[1]).toEqual({ action: 'publish', body: { version: 2 } });
  });
});
