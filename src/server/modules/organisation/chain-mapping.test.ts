import { describe, expect, it } from 'vitest';
import { ChainRejected, generateShortCode, mapChain, organisationTypeOf } from './chain-mapping.ts';

describe('organisation chains of the e-procurement system onto the eight levels (decision 012)', () => {
  it('puts segment 1 at level 1, a derived type at level 2 and segments 2–4 at levels 3–5', () => {
    expect(
      mapChain('Public Works Roads Department||CE PWD(R) - PWD||SE-Guwahati Circle-2||Kamrup East Division'),
    ).toEqual([
      { level: 1, name: 'Public Works Roads Department' },
      { level: 2, name: 'Directorate or Office' },
      { level: 3, name: 'CE PWD(R) - PWD' },
      { level: 4, name: 'SE-Guwahati Circle-2' },
      { level: 5, name: 'Kamrup East Division' },
    ]);
  });

  it('keeps a one-segment chain at level one only, with whitespace collapsed', () => {
    expect(mapChain('  Finance   Department ')).toEqual([{ level: 1, name: 'Finance Department' }]);
  });

  it('reads the organisation type from the words of segment 2', () => {
    expect(organisationTypeOf('Assam Medical Services Corporation Limited')).toBe(
      'Public Sector Undertaking',
    );
    expect(organisationTypeOf('Assam Skill Development Mission')).toBe('Society, Mission or Agency');
    expect(organisationTypeOf('WRD-ADB Funded Procurements')).toBe('Externally Aided Project');
    expect(organisationTypeOf('Directorate of Fisheries Assam')).toBe('Directorate or Office');
  });

  it('refuses empty chains, empty levels, more than 7 levels and words of 30 or more characters', () => {
    expect(() => mapChain('')).toThrow(ChainRejected);
    expect(() => mapChain('A||||B')).toThrow('level 2 is empty');
    expect(() => mapChain('A||B||C||D||E||F||G||H')).toThrow('has 8 levels');
    expect(() => mapChain(`A||${'x'.repeat(30)}`)).toThrow('30 or more');
  });

  it('makes unique short codes of at most 6 characters from initials, numbering clashes', () => {
    const taken = new Set(['PHED']);
    expect(generateShortCode('Public Health Engineering Department', taken)).toBe('PHED1');
    expect(generateShortCode('Department of Fisheries', taken)).toBe('DF');
    expect(generateShortCode('Fisheries', taken)).toBe('FISH');
    expect(generateShortCode('Finance Budget', taken)).toBe('FB');
    for (let i = 0; i < 200; i++) generateShortCode('Directorate or Office', taken);
    expect([...taken].every((c) => c.length <= 6)).toBe(true);
    expect(taken.size).toBe(205);
  });
});
