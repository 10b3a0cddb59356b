import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../common/format.ts';
import { errorMessage } from '../../api/errors.ts';
import { useNarrowHint } from '../../lib/render-hints.ts';

/** One column of a DataTable: a translated header and how a row shows in it. */
export interface Column<T> {
  id: string;
  header: ReactNode;
  /** The cell; a number is shown with Indian digit grouping (12,34,567) and right-aligned. */
  cell(row: T): ReactNode;
  /** Right-aligned (style.md §11: numbers and amounts); implied when `cell` returns a number. */
  numeric?: boolean;
  /** This column names the row: a `th scope="row"` (one per table, usually the first). */
  rowHeader?: boolean;
}

/**
 * The one table of the portal (issue #9, docs/decisions/018; style.md §11, spec §8): a caption,
 * `th scope`, numbers right-aligned with Indian grouping, and in place of rows one status row:
 * "Loading, please wait…", "No Records Found", or the failure in words with a Retry (a failed
 * load used to say "Loading…" forever). The rows are drawn straight from `columns` and `rows`:
 * TanStack Table cost every public tender list 9 KiB gzipped of first load (over the budget of
 * decision 019) for row ids and header iteration only; decision 018 brings it in with the first
 * list that needs sorting, selection or column visibility.
 */
export function DataTable<T>(props: {
  caption: ReactNode;
  columns: Column<T>[];
  /** undefined while loading. */
  rows: readonly T[] | undefined;
  /** The row's identity; `index` for rows that have none of their own (imported bids). */
  rowKey(row: T, index: number): string | number;
  error?: unknown;
  onRetry?(): void;
  minWidth?: number;
  striped?: boolean;
  /** Row attributes (e.g. a highlight for the row just changed). */
  rowProps?(row: T): Record<string, unknown>;
  'aria-busy'?: boolean;
  /**
   * Below tablet width (Mantine `sm`, 48em) the rows are cards instead of a wide table that
   * scrolls sideways (issue #14 item 4; style.md §11): the row-header column is the card's
   * title, every other column a label and its value. `cardColumns` replaces `columns` in the
   * cards (a card can say less, or more, than a row).
   */
  cards?: boolean;
  cardColumns?: Column<T>[];
}) {
  const { t } = useTranslation();
  const { columns, rows } = props;
  // Read at the first render (not after it), so a phone never draws the table and then swaps;
  // a server-rendered page starts from the server's guess, the markup hydration must match
  // (lib/render-hints.ts, docs/decisions/030), and the query corrects it after.
  const narrowHint = useNarrowHint();
  const narrow = useMediaQuery('(max-width: 47.99em)', narrowHint ?? false, {
    getInitialValueInEffect: narrowHint !== undefined,
  });
  const captionId = useId();
  const status = (() => {
    if (props.error && !rows)
      return (
        <Group gap="sm" role="alert">
          <Text span c="red.9">
            {errorMessage(props.error, t)}
          </Text>
          {props.onRetry && (
            <Button size="compact-sm" variant="outline" onClick={props.onRetry}>
              {t('list.retry')}
            </Button>
          )}
        </Group>
      );
    if (!rows) return t('loading');
    if (rows.length === 0) return t('noRecords');
    return null;
  })();

  if (props.cards && narrow) {
    const cardColumns = props.cardColumns ?? columns;
    const title = cardColumns.find((c) => c.rowHeader);
    const fields = cardColumns.filter((c) => c !== title);
    const shown = (c: Column<T>, row: T) => {
      const value = c.cell(row);
      return typeof value === 'number' ? formatCount(value) : value;
    };
    return (
      <div aria-busy={props['aria-busy']} style={{ overflowWrap: 'anywhere' }}>
        <Text fw={600} mb="xs" id={captionId}>
          {props.caption}
        </Text>
        {status !== null ? (
          <Text>{status}</Text>
        ) : (
          <Stack
            component="ul"
            aria-labelledby={captionId}
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {rows?.map((row, index) => (
              <Card
                component="li"
                withBorder
                padding="sm"
                key={props.rowKey(row, index)}
                data-list-card=""
                {...props.rowProps?.(row)}
              >
                {title && (
                  <Text fw={600} mb={4}>
                    {shown(title, row)}
                  </Text>
                )}
                <dl className="list-card-fields" style={{ margin: 0 }}>
                  {fields.map((c) => (
                    <div key={c.id} style={{ display: 'flex', flexWrap: 'wrap', columnGap: 8 }}>
                      <dt style={{ fontWeight: 500 }}>{c.header}:</dt>
                      <dd style={{ margin: 0 }}>{shown(c, row)}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            ))}
          </Stack>
        )}
      </div>
    );
  }

  const tableCaptionId = `${captionId}-table`;
  const table_ = (
    <Table striped={props.striped ?? true} withTableBorder aria-busy={props['aria-busy']}>
      <Table.Caption id={tableCaptionId}>{props.caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.id} scope="col" ta={c.numeric ? 'right' : undefined}>
              {c.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {status !== null && (
          <Table.Tr>
            <Table.Td colSpan={columns.length}>{status}</Table.Td>
          </Table.Tr>
        )}
        {rows?.map((row, index) => (
          <Table.Tr key={props.rowKey(row, index)} {...props.rowProps?.(row)}>
            {columns.map((c) => {
              const value = c.cell(row);
              const numeric = c.numeric || typeof value === 'number';
              const shown = typeof value === 'number' ? formatCount(value) : value;
              return c.rowHeader ? (
                <Table.Th key={c.id} scope="row" fw={500} ta={numeric ? 'right' : undefined}>
                  {shown}
                </Table.Th>
              ) : (
                <Table.Td key={c.id} ta={numeric ? 'right' : undefined}>
                  {shown}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  // A table wider than the screen scrolls sideways in its own region, which the keyboard can
  // reach and scroll (WCAG 2.1.1; axe "scrollable-region-focusable"), named by the caption.
  return props.minWidth ? (
    <section
      aria-labelledby={tableCaptionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
      tabIndex={0}
      className="data-table-scroll"
      style={{ overflowX: 'auto' }}
    >
      <div style={{ minWidth: props.minWidth }}>{table_}</div>
    </section>
  ) : (
    table_
  );
}
