import { Button, Group, Text } from '@mantine/core';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartItem {
  key: string;
  label: string;
  value: number;
  /** The value as the table shows it (₹…, 1,234). */
  display: string;
}

/** The most bars a chart draws; the table has every row. */
export const maxBars = 15;
const barHeight = 26;
const labelWidth = 260;
const width = 760;

/**
 * The chart of a report (issue #29 item 4: "a table and a chart of the same figures … the chart
 * has a text alternative and the table is the accessible form; … export of the chart as an
 * image"). Horizontal bars drawn as SVG by the page itself: the figures are one measure per row,
 * which needs no chart library (decision 048), so no report page loads one. The SVG is an image
 * with a name; its text alternative says what it shows, the largest rows and where the full
 * figures are (the table below); a click on a bar does what the row's link does.
 */
export function ReportChart(props: {
  title: string;
  items: ChartItem[];
  /** A bar's link (the row's drill-down), if any. */
  onSelect?(key: string): void;
  fileName: string;
}) {
  const { t } = useTranslation('reports');
  const titleId = useId();
  const descId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const items = [...props.items].sort((a, b) => b.value - a.value).slice(0, maxBars);
  const max = Math.max(1, ...items.map((i) => i.value));
  const height = items.length * barHeight + 8;
  const summary =
    items.length === 0
      ? t('chart.empty')
      : t('chart.summary', {
          count: props.items.length,
          shown: items.length,
          top: items
            .slice(0, 3)
            .map((i) => `${i.label}: ${i.display}`)
            .join('; '),
        });

  const download = () => {
    const svg = svgRef.current;
    if (!svg) return;
    const text = new XMLSerializer().serializeToString(svg);
    const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${props.fileName}.svg`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <figure style={{ margin: 0 }}>
      <Group justify="space-between" align="flex-end" mb="xs">
        <Text fw={600} id={titleId}>
          {props.title}
        </Text>
        {items.length > 0 && (
          <Button variant="subtle" size="compact-sm" className="no-print" onClick={download}>
            {t('chart.download')}
          </Button>
        )}
      </Group>
      {items.length > 0 && (
        // A pointer shortcut only: the keyboard's way to the same place is the row's link in the
        // table (the accessible form), so the image takes no focus and no keys.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the table's links are the keyboard's way
        <svg
          ref={svgRef}
          xmlns="http://www.w3.org/2000/svg"
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          viewBox={`0 0 ${width} ${height}`}
          width="100%"
          style={{ maxWidth: width, display: 'block' }}
          fontFamily="sans-serif"
          fontSize="13"
          onClick={(event) => {
            const key = (event.target as Element).closest('g[data-key]')?.getAttribute('data-key');
            if (key && props.onSelect) props.onSelect(key);
          }}
        >
          <title>{props.title}</title>
          {items.map((item, i) => {
            const y = i * barHeight + 4;
            const w = Math.max(2, ((width - labelWidth - 150) * item.value) / max);
            const label = item.label.length > 34 ? `${item.label.slice(0, 33)}…` : item.label;
            const bar = (
              <>
                <text x={labelWidth - 8} y={y + 16} textAnchor="end" fill="currentColor">
                  {label}
                </text>
                <rect x={labelWidth} y={y + 3} width={w} height={barHeight - 8} fill="#1c5fa8" rx="2" />
                <text x={labelWidth + w + 6} y={y + 16} fill="currentColor">
                  {item.display}
                </text>
              </>
            );
            // A bar is clickable with the pointer only: its row's link in the table is the
            // keyboard's and the screen reader's way (the table is the accessible form; the
            // parts of an image are not read one by one).
            return (
              <g
                key={item.key}
                data-key={item.key}
                style={props.onSelect ? { cursor: 'pointer' } : undefined}
              >
                {bar}
              </g>
            );
          })}
        </svg>
      )}
      <figcaption id={descId}>
        <Text size="sm">{summary}</Text>
      </figcaption>
    </figure>
  );
}
