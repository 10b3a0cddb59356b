import type { SessionState, SessionUserDto } from '../../common/api/auth.ts';
import { apiFetch } from '../api/client.ts';

/**
 * The logged-in user as the browser knows it (spec §3 "Session values kept for the user").
 * Only display data lives here, in memory; the session itself is an HttpOnly cookie scripts
 * cannot read (docs/decisions/002), so nothing sensitive is ever in browser storage.
 */
export type SessionUser = SessionUserDto;

let current: SessionUser | null = null;
let timers = { idleMs: 900_000, warningMs: 60_000 };
let windowKey: string | null = null;
let devMailbox = false;
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

export const sessionStore = {
  get: (): SessionUser | null => current,
  /**
   * What a server-rendered page shows, and so what hydration starts from: nobody logged in
   * (public pages are rendered anonymously, docs/decisions/030); the session read after
   * hydration updates it.
   */
  serverSnapshot: (): SessionUser | null => null,
  timers: () => timers,
  /** Whether the server has the development mailbox (never in production). */
  devMailbox: () => devMailbox,
  set(user: SessionUser | null) {
    current = user;
    for (const l of listeners) l();
  },
  apply(state: SessionState) {
    timers = { idleMs: state.idleMs, warningMs: state.warningMs };
    devMailbox = state.devMailbox;
    windowKey = (state.authenticated && state.windowKey) || null;
    sessionStore.set(state.authenticated ? state.user : null);
  },
  /**
   * Spec §5, docs/decisions/010: makes this window the session's own. Called right after this
   * window logged in, and when the user chooses to continue the session in another tab: that
   * tab's name (the server's window key and a token of this claim) becomes the owner in
   * localStorage, and the other tabs of the browser hear of it (storage event) and stop.
   */
  claimWindow() {
    if (!windowKey) return;
    window.name = `${windowKey}.${Math.random().toString(36).slice(2, 10)}`;
    try {
      localStorage.setItem(windowOwnerItem, window.name);
    } catch {
      // No storage (some private modes): the window name alone decides, as before.
    }
    for (const l of listeners) l();
  },
  /**
   * Spec §5: false when the rule is on and this window is not the session's own: opened as a
   * new tab, or another tab took the session over since.
   */
  inOwnWindow: () => {
    if (windowKey === null) return true;
    if (!window.name.startsWith(`${windowKey}.`)) return false;
    const owner = readOwner();
    return owner === null || owner === window.name;
  },
  /** This window had the session until another tab took it (rather than never having had it). */
  lostWindow: () => windowKey !== null && window.name.startsWith(`${windowKey}.`),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Which tab has the session (docs/decisions/010): not a secret, nothing usable on its own. */
const windowOwnerItem = 'spp-session-window';

function readOwner(): string | null {
  try {
    return localStorage.getItem(windowOwnerItem);
  } catch {
    return null;
  }
}

// Another tab took the session over: this tab's logged-in layout shows why it stopped.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === windowOwnerItem) for (const l of listeners) l();
  });
}

/** Asks the server who is logged in, once per page load (the cookie may outlive the tab). */
export function loadSession(): Promise<void> {
  loaded ??= apiFetch<SessionState>('/session')
    .then((state) => sessionStore.apply(state))
    .catch(() => sessionStore.set(null));
  return loaded;
}

/** For tests and after logout: the next loadSession asks the server again. */
export function resetSessionLoad() {
  loaded = null;
}

/** Spec §7 menuAccessDetails…: may this user open this page? Failure counts as no (§5). */
export async function mayOpenPage(page: string): Promise<boolean> {
  try {
    return (await apiFetch<{ allowed: boolean }>('/access/page', { method: 'POST', body: { page } })).allowed;
  } catch {
    return false;
  }
}

let endingSession = false;
/** Whether this tab is logging out now: a call refused meanwhile is not "the session ended elsewhere". */
export const loggingOut = () => endingSession;

/** Spec §7 userLogOut: ends the session on the server, then in the browser. */
export async function logOut(): Promise<void> {
  endingSession = true;
  try {
    await apiFetch('/auth/logout', { method: 'POST' });
  } catch {
    // The session may already be gone on the server; the browser forgets it either way.
  } finally {
    sessionStore.set(null);
    endingSession = false;
  }
}
