import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * What a server-rendered page (docs/decisions/030) needs to know that only the browser can
 * measure, given by the server so that the browser's first render (hydration) draws exactly the
 * server's markup: the origin for absolute links, and whether the screen is a phone's. With no
 * provider (a page rendered in the browser only) the browser's own values are used.
 */
export interface RenderHints {
  origin?: string;
  /** The server's phone guess, for the first render only; afterwards the media query decides. */
  narrow?: boolean;
  /**
   * When the server rendered the page (ms since the epoch): "now" for the first render, so a
   * page hydrated hours later, or on a phone whose clock is off, draws the server's markup
   * (lib/render-hints.ts, docs/decisions/032).
   */
  renderedAt?: number;
}

export const RenderHintsContext = createContext<RenderHints>({});

/** The portal's origin (`https://…`): the server's on the server, the window's in the browser. */
export function useOrigin(): string {
  const hints = useContext(RenderHintsContext);
  return hints.origin ?? window.location.origin;
}

/** The phone guess to start from, or undefined when the media query can be read at once. */
export function useNarrowHint(): boolean | undefined {
  return useContext(RenderHintsContext).narrow;
}

/**
 * "Now" for what a page draws from the clock (issue #22 item 4, docs/decisions/032): "closes in
 * 3 h", whether a deadline has passed, which month the calendar opens on.
 *
 * A server-rendered public page (decision 030) is hydrated when the visitor first uses it
 * (decision 031): minutes or days after the server drew it, on a phone whose clock may not
 * agree with the server's. Reading `new Date()` while rendering made the browser's first render
 * differ from the server's markup; React then threw the server's markup away (error #418) and
 * the tap that started the app was lost with it. So the first render of a hydrating page uses
 * the server's render time (handed over in the page state as `RenderHints.renderedAt`), and the
 * real clock takes over right after hydration, as an ordinary update. That is what
 * `useSyncExternalStore`'s server snapshot is for: React uses it while hydrating and on the
 * server, and re-renders with the store's own value afterwards without a mismatch.
 */
const tickMs = 30_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/**
 * The clock in whole seconds: successive reads in one render agree (React compares them), and
 * a component that mounts later reads the time it mounts at.
 */
function snapshot(): number {
  return Math.floor(Date.now() / 1000) * 1000;
}

/** Components that show the time are drawn again every half minute while they are shown. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1)
    timer = setInterval(() => {
      for (const notify of listeners) notify();
    }, tickMs);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

/**
 * The time to draw with, in milliseconds since the epoch: the server's render time while a
 * server-rendered page hydrates (and on the server), the browser's clock otherwise, refreshed
 * every half minute while a component shows it.
 */
export function useNow(): number {
  const { renderedAt } = useContext(RenderHintsContext);
  return useSyncExternalStore(subscribe, snapshot, () => renderedAt ?? snapshot());
}
