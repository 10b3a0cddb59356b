import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateOnly, dateTime } from '../../lib/display-format.ts';
import { type Column, DataTable } from '../list/data-table.tsx';
import { ExportButton } from '../list/export-button.tsx';
import { type ChartItem, ReportChart } from './report-chart.tsx';
import { ReportFilters } from './report-filters.tsx';

export interface Crumb {
  key: string;
  label: string;
  /** Absent: the current level (not a link). */
  href?: string;
}

/**
 * The one page of every report (issue #29 item 4; docs/decisions/048): title, the filters in
 * the URL, the interval and "figures as of", the drill-down's breadcrumb, the chart (with its
 * text alternative) and the table of the same figures (the accessible form), CSV/XLSX export
 * of the table through the list kit's ExportButton, and Print (the portal's print rules hide
 * the navigation and every `no-print` control). A report page gives its rows and columns.
 */
export function ReportPage<T>(props: {
  title: string;
  withSource?: boolean;
  /** The interval the server resolved (IST days) and when the aggregate was rebuilt. */
  interval?: { from: string; to: string; asOf: string | null };
  /** Figures counted from the rows at each request (no aggregate, so no "as of"). */
  live?: boolean;
  breadcrumb?: Crumb[];
  chart: { title: string; items: ChartItem[]; onSelect?(key: string): void } | null;
  caption: ReactNode;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  rowKey(row: T, index: number): string | number;
  error?: unknown;
  onRetry?(): void;
  busy?: boolean;
  exportHref(format: 'csv' | 'xlsx'): string;
  fileName: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('reports');
  return (
    <Stack gap="md">
      <Title order={1}>{props.title}</Title>
      <ReportFilters withSource={props.withSource} />
      {props.interval && (
        <Text>
          {t('page.interval', {
            from: dateOnly(props.interval.from),
            to: dateOnly(props.interval.to),
          })}{' '}
          {props.live
            ? t('page.live')
            : props.interval.asOf
              ? t('page.asOf', { at: dateTime(props.interval.asOf) })
              : t('page.notYetAggregated')}
        </Text>
      )}
      {props.breadcrumb && props.breadcrumb.length > 0 && (
        <nav aria-label={t('page.breadcrumb')}>
          <Breadcrumbs separator="›">
            {props.breadcrumb.map((c) =>
              c.href ? (
                <Anchor key={c.key} component={Link} to={c.href}>
                  {c.label}
                </Anchor>
              ) : (
                <Text key={c.key} span fw={600} aria-current="page">
                  {c.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </nav>
      )}
      {props.children}
      <Group className="no-print" gap="sm">
        <ExportButton href={props.exportHref} fileName={props.fileName} label={t('page.download')} />
        <Button variant="outline" onClick={() => window.print()}>
          {t('page.print')}
        </Button>
      </Group>
      {props.chart && props.rows && (
        <ReportChart
          title={props.chart.title}
          items={props.chart.items}
          onSelect={props.chart.onSelect}
          fileName={props.fileName}
        />
      )}
      <DataTable
        caption={props.caption}
        columns={props.columns}
        rows={props.rows}
        rowKey={props.rowKey}
        error={props.error}
        onRetry={props.onRetry}
        aria-busy={props.busy}
        minWidth={760}
      />
    </Stack>
  );
}
