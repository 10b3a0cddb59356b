import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inClass, textProblem } from './key-filters.ts';
import { allowsKey, keyProblem, pasteIntoProblem, pasteProblem } from './key-press.ts';
import { words } from './text.ts';

describe('key-press filters (spec §5 Key-press filters)', () => {
  it('letters, space and ( ) , . _ / - : takes those, refuses digits and &', () => {
    for (const k of ['a', 'Z', 'অ', ' ', '(', ')', ',', '.', '_', '/', '-'])
      expect(allowsKey('text', 'x', k)).toBe(true);
    for (const k of ['1', '&', '@', '#']) expect(allowsKey('text', 'x', k)).toBe(false);
  });
  it('letters, digits and ( ) . , / space & _ - : takes digits and &, refuses @', () => {
    for (const k of ['a', '7', '৭', '&', '(', '/', '-', '_'])
      expect(allowsKey('textDigits', 'x', k)).toBe(true);
    for (const k of ['@', '#', '!', '+']) expect(allowsKey('textDigits', 'x', k)).toBe(false);
  });
  it('letters and space only: Assamese letters with their vowel signs, no digits or punctuation', () => {
    for (const k of ['a', 'ক', 'া', '্', '\u200D', ' ']) expect(allowsKey('name', 'x', k)).toBe(true);
    for (const k of ['1', '.', '-', '(']) expect(allowsKey('name', 'x', k)).toBe(false);
  });
  it('digits only: 0–9 and nothing else (not even Assamese digits, read as numbers)', () => {
    for (const k of ['0', '9']) expect(allowsKey('digits', '1', k)).toBe(true);
    for (const k of ['a', '.', ' ', '৯', '-']) expect(allowsKey('digits', '1', k)).toBe(false);
  });
  it('digits and dot', () => {
    for (const k of ['0', '.']) expect(allowsKey('decimal', '1', k)).toBe(true);
    for (const k of ['a', ',', ' ']) expect(allowsKey('decimal', '1', k)).toBe(false);
  });
  it('letters, digits, hyphen, slash, space, underscore', () => {
    for (const k of ['a', '4', '-', '/', ' ', '_']) expect(allowsKey('code', 'x', k)).toBe(true);
    for (const k of ['.', ',', '(', '&']) expect(allowsKey('code', 'x', k)).toBe(false);
  });
  it('keys that insert nothing are never refused', () => {
    for (const k of ['Backspace', 'ArrowLeft', 'Tab', 'Enter']) expect(allowsKey('digits', '', k)).toBe(true);
  });
  it('no leading space, at the start or at the caret position 0', () => {
    expect(keyProblem('text', '', ' ')).toBe('leadingSpace');
    expect(keyProblem('text', 'abc', ' ', 0)).toBe('leadingSpace');
    expect(keyProblem('text', 'abc', ' ', 1)).toBeNull();
  });
  it('no two consecutive spaces, before or after the caret', () => {
    expect(keyProblem('name', 'Ram ', ' ')).toBe('doubleSpace');
    expect(keyProblem('name', 'Ram Das', ' ', 4)).toBe('doubleSpace');
    expect(keyProblem('name', 'Ram Das', ' ', 3, 4)).toBeNull();
  });
  it('a word of 30 or more characters is refused; 29 is fine', () => {
    expect(keyProblem('text', `a ${'x'.repeat(28)}`, 'x')).toBeNull();
    expect(keyProblem('text', `a ${'x'.repeat(29)}`, 'x')).toBe('longWord');
    expect(keyProblem('text', `${'x'.repeat(29)} b`, 'x', 29)).toBe('longWord');
  });
  it('pasted text with other characters is refused, and so is a pasted 30-character word', () => {
    expect(pasteProblem('name', 'Ram Das')).toBeNull();
    expect(pasteProblem('name', 'Ram Das 2')).toBe('pasteInvalid');
    expect(pasteProblem('digits', '98765 43210')).toBe('pasteInvalid');
    expect(pasteProblem('text', 'x'.repeat(30))).toBe('longWord');
    expect(pasteIntoProblem('text', 'Ram ', ' Das')).toBe('doubleSpace');
  });
  it('a whole value is judged by the same rules', () => {
    expect(textProblem('name', 'Ram Das')).toBeNull();
    expect(textProblem('name', ' Ram')).toBe('leadingSpace');
    expect(textProblem('name', 'Ram  Das')).toBe('doubleSpace');
    expect(textProblem('name', 'Ram1')).toBe('character');
  });
  it('the zod refinement refuses what the browser would, with the class message', () => {
    const schema = z.string().superRefine(inClass('name'));
    expect(schema.safeParse('Ram Das').success).toBe(true);
    expect(schema.safeParse('Ram <b>').error?.issues[0]?.message).toBe('validation.keyFilter.allowed.name');
    expect(schema.safeParse('').success).toBe(true);
    const word = words('required').superRefine(inClass('text'));
    expect(word.safeParse(`a ${'x'.repeat(30)}`).error?.issues.map((i) => i.message)).toEqual([
      'validation.text.wordTooLong',
    ]);
  });
});
