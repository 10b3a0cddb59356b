import { constants } from './constants.ts';

/**
 * Display preferences (spec §1, §4): light or dark theme, one of five colour schemes, and a
 * text size counter from -2 to +4 (0 is normal); each step of the counter is 0.1 of scale.
 * They live in one cookie kept for a year (§9), never in a server session, so the public
 * pages stay cacheable and anonymous.
 */
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export const colourSchemes = ['blue', 'green', 'maroon', 'violet', 'teal'] as const;
export type ColourScheme = (typeof colourSchemes)[number];

export interface Preferences {
  theme: Theme;
  scheme: ColourScheme;
  /** Text size counter, -2 … +4. */
  textSize: number;
}

export const defaultPreferences: Preferences = { theme: 'light', scheme: 'blue', textSize: 0 };

export const preferenceCookieName = 'spp_prefs';

const { min, max } = constants.textSize;

/** Keeps the counter inside -2 … +4 and on whole steps, whatever a cookie or a click says. */
export function clampTextSize(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** The CSS scale for a counter: 0 → 1, +4 → 1.4, -2 → 0.8. */
export function textScale(counter: number): number {
  return Math.round((1 + clampTextSize(counter) * constants.textSize.step) * 10) / 10;
}

export function serializePreferences(p: Preferences): string {
  return new URLSearchParams({ t: p.theme, c: p.scheme, s: String(clampTextSize(p.textSize)) }).toString();
}

/** Reads the cookie value; anything unknown or damaged falls back to the default for that part. */
export function parsePreferences(value: string | undefined): Preferences {
  const params = new URLSearchParams(value ?? '');
  const theme = params.get('t');
  const scheme = params.get('c');
  const size = params.get('s');
  return {
    theme: (themes as readonly (string | null)[]).includes(theme)
      ? (theme as Theme)
      : defaultPreferences.theme,
    scheme: (colourSchemes as readonly (string | null)[]).includes(scheme)
      ? (scheme as ColourScheme)
      : defaultPreferences.scheme,
    textSize:
      size !== null && /^-?\d+$/.test(size) ? clampTextSize(Number(size)) : defaultPreferences.textSize,
  };
}
