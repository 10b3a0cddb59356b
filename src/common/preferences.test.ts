import { describe, expect, it } from 'vitest';
import {
  clampTextSize,
  defaultPreferences,
  parsePreferences,
  serializePreferences,
  textScale,
} from './preferences.ts';

describe('display preferences (spec §4, §9)', () => {
  it('keeps the text size counter between -2 and +4, 0 being normal', () => {
    expect(clampTextSize(5)).toBe(4);
    expect(clampTextSize(-3)).toBe(-2);
    expect(clampTextSize(Number.NaN)).toBe(0);
    expect(clampTextSize(1.4)).toBe(1);
  });

  it('scales text by 0.1 per step', () => {
    expect(textScale(0)).toBe(1);
    expect(textScale(4)).toBe(1.4);
    expect(textScale(-2)).toBe(0.8);
    expect(textScale(9)).toBe(1.4);
  });

  it('round-trips through the cookie value', () => {
    const prefs = { theme: 'dark', scheme: 'maroon', textSize: -1 } as const;
    expect(parsePreferences(serializePreferences(prefs))).toEqual(prefs);
  });

  it('falls back part by part when the cookie is damaged or hostile', () => {
    expect(parsePreferences(undefined)).toEqual(defaultPreferences);
    expect(parsePreferences('t=purple&c=green&s=99')).toEqual({
      theme: 'light',
      scheme: 'green',
      textSize: 4,
    });
    expect(parsePreferences('s=1e9&c=<script>')).toEqual({ ...defaultPreferences, textSize: 0 });
  });
});
