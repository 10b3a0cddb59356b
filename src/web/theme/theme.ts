import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineThemeOverride,
} from '@mantine/core';
import type { ColourScheme } from '../../common/preferences.ts';
import { darkAccentShade, filledShade, schemeColours } from './schemes.ts';

/** Surfaces the dark theme paints text on: body and raised panels (Mantine dark 7 and 6). */
export const darkBackgrounds = [DEFAULT_THEME.colors.dark[7], DEFAULT_THEME.colors.dark[6]];

export function portalTheme(scheme: ColourScheme): MantineThemeOverride {
  return createTheme({
    colors: { brand: schemeColours[scheme] },
    primaryColor: 'brand',
    primaryShade: { light: filledShade, dark: filledShade },
    // Assamese pages put the portal's Bengali-script font first (bengali-font.css sets
    // --portal-script-family; issue #14 item 7); elsewhere the stack starts with system-ui.
    fontFamily:
      'var(--portal-script-family, system-ui), -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Bengali", "Lohit Assamese", sans-serif',
    headings: { fontWeight: '650' },
    defaultRadius: 'sm',
    focusRing: 'always',
  });
}

/**
 * Mantine's default "dimmed" grey and dark-mode link colour fall under 4.5:1; these keep
 * every text colour at WCAG AA in both themes.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const brand = theme.colors.brand ?? DEFAULT_THEME.colors.blue;
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': theme.colors.gray[7],
      '--mantine-color-anchor': brand[filledShade],
      '--mantine-color-placeholder': theme.colors.gray[7],
    },
    dark: {
      '--mantine-color-dimmed': theme.colors.dark[1],
      '--mantine-color-anchor': brand[darkAccentShade],
      '--mantine-color-placeholder': theme.colors.dark[1],
    },
  };
};
