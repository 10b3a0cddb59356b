import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../api/client.ts';
import { sessionStore } from '../lib/session.ts';
import { testUser } from '../test/render-app.tsx';
import { PreferencesProvider } from '../theme/preferences.tsx';
import { SessionTimer } from './session-timer.tsx';

/** The timer alone, with short server timers, and a network that records what is asked. */
function setup() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return Response.json({ ok: true, now: Date.now() });
    }),
  );
  sessionStore.apply({
    authenticated: true,
    user: testUser,
    windowKey: null,
    devMailbox: false,
    idleMs: 1000,
    warningMs: 3000,
  } as Parameters<typeof sessionStore.apply>[0]);
  const router = createMemoryRouter([{ path: '/:lang/*', element: <SessionTimer /> }], {
    initialEntries: ['/en/userdashboard'],
  });
  render(
    <PreferencesProvider>
      <RouterProvider router={router} />
    </PreferencesProvider>,
  );
  return { calls, router, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

describe('session warning (spec §4 Session)', () => {
  it('closing the warning with Esc is not Yes: no extension, and logout follows when its time is up', async () => {
    const { calls, router, user } = setup();
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Your session is about to expire' },
      { timeout: 4000 },
    );
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.endsWith('/session/time'))).toHaveLength(0);
    await waitFor(() => expect(calls.some((c) => c.endsWith('/auth/logout'))).toBe(true), { timeout: 6000 });
    expect(calls.filter((c) => c.endsWith('/session/time'))).toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });

  it('closing it with × is not Yes either: the session is not extended and logout follows', async () => {
    const { calls, user } = setup();
    await screen.findByRole('dialog', {}, { timeout: 4000 });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.endsWith('/session/time'))).toHaveLength(0);
    await waitFor(() => expect(calls.some((c) => c.endsWith('/auth/logout'))).toBe(true), { timeout: 6000 });
  });

  it('Yes extends the session and no logout follows', async () => {
    const { calls, user } = setup();
    await screen.findByRole('dialog', {}, { timeout: 4000 });
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((c) => c.endsWith('/session/time'))).toBe(true));
    expect(calls.some((c) => c.endsWith('/auth/logout'))).toBe(false);
  });
});

describe('a session ended elsewhere (issue #24 item 2, decision 059)', () => {
  const refuseEverything = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { type: 'about:blank', title: 'Please log in to continue.', status: 401, code: 'UNAUTHENTICATED' },
          { status: 401 },
        ),
      ),
    );

  it('a call answered "not logged in" while this tab had a session shows Session expired', async () => {
    setup();
    refuseEverything();
    await apiFetch('/users').catch(() => {});
    expect(await screen.findByRole('dialog', { name: 'Session expired' })).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });

  it('the same answer to a visitor who was never logged in is not an expiry', async () => {
    setup();
    sessionStore.set(null);
    refuseEverything();
    await apiFetch('/users').catch(() => {});
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog', { name: 'Session expired' })).toBeNull();
  });
});
