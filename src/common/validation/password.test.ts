import { describe, expect, it } from 'vitest';
import { passwordProblems, passwordStrength } from './password.ts';

describe('password rule (spec §5 Password, quality.md)', () => {
  it('accepts a password of 12 to 64 characters with digit, upper, lower and one of !@#$%&*()', () => {
    expect(passwordProblems('Brahmaputra#2047')).toEqual([]);
    expect(passwordProblems(`Kaziranga1(${'x'.repeat(53)}`)).toEqual([]);
  });

  it('refuses lengths outside 12…64 (message: Length must be minimum 12 and maximum 64 characters)', () => {
    expect(passwordProblems('Brahma#2047')).toContain('length');
    expect(passwordProblems(`Kaziranga1(${'x'.repeat(54)}`)).toContain('length');
  });

  it('names each missing character class', () => {
    expect(passwordProblems('brahmaputra#2047')).toEqual(['upper']);
    expect(passwordProblems('BRAHMAPUTRA#2047')).toEqual(['lower']);
    expect(passwordProblems('Brahmaputra#Ghat')).toEqual(['digit']);
    expect(passwordProblems('Brahmaputra^2047')).toEqual(['special']);
  });

  it('refuses common passwords that satisfy the character rules', () => {
    for (const p of ['Password@12345', 'Welcome@2024!!', 'Assam@1234567', 'Qwerty(123456)', 'Aaaaaaaaa1!A']) {
      expect(passwordProblems(p), p).toContain('common');
    }
  });

  it('refuses a password containing the login id', () => {
    expect(passwordProblems('Xnodal.officer7#', { loginId: 'nodal.officer7' })).toContain('containsLogin');
  });

  it('scores strength from 0 to 4 for the indicator, common passwords never above 1', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(0);
    expect(passwordStrength('Brahmaputra#2047')).toBe(4);
    expect(passwordStrength('Password@123456789')).toBeLessThanOrEqual(1);
  });
  it('counts only the spec special characters !@#$%&*() in the strength (spec §5 Password)', () => {
    // Same length and classes, but ^ and ~ are not among the spec's specials: one class fewer.
    expect(passwordStrength('Brahmaputra^2047')).toBe(3);
    expect(passwordStrength('Brahmaputra~2047')).toBe(3);
    expect(passwordStrength('Brahmaputra&2047')).toBe(4);
  });
});
