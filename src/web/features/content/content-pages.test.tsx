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
      await screen.findByRole('link', { name: 'অসম ৰাজহুৱা ক্ৰয় আইন, 2017' }, { timeout: 8000 }),
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

  it('contententryform: a testimonial takes a quote, the person and their designation in place of the document, in one language', async () => {
    const user = userEvent.setup();
    renderApp('/en/contententryform', { session: admin });
    const type = await screen.findByRole('combobox', { name: /^Type/ }, { timeout: 8000 });
    expect(screen.getByLabelText(/^Document \(pdf/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Quote/ })).toBeNull();
    await user.selectOptions(type, 'testimonials');
    expect(await screen.findByRole('textbox', { name: /^Quote/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name of the person/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Designation or organisation/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Document \(pdf/)).toBeNull();
    expect(screen.queryByRole('radio', { name: 'English and Assamese' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Bids from the office');
    await user.type(screen.getByRole('textbox', { name: /^Document date/ }), '01-06-2026');
    await user.type(screen.getByRole('textbox', { name: /^Name of the person/ }), 'Nilima Gogoi');
    await user.click(screen.getByRole('button', { name: 'Save and send for approval' }));
    expect(
      (await screen.findAllByText('Write the quote: a testimonial is shown as the person’s words')).length,
    ).toBeGreaterThan(0);
    expect(
      screen.getAllByText('Write the designation or organisation of the person quoted').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('Upload the document')).toBeNull();
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

  it('trainings: the running one and the cancelled one with its reason and day, in the visitor’s language', async () => {
    renderApp('/asm/trainings');
    contentStubState.trainings = [
      {
        id: 1,
        titleEn: 'Appeals under section 38',
        titleAs: '38 নং ধাৰাৰ অধীনত আপীল',
        descriptionEn: 'Time limits and hearings.',
        descriptionAs: null,
        startsAt: '2026-06-10T04:30:00.000Z',
        endsAt: '2026-06-10T09:30:00.000Z',
        venue: null,
        link: 'https://meet.example.gov.in/spp',
        state: 'active',
        cancellationReason: null,
        cancelledOn: null,
      },
      {
        id: 2,
        titleEn: 'Procurement planning workshop',
        titleAs: 'ক্ৰয় পৰিকল্পনা কৰ্মশালা',
        descriptionEn: null,
        descriptionAs: null,
        startsAt: '2026-06-20T04:30:00.000Z',
        endsAt: '2026-06-20T10:30:00.000Z',
        venue: 'Janata Bhawan, Dispur',
        link: null,
        state: 'cancelled',
        cancellationReason: 'The hall is needed',
        cancelledOn: '2026-06-09',
      },
    ];
    expect(
      await screen.findByRole('heading', { name: '38 নং ধাৰাৰ অধীনত আপীল' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/এতিয়া চলি আছে/)).toBeInTheDocument();
    expect(screen.getByText('09-06-2026 তাৰিখে বাতিল: The hall is needed')).toBeInTheDocument();
  });

  it('textcontentsave shows one published document by id with its file, or says it is not found', async () => {
    renderApp('/en/textcontentsave?id=1');
    await findHeading('The Assam Public Procurement Act, 2017');
    expect(screen.getByRole('link', { name: 'document-1.pdf' })).toHaveAttribute(
      'href',
      '/api/v1/public/content/documents/1/file',
    );
    expect(screen.getByText('01'.repeat(32))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acts and Rules' })).toHaveAttribute('href', '/en/actrules');
  });

  it('textcontentsave of an unknown document says so', async () => {
    renderApp('/en/textcontentsave?id=99');
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'This document is not published, or it has expired.',
    );
  });
});
