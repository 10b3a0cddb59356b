import type { MantineColorsTuple } from '@mantine/core';
import type { ColourScheme } from '../../common/preferences.ts';

/**
 * The five colour schemes (spec §1). Each tuple is chosen so the theme passes WCAG 2.1 AA in
 * both themes (checked by src/web/theme/schemes.test.ts and by axe in the browser tests):
 * white text on shade 8 (buttons, header) and shade 8 on white (light-mode links) ≥ 4.5:1;
 * shade 4 on the dark background (dark-mode links) ≥ 4.5:1.
 */
export const schemeColours: Record<ColourScheme, MantineColorsTuple> = {
  blue: [
    '#e7f5ff',
    '#d0ebff',
    '#a5d8ff',
    '#74c0fc',
    '#4dabf7',
    '#339af0',
    '#228be6',
    '#1c7ed6',
    '#1864ab',
    '#124b80',
  ],
  green: [
    '#ebfbee',
    '#d3f9d8',
    '#b2f2bb',
    '#8ce99a',
    '#69db7c',
    '#51cf66',
    '#40c057',
    '#2f9e44',
    '#1f6f30',
    '#175424',
  ],
  maroon: [
    '#fff0f3',
    '#fcdde3',
    '#f5b5c2',
    '#f09aad',
    '#ec8ba0',
    '#d94c6c',
    '#b83252',
    '#9c2443',
    '#800020',
    '#66001a',
  ],
  violet: [
    '#f3f0ff',
    '#e5dbff',
    '#d0bfff',
    '#c4adfd',
    '#b197fc',
    '#9775fa',
    '#845ef7',
    '#7950f2',
    '#6741d9',
    '#5235ae',
  ],
  teal: [
    '#e6fcf5',
    '#c3fae8',
    '#96f2d7',
    '#63e6be',
    '#38d9a9',
    '#20c997',
    '#12b886',
    '#0ca678',
    '#08715a',
    '#065a47',
  ],
};

/** Shade used for filled surfaces and light-mode links. */
export const filledShade = 8;
/** Shade used for links and accents on dark backgrounds. */
export const darkAccentShade = 4;
