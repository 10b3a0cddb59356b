import { useEffect } from 'react';
import { logOut, sessionStore } from '../../lib/session.ts';

/** Spec §4: "A logged-in session is destroyed on the error, server-down, and access-denied pages." */
export function useEndSessionOnSystemPage() {
  useEffect(() => {
    if (sessionStore.get()) void logOut();
  }, []);
}
