import { describe, expect, it } from 'vitest';
import { colourSchemes } from '../../common/preferences.ts';
import { contrastRatio } from './contrast.ts';
import { darkAccentShade, filledShade, schemeColours } from './schemes.ts';
import { darkBackgrounds } from './theme.ts';

describe('colour schemes meet WCAG 2.1 AA contrast (quality.md: accessibility)', () => {
  it.each(colourSchemes)('%s: white text on the filled shade is at least 4.5:1', (scheme) => {
    expect(contrastRatio(schemeColours[scheme][filledShade], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
  it.each(colourSchemes)('%s: the dark-theme accent is at least 4.5:1 on every dark surface', (scheme) => {
    for (const bg of darkBackgrounds) {
      expect(contrastRatio(schemeColours[scheme][darkAccentShade], bg)).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('the contrast helper agrees with known WCAG values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
