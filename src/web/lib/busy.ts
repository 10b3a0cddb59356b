import { useSyncExternalStore } from 'react';

/**
 * Work in flight that is not a TanStack query or mutation: a form kit submission whose handler
 * calls the API directly (login, forgot password, …). Spec §4: "A loading overlay shows while
 * calls are in flight"; the overlay counts these with the queries and mutations (issue #10
 * item 7: "the loading overlay also covers direct form submissions").
 *
 * Also the questions put to the user meanwhile (a submission that asks "Transfer this user?"
 * first): while one is open nothing is loading that the user waits for, and the overlay, drawn
 * over everything, would hide the very dialog that must be answered.
 */
let busy = 0;
let asking = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Counts `work` as in flight until it settles; returns its result. */
export async function trackBusy<T>(work: () => Promise<T> | T): Promise<T> {
  busy++;
  notify();
  try {
    return await work();
  } finally {
    busy--;
    notify();
  }
}

/** Counts `question` as waiting for the user's answer until it settles; returns it. */
export async function whileAsking<T>(question: Promise<T>): Promise<T> {
  asking++;
  notify();
  try {
    return await question;
  } finally {
    asking--;
    notify();
  }
}

/** How many tracked pieces of work are in flight (re-renders when it changes). */
export function useBusyCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => busy,
    () => 0,
  );
}

/** How many questions wait for the user's answer. */
export function useAskingCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => asking,
    () => 0,
  );
}
