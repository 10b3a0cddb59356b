import { createContext, useContext } from 'react';

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
