import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../lib/session.ts';
import { findHeading, renderApp, testUser } from '../test/render-app.tsx';

const officer: SessionUser = testUser;

describe('routing and guards (spec §4, §5)', () => {
  it('titles a page "route title | portal name" and shows its content', async () => {
    renderApp('/en/about');
    await findHeading('About Us');
    await waitFor(() => expect(document.title).toBe('About Us | State Public Procurement Portal, Assam'));
  });

  it('shows the page-under-construction page under the real title of a route not built yet', async () => {
    renderApp('/en/captcha');
    await findHeading('Captcha');
    expect(screen.getByTestId('under-construction')).toHaveTextContent('Page under construction');
  });

  it('sends a logged-out visitor of a logged-in page to access denied (spec §5)', async () => {
    const { router } = renderApp('/en/directpurchase');
    await findHeading('Access denied');
    expect(router.state.location.pathname).toBe('/en/accessdenied');
  });

  it('sends everyone to the server-down page when the server-status check fails (spec §4)', async () => {
    const { router } = renderApp('/asm/about', { serverUp: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/asm/serverdown'));
  });

  it('shows the not-found page for a path no route serves', async () => {
    renderApp('/en/no-such-page');
    await findHeading('Page not found');
  });

  it('shows the footer visit count with Indian digit grouping', async () => {
    renderApp('/en/about', { visits: 1234567 });
    expect(await screen.findByTestId('visit-count')).toHaveTextContent('12,34,567 visitors');
  });

  it('claims no certification or audit unless an operator configured one (issue #14 item 8)', async () => {
    renderApp('/en/about');
    const footer = await screen.findByRole('contentinfo');
    await screen.findByTestId('visit-count');
    expect(within(footer).queryByRole('heading', { name: 'Certification' })).toBeNull();
    expect(footer).not.toHaveTextContent(/STQC|CERT-In|audit/i);
    // Unmounted, not only emptied: a tree left mounted keeps its own language and page alive.
    cleanup();

    renderApp('/asm/about', { certification: 'STQC audit certificate 41/2027' });
    const configured = await screen.findByRole('region', { name: 'প্ৰমাণীকৰণ' });
    expect(configured).toHaveTextContent('STQC audit certificate 41/2027');
    // Issue #14 item 7: the version date's month in Assamese, through Intl (Latin digits).
    expect(screen.getByRole('contentinfo')).toHaveTextContent('সংস্কৰণৰ তাৰিখ: 20 ডিচেম্বৰ, 2024');
  });
});

describe('logged-in shell (spec §2 Layout, §6)', () => {
  it('shows the server-supplied menu groups, My Account and the user name', async () => {
    renderApp('/en/userdashboard', { session: officer });
    const nav = await screen.findByRole('navigation', { name: 'User menu' });
    expect(within(nav).getByText('ePublish: Create')).toBeInTheDocument();
    expect(within(nav).getByText('Create ePublish Tender')).toBeInTheDocument();
    for (const item of ['User Details', 'Edit Profile', 'Update Email/Phone', 'Change Password']) {
      expect(within(nav).getByText(item)).toBeInTheDocument();
    }
    expect(screen.getByTestId('signed-in-as')).toHaveTextContent('Signed in as Anjali Baruah');
  });

  it('lists a menu page with a parameter by the link the catalogue gives it (the corrigendum queue), and no other', async () => {
    const publisher: SessionUser = {
      ...officer,
      menuGroups: [
        {
          code: 'tenderPublishing',
          name: { en: 'ePublish: Publish', as: 'ই-প্ৰকাশ: প্ৰকাশ' },
          pages: ['directpurchasecorrigendumstatusappruval', 'grievancestatusupdate'],
        },
      ],
    };
    renderApp('/en/userdashboard', { session: publisher });
    const nav = await screen.findByRole('navigation', { name: 'User menu' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toContain('/en/directpurchasecorrigendumstatusappruval/all');
    // grievancestatusupdate/{id} needs a grievance: no menu link can be made for it.
    expect(links.some((href) => href?.includes('grievancestatusupdate'))).toBe(false);
  });

  it('hides Edit Profile, Update Email/Phone and Change Password for user category gep', async () => {
    renderApp('/en/userdashboard', { session: { ...officer, userCategory: 'gep' } });
    const nav = await screen.findByRole('navigation', { name: 'User menu' });
    expect(within(nav).getByText('User Details')).toBeInTheDocument();
    for (const item of ['Edit Profile', 'Update Email/Phone', 'Change Password']) {
      expect(within(nav).queryByText(item)).not.toBeInTheDocument();
    }
  });
});

describe('public header (spec §2 Layout, §4)', () => {
  it('asks before switching language, and stays put on No', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/en/about');
    await findHeading('About Us');
    await user.click(screen.getByRole('button', { name: 'Read this page in Assamese' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change language' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(router.state.location.pathname).toBe('/en/about');
  });

  it('switches to the same page in Assamese on Yes', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/en/about?x=1');
    await findHeading('About Us');
    await user.click(screen.getByRole('button', { name: 'Read this page in Assamese' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change language' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/asm/about'));
    expect(router.state.location.search).toBe('?x=1');
    await waitFor(() => expect(document.documentElement.lang).toBe('as'));
  });

  it('asks the spec §8 question before opening an external portal, and opens it only on Yes', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderApp('/en/about');
    await findHeading('About Us');
    await user.click(screen.getByRole('button', { name: 'Select Portal' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Government e-Marketplace (GeM)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'You are being redirected to an external website. Such external links are not monitored for accuracy or reliability by us',
    );
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(open).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Select Portal' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Government e-Marketplace (GeM)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(open).toHaveBeenCalledWith('https://gem.gov.in', '_blank', 'noopener,noreferrer');
  });

  it('changes theme, colour scheme and text size, keeps the size within -2…+4, and saves them in a cookie', async () => {
    const user = userEvent.setup();
    renderApp('/en/about');
    await findHeading('About Us');
    await user.click(screen.getByRole('button', { name: 'Display settings' }));
    const increase = await screen.findByRole('button', { name: 'Increase text size' });
    for (let i = 0; i < 6; i++) await user.click(increase);
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('text-size-value')).toHaveTextContent('+4');
    expect(document.documentElement.style.fontSize).toBe('140%');
    await user.click(screen.getByRole('button', { name: 'Normal text size' }));
    const decrease = screen.getByRole('button', { name: 'Decrease text size' });
    for (let i = 0; i < 3; i++) await user.click(decrease);
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('text-size-value')).toHaveTextContent('-2');
    expect(document.documentElement.style.fontSize).toBe('80%');

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement.dataset.mantineColorScheme).toBe('dark'));
    await user.click(screen.getByRole('radio', { name: /Maroon/ }));
    expect(decodeURIComponent(document.cookie)).toContain('spp_prefs=t=dark&c=maroon&s=-2');
  });
});

describe('menu permission guard (spec §5 navigation)', () => {
  it('opens a menu page the user has', async () => {
    renderApp('/en/directpurchase', { session: officer });
    await findHeading('Create ePublish Tender');
  });

  it('sends a logged-in user to access denied for a menu page their roles lack, and ends the session (spec §4)', async () => {
    const { router, fetchMock } = renderApp('/en/usercreation', { session: officer });
    await findHeading('Access denied');
    expect(router.state.location.pathname).toBe('/en/accessdenied');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/auth/logout'))).toBe(true),
    );
  });
});

describe('one session, one window (spec §5, docs/decisions/010, issue #14 item 9)', () => {
  const key = 'key-of-the-login-window';
  afterEach(() => {
    window.name = '';
    localStorage.clear();
  });

  it('offers a logged-in page opened in another tab to continue the session there, without ending it', async () => {
    window.name = '';
    localStorage.setItem('spp-session-window', `${key}.first`);
    const { fetchMock } = renderApp('/en/userdashboard', { session: officer, windowKey: key });
    await findHeading('You are logged in in another tab');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/auth/logout'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Continue in this tab' }));
    await findHeading(/Welcome, Anjali Baruah/);
    // This tab is the session's own now: the first tab reads that from the shared owner.
    expect(window.name).toMatch(new RegExp(`^${key}\\.`));
    expect(localStorage.getItem('spp-session-window')).toBe(window.name);
  });

  it('opens the page in the window that logged in, and stops it when another tab takes the session', async () => {
    window.name = `${key}.first`;
    localStorage.setItem('spp-session-window', `${key}.first`);
    renderApp('/en/userdashboard', { session: officer, windowKey: key });
    await findHeading(/Welcome, Anjali Baruah/);
    // Another tab continues the session (what its "Continue in this tab" writes).
    localStorage.setItem('spp-session-window', `${key}.second`);
    window.dispatchEvent(new StorageEvent('storage', { key: 'spp-session-window' }));
    await findHeading('Your session continues in another tab');
    expect(screen.queryByRole('heading', { name: /Welcome/ })).toBeNull();
  });

  it('lets any window in when the rule is switched off (windowKey null)', async () => {
    window.name = '';
    renderApp('/en/userdashboard', { session: officer, windowKey: null });
    await findHeading(/Welcome, Anjali Baruah/);
  });
});
