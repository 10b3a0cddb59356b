import { describe, expect, it } from 'vitest';
import { titleSegments } from './headline.ts';
import { queryWords } from './search-words.ts';

const mark = (s: string) => s.replace(/\[/g, '\u0001').replace(/\]/g, '\u0002');

describe('title highlights (issue 12: results say why they match)', () => {
  it('cuts the real title at the marks, so the joined code keeps its slashes', () => {
    // ts_headline ran on "Maint MMPPNA 2023 24 110" (separators spaced, the same length).
    expect(titleSegments('Maint/MMPPNA/2023-24/110', [mark('Maint [MMPPNA] 2023 24 110')])).toEqual([
      { text: 'Maint/', match: false },
      { text: 'MMPPNA', match: true },
      { text: '/2023-24/110', match: false },
    ]);
  });

  it('merges the English and the as-typed marks', () => {
    expect(
      titleSegments('Roads to unit/bldg', [mark('[Roads] to unit bldg'), mark('Roads to unit [bldg]')]),
    ).toEqual([
      { text: 'Roads', match: true },
      { text: ' to unit/', match: false },
      { text: 'bldg', match: true },
    ]);
  });

  it('keeps markup in a title as text, and ignores an output of another length', () => {
    expect(titleSegments('<b>Road</b>', [mark('<b>[Road]</b>')])).toEqual([
      { text: '<b>', match: false },
      { text: 'Road', match: true },
      { text: '</b>', match: false },
    ]);
    expect(titleSegments('Road works', [mark('[Road] work')])).toEqual([
      { text: 'Road works', match: false },
    ]);
  });
});

describe('the words of a query that "Did you mean" may correct', () => {
  it('takes letter words of 3+ letters, in any script, not excluded ones nor codes with digits', () => {
    expect(queryWords('Contruction of raod -bridge unit/bldg 132Kv নিৰ্মাণ')).toEqual([
      'contruction',
      'raod',
      'unit',
      'bldg',
      'নিৰ্মাণ',
    ]);
  });
});
