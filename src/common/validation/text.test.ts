import { describe, expect, it } from 'vitest';
import { words } from './text.ts';

describe('text fields (spec §5)', () => {
  const field = words('validation.role.nameRequired');
  it('collapses and trims whitespace', () => {
    expect(field.parse('  Tender   Publisher  ')).toBe('Tender Publisher');
  });
  it('refuses empty text with the field message', () => {
    expect(field.safeParse('   ').error?.issues[0]?.message).toBe('validation.role.nameRequired');
  });
  it('refuses a word of 30 or more characters, accepts 29', () => {
    expect(field.safeParse(`a ${'x'.repeat(30)}`).error?.issues[0]?.message).toBe(
      'validation.text.wordTooLong',
    );
    expect(field.safeParse(`a ${'x'.repeat(29)}`).success).toBe(true);
  });
});
