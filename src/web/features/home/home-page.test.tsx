import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentStubState } from '../../test/content-stubs.ts';
import { imageStubState } from '../../test/image-stubs.ts';
import { findHeading, renderApp } from '../../test/render-app.tsx';

function region(name: string) {
  return screen.getByRole('region', { name });
}

describe('home screen (spec §2 Home screen, §7 counts)', () => {
  it('shows the real tender statistics, each linking to the list that has those tenders', async () => {
    renderApp('/en');
    await findHeading('State Public Procurement Portal, Assam');
    const stats = region('Tenders at a glance');
    expect(await within(stats).findByText('1,234')).toBeInTheDocument();
    // Issue #24 item 1: the open listing holds upcoming tenders too; each count opens its part.
    expect(within(stats).getByRole('link', { name: 'Active tenders' })).toHaveAttribute(
      'href',
      '/en/latestactivetenders?bidding=open',
    );
    expect(within(stats).getByRole('link', { name: 'Upcoming tenders' })).toHaveAttribute(
      'href',
      '/en/latestactivetenders?bidding=upcoming',
    );
    expect(within(stats).getByText('7')).toBeInTheDocument();
    expect(within(stats).getByRole('link', { name: 'Opening today' })).toHaveAttribute(
      'href',
      '/en/openingtoday',
    );
    expect(within(stats).getByRole('link', { name: 'Closing today' })).toHaveAttribute(
      'href',
      '/en/latestactivetenders?closing=today',
    );
    expect(within(stats).getByText('56')).toBeInTheDocument();
    expect(within(stats).getByText('10,539')).toBeInTheDocument();
    expect(within(stats).getByRole('link', { name: 'Results (awards of contract)' })).toHaveAttribute(
      'href',
      '/en/bidawards',
    );
    // Events have no source yet: said plainly.
    expect(within(stats).getByText('No events have been published yet.')).toBeInTheDocument();
  });

  it('lists a few tenders closing soonest and newly published, each opening its full view, with links to the full lists (issue #14 item 6)', async () => {
    const { fetchMock } = renderApp('/en');
    const soon = await screen.findByRole('region', { name: 'Closing soon' }, { timeout: 5000 });
    const link = await within(soon).findByRole('link', { name: 'Thengal Gaon River Training Golaghat' });
    expect(link).toHaveAttribute('href', '/en/activetendersfullview?id=eprocure-2018_WPTBC_6506_1');
    expect(within(soon).getByText('Tender ID: 2018_WPTBC_6506_1')).toBeInTheDocument();
    expect(within(soon).getByRole('link', { name: 'All tenders closing soon' })).toHaveAttribute(
      'href',
      '/en/latestactivetenders',
    );
    const fresh = region('Newly published');
    expect(
      await within(fresh).findByRole('link', { name: 'Thengal Gaon River Training Golaghat' }),
    ).toBeInTheDocument();
    expect(within(fresh).getByRole('link', { name: 'All newly published tenders' })).toHaveAttribute(
      'href',
      '/en/latestactivetenders?sort=-published',
    );
    // Open tenders only, in the order the section's name says, a few rows.
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls).toContain('/api/v1/public/tenders?limit=5&sort=closing&status=open');
    expect(calls).toContain('/api/v1/public/tenders?limit=5&sort=-published&status=open');
  });

  it('shows tenders by due date (today, tomorrow, 7, 15, 30 days) linking to the filtered list', async () => {
    renderApp('/en');
    const due = await screen.findByRole('region', { name: 'Tenders by due date' }, { timeout: 5000 });
    expect(await within(due).findByText('150')).toBeInTheDocument();
    for (const [label, window] of [
      ['Closing today', 'today'],
      ['Closing tomorrow', 'tomorrow'],
      ['Closing within 7 days', '7'],
      ['Closing within 15 days', '15'],
      ['Closing within 30 days', '30'],
    ]) {
      expect(within(due).getByRole('link', { name: label })).toHaveAttribute(
        'href',
        `/en/latestactivetenders?closing=${window}`,
      );
    }
  });

  it('shows the 8 most popular product categories, each linking to its tenders', async () => {
    renderApp('/en');
    const popular = await screen.findByRole(
      'region',
      { name: 'Popular product categories' },
      { timeout: 5000 },
    );
    const civil = await within(popular).findByRole('link', { name: 'Civil Works' });
    expect(civil).toHaveAttribute('href', '/en/tendersbyproductcategory?productCategory=Civil+Works');
    expect(within(popular).getByText('412 active tenders')).toBeInTheDocument();
    // The ninth (Consultancy, 9 tenders) is left out.
    expect(within(popular).queryByRole('link', { name: 'Consultancy' })).toBeNull();
    expect(within(popular).getByRole('link', { name: 'All product categories' })).toHaveAttribute(
      'href',
      '/en/productcategory',
    );
  });

  it('says plainly that announcements, trainings, photographs and testimonials are not published yet, and shows no empty banner block (issue #31 item 1)', async () => {
    renderApp('/en');
    imageStubState.shown = []; // no approved image today (issue #27 item 4)
    await findHeading('State Public Procurement Portal, Assam');
    expect(screen.queryByText('No banners have been published yet.')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Highlights' })).toBeNull();
    for (const text of [
      'There are no announcements today.',
      'No trainings have been announced yet.',
      'No photographs have been published yet.',
      'No testimonials have been published yet.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  /**
   * Spec §2 Home screen "testimonials" (issue #27 item 7): the published ones the server gives
   * for the visitor's language, each a quote with the person's name and designation.
   */
  const testimonials = [
    {
      id: 1,
      quote: 'Our division now publishes a works tender on the portal in an afternoon.',
      personName: 'Bhaskar Jyoti Saikia',
      personRole: 'Executive Engineer, PWD (Roads), Jorhat Division',
      language: 'en' as const,
      documentDate: '2026-06-01',
    },
    {
      id: 2,
      quote: 'নিবিদাৰ নথি ডাউনলোড কৰা এতিয়া ঘৰৰ পৰাই হয়।',
      personName: 'ৰীতা বৰুৱা',
      personRole: 'স্বত্বাধিকাৰী, লুইত এণ্টাৰপ্ৰাইজ, ডিব্ৰুগড়',
      language: 'as' as const,
      documentDate: '2026-06-02',
    },
  ];

  it('shows the testimonials of the visitor’s language: the quote, who said it and their designation', async () => {
    const { fetchMock } = renderApp('/en');
    contentStubState.testimonials = testimonials;
    const section = await screen.findByRole('region', { name: 'Testimonials' }, { timeout: 8000 });
    const quote = await within(section).findByText(testimonials[0]!.quote);
    expect(quote.tagName).toBe('BLOCKQUOTE');
    const figure = quote.closest('figure')!;
    expect(within(figure).getByText('Bhaskar Jyoti Saikia')).toBeInTheDocument();
    expect(figure.querySelector('figcaption')).toHaveTextContent(
      'Bhaskar Jyoti SaikiaExecutive Engineer, PWD (Roads), Jorhat Division',
    );
    expect(within(section).queryByText(testimonials[1]!.quote)).toBeNull();
    expect(within(section).queryByText('No testimonials have been published yet.')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/v1/public/testimonials?lang=en');
  });

  it('shows the Assamese testimonials under /asm', async () => {
    renderApp('/asm');
    contentStubState.testimonials = testimonials;
    const assamese = await screen.findByRole('region', { name: 'অভিমত' }, { timeout: 8000 });
    expect(await within(assamese).findByText(testimonials[1]!.quote)).toBeInTheDocument();
    expect(within(assamese).getByText('ৰীতা বৰুৱা')).toBeInTheDocument();
    expect(within(assamese).queryByText(testimonials[0]!.quote)).toBeNull();
  });

  /**
   * Issue #31 item 1: the search box is the first thing after the heading; as HTML it is a GET
   * form to the active tenders listing (it works before the app starts); with the app it checks
   * the keyword (spec §5) and opens the listing with the word and the filters chosen.
   */
  it('has the search box first: a GET form to the listing, a word, reference or Tender ID, district and closing', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/en');
    const section = await screen.findByRole('region', { name: 'Find a tender' }, { timeout: 5000 });
    const search = section.querySelector('form')!;
    expect(search).toHaveAttribute('method', 'get');
    expect(search).toHaveAttribute('action', '/en/latestactivetenders');
    // Before the statistics, the tender previews and everything else on the page.
    const stats = region('Tenders at a glance');
    expect(search.compareDocumentPosition(stats) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const keyword = within(search).getByRole('textbox', { name: 'Word, reference number or Tender ID' });
    expect(keyword).toHaveAttribute('name', 'q');
    const district = within(search).getByRole('combobox', { name: 'District' });
    expect(district).toHaveAttribute('name', 'district');
    await within(district).findByRole('option', { name: 'Golaghat' });

    await user.type(keyword, 'ro');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(
      await within(search).findAllByText('Keyword should contain minimum of 3 Characters'),
    ).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/en');

    await user.type(keyword, 'ad');
    await user.selectOptions(district, 'Golaghat');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Closing' }), '7');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/latestactivetenders'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'road',
      district: 'Golaghat',
      closing: '7',
    });
  });

  it('has the search box in Assamese under /asm, to the Assamese listing', async () => {
    renderApp('/asm');
    const section = await screen.findByRole('region', { name: 'নিবিদা বিচাৰক' }, { timeout: 5000 });
    const search = section.querySelector('form')!;
    expect(search).toHaveAttribute('action', '/asm/latestactivetenders');
    expect(
      within(search).getByRole('textbox', { name: 'শব্দ, উল্লেখ নম্বৰ বা নিবিদাৰ আইডি' }),
    ).toBeInTheDocument();
  });

  it('is in Assamese under /asm', async () => {
    renderApp('/asm');
    expect(
      await screen.findByRole('region', { name: 'এক নজৰত নিবিদা' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('আজি কোনো ঘোষণা নাই।')).toBeInTheDocument();
  });
});
