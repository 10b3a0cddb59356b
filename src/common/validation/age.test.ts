import { describe, expect, it } from 'vitest';
import { ageProblem } from './age.ts';

const today = new Date(Date.UTC(2026, 10, 21));

describe('date of birth (spec §5)', () => {
  it('accepts ages 18 to 100', () => {
    expect(ageProblem('2008-11-21', today)).toBeNull();
    expect(ageProblem('1926-11-21', today)).toBeNull();
  });
  it("refuses under 18 ('Age should be above 18 years')", () => {
    expect(ageProblem('2008-11-22', today)).toBe('underAge');
  });
  it("refuses over 100 ('Please enter the valid age')", () => {
    expect(ageProblem('1925-11-20', today)).toBe('overAge');
  });
  it('refuses impossible dates', () => {
    expect(ageProblem('2001-02-30', today)).toBe('invalid');
    expect(ageProblem('21-11-2001', today)).toBe('invalid');
  });
});
