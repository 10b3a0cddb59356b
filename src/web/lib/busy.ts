import { useSyncExternalStore } from 'react';

/**
 * Work in flight that is not a TanStack query or mutation: a form kit submission whose handler
 * calls the API directly (login, forgot password, …). Spec §4: "A loading overlay shows while
 * calls are in flight"; the overlay counts these with the queries and mutations (issue #10
 * item 7: "the loading overlay also covers direct form submissions").
 */
let count = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Counts `work` as in flight until it settles; returns it unchanged. */
export async function trackBusy<T>(work: () => Promise<T> | T): Promise<T> {
  count++;
  notify();
  try {
    return await work();
  } finally {
    count--;
    notify();
  }
}

/** How many tracked pieces of work are in flight (re-renders when it changes). */
export function useBusyCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
    () => 0,
  );
}
