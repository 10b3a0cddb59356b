import type { TitleSegment } from '../../../common/api/tenders.ts';

const start = '\u0001';
const stop = '\u0002';

/** The [from, to) places in a title that one ts_headline output marks. */
function markedRanges(headline: string): { ranges: [number, number][]; length: number } {
  const ranges: [number, number][] = [];
  let at = 0;
  let open: number | null = null;
  for (const ch of headline) {
    if (ch === start) open = at;
    else if (ch === stop && open !== null) {
      ranges.push([open, at]);
      open = null;
    } else at += ch.length;
  }
  return { ranges, length: at };
}

/**
 * A title cut into plain and matched segments (issue 12 item 4) from ts_headline outputs of
 * the same-length spaced title (queries.ts titleHeadlines); their marks are merged. Text, not
 * HTML: the page renders each matched segment in a <mark>, so nothing in a title is markup.
 * An output of another length (never expected) leaves the title unmarked rather than wrong.
 */
export function titleSegments(title: string, headlines: string[]): TitleSegment[] {
  const marked = new Array<boolean>(title.length).fill(false);
  for (const headline of headlines) {
    const { ranges, length } = markedRanges(headline);
    if (length !== title.length) continue;
    for (const [from, to] of ranges) marked.fill(true, from, to);
  }
  const segments: TitleSegment[] = [];
  for (let i = 0; i < title.length; ) {
    let j = i;
    while (j < title.length && marked[j] === marked[i]) j++;
    segments.push({ text: title.slice(i, j), match: marked[i]! });
    i = j;
  }
  return segments;
}
