import { Fragment } from 'react';
import type { TitleSegment } from '../../../common/api/tenders.ts';
import { SourceText } from '../../components/source-text.tsx';

/**
 * A tender title with the searched words marked (issue 12: results say why they match). The
 * server sends the title cut into text segments, never HTML: each matched one is a <mark>,
 * which screen readers can announce and forced-colour modes keep visible. Plain segments stay
 * bare text, so the link's accessible name is the title exactly as written.
 */
export function HighlightedTitle({ title, segments }: { title: string; segments?: TitleSegment[] }) {
  if (!segments?.some((s) => s.match)) return <SourceText text={title} />;
  return (
    <SourceText text={title}>
      {segments.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed split of one title
        <Fragment key={i}>{s.match ? <mark>{s.text}</mark> : s.text}</Fragment>
      ))}
    </SourceText>
  );
}
