import { describe, expect, it } from 'vitest';
import { expiryMessage, expiryOf } from './expiry.ts';
import { numberToWords, wordsToNumber } from './number-words.ts';
import { statusCode, statusMessageKey, statusWord } from './status.ts';

describe('number to words and back, 0 to 100 (spec §4, §9)', () => {
  it('English', () => {
    expect([0, 7, 13, 20, 21, 45, 70, 99, 100].map((n) => numberToWords(n, 'en'))).toEqual([
      'zero',
      'seven',
      'thirteen',
      'twenty',
      'twenty-one',
      'forty-five',
      'seventy',
      'ninety-nine',
      'one hundred',
    ]);
  });
  it('Assamese: the captcha’s words to twenty, each number its own word to a hundred', () => {
    const toTwenty = 'শূন্য এক দুই তিনি চাৰি পাঁচ ছয় সাত আঠ ন দহ এঘাৰ বাৰ তেৰ চৈধ্য পোন্ধৰ ষোল্ল সোতৰ ওঠৰ ঊনৈশ বিশ'.split(
      ' ',
    );
    expect(Array.from({ length: 21 }, (_, n) => numberToWords(n, 'as'))).toEqual(toTwenty);
    expect([25, 30, 50, 60, 80, 90, 100].map((n) => numberToWords(n, 'as'))).toEqual([
      'পঁচিশ',
      'ত্ৰিশ',
      'পঞ্চাশ',
      'ষাঠি',
      'আশী',
      'নব্বৈ',
      'এশ',
    ]);
    const all = Array.from({ length: 101 }, (_, n) => numberToWords(n, 'as'));
    expect(new Set(all).size).toBe(101);
  });
  it('Assamese 21–99 in the standard spelling: শ not the phonetic ছ, ৱ in the fifties', () => {
    const sample = {
      21: 'একৈশ',
      22: 'বাইশ',
      23: 'তেইশ',
      29: 'ঊনত্ৰিশ',
      40: 'চল্লিশ',
      44: 'চৌৱাল্লিশ',
      51: 'একাৱন্ন',
      52: 'বাৱন্ন',
      54: 'চৌৱন্ন',
      57: 'সাতাৱন্ন',
      58: 'আঠাৱন্ন',
      82: 'বিৰাশী',
      99: 'নিৰানব্বৈ',
    };
    for (const [n, word] of Object.entries(sample)) expect(numberToWords(Number(n), 'as'), n).toBe(word);
    // No number word ends in the phonetic ছ.
    const all = Array.from({ length: 101 }, (_, n) => numberToWords(n, 'as')!);
    expect(all.filter((w) => w.endsWith('ছ'))).toEqual([]);
    // Read back in the phonetic spelling too, and with a short উ.
    expect(wordsToNumber('একৈছ', 'as')).toBe(21);
    expect(wordsToNumber('উনৈশ', 'as')).toBe(19);
    expect(wordsToNumber('উনপঞ্চাছ', 'as')).toBe(49);
  });
  it('nothing outside the whole numbers 0–100', () => {
    for (const n of [-1, 101, 2.5, Number.NaN]) expect(numberToWords(n, 'en')).toBeUndefined();
  });
  it('word to number is the inverse, in both languages, for every number', () => {
    for (let n = 0; n <= 100; n++) {
      expect(wordsToNumber(numberToWords(n, 'en')!, 'en')).toBe(n);
      expect(wordsToNumber(numberToWords(n, 'as')!, 'as')).toBe(n);
    }
    expect(wordsToNumber('Twenty One', 'en')).toBe(21);
    expect(wordsToNumber('hundred', 'en')).toBe(100);
    expect(wordsToNumber('eleventy', 'en')).toBeUndefined();
  });
});

describe('expiry timer: 30 days from a date, remaining days or EXPIRED (spec §9)', () => {
  const from = new Date('2026-11-01T10:00:00+05:30');
  it('counts the days left, a part of a day as a day', () => {
    expect(expiryOf(from, new Date('2026-11-01T10:00:00+05:30'))).toEqual({ expired: false, daysLeft: 30 });
    expect(expiryOf(from, new Date('2026-11-20T12:00:00+05:30'))).toEqual({ expired: false, daysLeft: 11 });
    expect(expiryOf(from, new Date('2026-12-01T09:59:00+05:30'))).toEqual({ expired: false, daysLeft: 1 });
  });
  it('is EXPIRED from the moment thirty days have passed', () => {
    expect(expiryOf(from, new Date('2026-12-01T10:00:00+05:30'))).toEqual({ expired: true });
    expect(expiryMessage(expiryOf(from, new Date('2027-01-01')))).toEqual({ key: 'expiry.expired' });
    expect(expiryMessage({ expired: false, daysLeft: 3 })).toEqual({
      key: 'expiry.daysLeft',
      values: { count: 3 },
    });
  });
});

describe('status helper (spec §4 status codes)', () => {
  it('maps each code of the table to its word and back', () => {
    const table = [
      'inactive',
      'active',
      'pending',
      'blocked',
      'yetToPublish',
      'unpublish',
      'reject',
      'cancel',
    ];
    table.forEach((word, code) => {
      expect(statusWord(code)).toBe(word);
      expect(statusCode(word)).toBe(code);
      expect(statusMessageKey(code)).toBe(`status.${word}`);
    });
    expect(statusMessageKey(9)).toBe('status.unknown');
    expect(statusCode('archived')).toBeUndefined();
  });
});
