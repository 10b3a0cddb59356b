import { describe, expect, it } from 'vitest';
import { masterKindBySlug, masterKindSlug, masterKinds, statusNumber, statusWord } from './kinds.ts';

describe('spec §4 status codes helper: number to word and word to number', () => {
  it('converts every code of the table both ways', () => {
    const table = [
      'inactive',
      'active',
      'pending',
      'blocked',
      'yet to publish',
      'unpublish',
      'reject',
      'cancel',
    ];
    table.forEach((word, code) => {
      expect(statusWord(code)).toBe(word);
      expect(statusNumber(word)).toBe(code);
    });
  });

  it('answers undefined outside the table, and reads words whatever their case', () => {
    expect(statusWord(8)).toBeUndefined();
    expect(statusNumber('archived')).toBeUndefined();
    expect(statusNumber(' Yet To Publish ')).toBe(4);
  });
});

describe('master kinds', () => {
  it('has one URL slug per kind, and back', () => {
    for (const kind of masterKinds) expect(masterKindBySlug[masterKindSlug[kind]]).toBe(kind);
  });
});
