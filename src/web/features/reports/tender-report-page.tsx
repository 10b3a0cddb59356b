import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  type ReportQuery,
  reportFiltersSchema,
  type TenderFigures,
  type TenderReport,
  type TenderReportRow,
} from '../../../common/api/reports.ts';
import { formatCount, formatMonthYear } from '../../../common/format.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { type Column, useListQuery } from '../../components/list/index.ts';
import { type Crumb, ReportPage, rupeesWithScale } from '../../components/report/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { fetchTenderReport, reportKeys, reportQueryString, tenderReportExportHref } from './api.ts';
import { type Measure, orgRouteFor, reportPresets } from './presets.ts';

type Figure = keyof TenderFigures;
const figuresOf: Record<Measure, Figure[]> = {
  counts: ['published', 'awarded', 'cancelled'],
  status: ['published', 'corrigenda', 'closed', 'awarded', 'cancelled'],
  values: ['published', 'valued', 'value', 'awardedValue'],
  all: ['published', 'value', 'corrigenda', 'closed', 'awarded', 'awardedValue', 'cancelled'],
};
const amounts: Figure[] = ['value', 'awardedValue'];

type Row = TenderReportRow & { total?: boolean };

/**
 * Every tender report of spec §2 "Reports and dashboards" (issue #29 item 1): one page, its
 * preset chosen by the route (presets.ts). Filters in the URL; an organisation row opens the
 * level below (a click on its name or its bar), the breadcrumb goes back up; a source row opens
 * its organisation-wise drill-down.
 */
export function TenderReportPage() {
  const { t, i18n } = useTranslation(['reports', 'exports', 'tenders', 'routes', 'common']);
  const routeId = useCurrentRouteId();
  const preset = reportPresets[routeId] ?? reportPresets.orgwisetenderreport!;
  const { to } = usePrefix();
  const navigate = useNavigate();
  const lang = i18n.language === 'as' ? 'as' : 'en';
  const { filters, query } = useListQuery({
    schema: reportFiltersSchema,
    key: reportKeys.tenders(preset.dimension),
    load: (f, signal) => fetchTenderReport(preset.dimension, f, signal),
  });
  const report: TenderReport | undefined = query.data;
  /** The page's filters without the unit: what every link keeps. */
  const kept: Partial<ReportQuery> = {
    interval: filters.interval,
    from: filters.from,
    to: filters.to,
    source: filters.source,
  };
  const link = (route: RouteId, extra: Partial<ReportQuery> = {}) => {
    const qs = reportQueryString({ ...kept, ...extra });
    return `${to(route)}${qs ? `?${qs}` : ''}`;
  };

  const labelOf = (row: Row): string => {
    if (row.total) return t('exports:reports.total');
    switch (preset.dimension) {
      case 'organisation':
        return row.label || t('exports:reports.unlinked');
      case 'source':
        return t(`tenders:sources.${row.key}`, { defaultValue: row.key });
      case 'month': {
        const [y, m] = row.key.split('-').map(Number) as [number, number];
        return formatMonthYear(y, m - 1, lang);
      }
      default:
        return row.label || t('exports:reports.notStated');
    }
  };
  /** Where a row leads: the level below, or the source's organisation report. */
  const drillHref = (row: Row): string | null => {
    if (row.total) return null;
    if (preset.dimension === 'organisation' && row.drill) {
      const next = preset.orgFamily ? orgRouteFor((row.level ?? 0) + 1) : routeId;
      return link(next, { unit: Number(row.key) });
    }
    if (preset.sourceDrill) return link(preset.sourceDrill, { source: row.key as ReportQuery['source'] });
    return null;
  };

  const figures = figuresOf[preset.measure];
  // Rebuilt each render: its cells read the page's filters and route (a handful of columns).
  const columns: Column<Row>[] = [
    {
      id: 'label',
      header: t(`exports:reports.dimension.${preset.dimension}`),
      rowHeader: true,
      cell: (row) => {
        const href = drillHref(row);
        return href ? (
          <Anchor component={Link} to={href}>
            {labelOf(row)}
          </Anchor>
        ) : (
          labelOf(row)
        );
      },
    },
    ...figures.map(
      (f): Column<Row> => ({
        id: f,
        header: t(`exports:reports.figures.${f}`),
        numeric: true,
        cell: (row) => (amounts.includes(f) ? rupeesWithScale(row[f], t) : formatCount(row[f])),
      }),
    ),
    ...(preset.orgFamily
      ? [
          {
            id: 'sources',
            header: t('table.bySource'),
            cell: (row: Row) =>
              row.total || !row.key ? null : (
                <Anchor component={Link} to={link('orgwisedrilldownsiteorigin', { unit: Number(row.key) })}>
                  {t('table.bySourceLink', { name: labelOf(row) })}
                </Anchor>
              ),
          },
        ]
      : []),
  ];

  const rows: Row[] | undefined = report
    ? [...report.rows, { ...report.totals, key: 'total', label: '', drill: false, level: null, total: true }]
    : undefined;
  const chartFigure: Figure = preset.measure === 'values' ? 'value' : 'published';
  const familyTop: RouteId = preset.orgFamily ? 'orgwisetenderreport' : routeId;
  const breadcrumb: Crumb[] | undefined = report?.unit
    ? [
        { key: 'all', label: t('page.allOrganisations'), href: link(familyTop) },
        ...report.breadcrumb.map((u) => ({
          key: String(u.id),
          label: u.name,
          href: link(preset.orgFamily ? orgRouteFor(u.level + 1) : routeId, { unit: u.id }),
        })),
        { key: String(report.unit.id), label: report.unit.name },
      ]
    : undefined;

  return (
    <ReportPage<Row>
      title={t(`routes:${routeId}`)}
      withSource
      interval={report ? { from: report.from, to: report.to, asOf: report.asOf } : undefined}
      breadcrumb={breadcrumb}
      chart={
        report
          ? {
              title: t('chart.title', {
                figure: t(`exports:reports.figures.${chartFigure}`),
                by: t(`exports:reports.dimension.${preset.dimension}`),
              }),
              items: report.rows.map((r) => ({
                key: r.key,
                label: labelOf(r),
                value: r[chartFigure],
                display: amounts.includes(chartFigure)
                  ? rupeesWithScale(r[chartFigure], t)
                  : formatCount(r[chartFigure]),
              })),
              onSelect: (key) => {
                const row = report.rows.find((r) => r.key === key);
                const href = row && drillHref(row);
                if (href) navigate(href);
              },
            }
          : null
      }
      caption={t('table.caption', {
        title: t(`routes:${routeId}`),
        count: report?.rows.length ?? 0,
      })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      error={query.error}
      onRetry={() => void query.refetch()}
      busy={query.isFetching}
      exportHref={(format) => tenderReportExportHref(preset.dimension, filters, format)}
      fileName={routeId}
    />
  );
}
