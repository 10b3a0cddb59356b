import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  type ReportQuery,
  reportFiltersSchema,
  type TableReport,
  type TableReportName,
} from '../../../common/api/reports.ts';
import { formatCount, formatMonthYear } from '../../../common/format.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { type Column, useListQuery } from '../../components/list/index.ts';
import { type Crumb, ReportPage } from '../../components/report/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateOnly, dateTime } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { fetchTableReport, reportKeys, reportQueryString, tableReportExportHref } from './api.ts';

interface TablePreset {
  name: TableReportName;
  /** A second link per organisation row: the users of the unit. */
  details?: RouteId;
}

/**
 * Spec §2 ePublish and user reports (issue #29 items 2 and 3; docs/decisions/048), one page:
 * - corrigendumsummaryepublish: ePublish corrigenda by workflow state;
 * - corrigendumtypecountepublish: by corrigendum type, and how many were published;
 * - epublishsummaryorganisationwise: ePublish tenders by organisation and state, days to publish;
 * - userReport (User Analysis): users, active, new, logged in and logins by organisation, one level
 *   at a time, each with its users (orgWiseUsersDetails);
 * - orgSummaryMonthWise and userMsrReport (monthly), orgSummaryDateWise (daily): new users, logins,
 *   users who logged in;
 * - userrolesreport: active users of each role; orgWiseUsersRolesReportDetails: the same per
 *   organisation.
 */
const presets: Partial<Record<RouteId, TablePreset>> = {
  corrigendumsummaryepublish: { name: 'epublish-corrigendum-states' },
  corrigendumtypecountepublish: { name: 'epublish-corrigendum-types' },
  epublishsummaryorganisationwise: { name: 'epublish-organisations' },
  userReport: { name: 'users-organisations', details: 'orgWiseUsersDetails' },
  orgSummaryMonthWise: { name: 'users-months' },
  orgSummaryDateWise: { name: 'users-days' },
  orgWiseUsersDetails: { name: 'users-details' },
  userrolesreport: { name: 'users-roles' },
  orgWiseUsersRolesReportDetails: { name: 'users-organisation-roles' },
  userMsrReport: { name: 'users-months' },
};

type Row = TableReport['rows'][number] & { total?: boolean };

export function TableReportPage() {
  const { t, i18n } = useTranslation(['reports', 'exports', 'routes', 'common']);
  const routeId = useCurrentRouteId();
  const preset = presets[routeId] ?? presets.userReport!;
  const { to } = usePrefix();
  const navigate = useNavigate();
  const lang = i18n.language === 'as' ? 'as' : 'en';
  const { filters, query } = useListQuery({
    schema: reportFiltersSchema,
    key: reportKeys.tables(preset.name),
    load: (f, signal) => fetchTableReport(preset.name, f, signal),
  });
  const report = query.data;
  const kept: Partial<ReportQuery> = { interval: filters.interval, from: filters.from, to: filters.to };
  const link = (route: RouteId, extra: Partial<ReportQuery> = {}) => {
    const qs = reportQueryString({ ...kept, ...extra });
    return `${to(route)}${qs ? `?${qs}` : ''}`;
  };
  const labelOf = (row: Row): string => {
    if (row.total) return t('exports:reports.total');
    if (row.names) return row.names[lang];
    if (row.label.startsWith('state.')) return t(`exports:reports.columns.${row.label}`);
    if (row.label.startsWith('type.'))
      return t(`exports:reports.corrigendumTypes.${row.label.slice(5)}`, {
        defaultValue: row.label.slice(5),
      });
    if (/^\d{4}-\d{2}$/.test(row.label)) {
      const [y, m] = row.label.split('-').map(Number) as [number, number];
      return formatMonthYear(y, m - 1, lang);
    }
    if (/^\d{4}-\d{2}-\d{2}$/.test(row.label)) return dateOnly(row.label) ?? row.label;
    return row.label || t('exports:reports.notStated');
  };
  const cellText = (col: TableReport['columns'][number], value: number | string | null) => {
    if (value === null) return '–';
    if (typeof value === 'number')
      return col.kind === 'days' ? t('table.days', { n: value }) : formatCount(value);
    if (col.key === 'status') return t(`exports:reports.columns.statusValues.${value}`);
    if (col.key === 'lastLogin') return dateTime(value) ?? '–';
    return value;
  };

  const columns: Column<Row>[] = [
    {
      id: 'label',
      header: t(`exports:reports.first.${preset.name}`),
      rowHeader: true,
      cell: (row) =>
        row.drillUnit ? (
          <Anchor component={Link} to={link(routeId, { unit: row.drillUnit })}>
            {labelOf(row)}
          </Anchor>
        ) : (
          labelOf(row)
        ),
    },
    ...(report?.columns ?? []).map(
      (col, i): Column<Row> => ({
        id: col.key,
        header: col.label ? col.label[lang] : t(`exports:reports.columns.${col.key}`),
        numeric: col.kind !== 'text',
        cell: (row) => cellText(col, row.cells[i] ?? null),
      }),
    ),
    ...(preset.details
      ? [
          {
            id: 'details',
            header: t('table.users'),
            cell: (row: Row) =>
              row.total ? null : (
                <Anchor component={Link} to={link(preset.details!, { unit: Number(row.key) })}>
                  {t('table.usersOf', { name: labelOf(row) })}
                </Anchor>
              ),
          },
        ]
      : []),
  ];

  const rows: Row[] | undefined = report
    ? [
        ...report.rows,
        ...(report.totals
          ? [{ key: 'total', label: '', drillUnit: null, names: null, cells: report.totals, total: true }]
          : []),
      ]
    : undefined;
  const firstCount = report?.columns.findIndex((c) => c.kind === 'count') ?? -1;
  const breadcrumb: Crumb[] | undefined = report?.unit
    ? [
        { key: 'all', label: t('page.allOrganisations'), href: link(routeId) },
        ...report.breadcrumb.map((u) => ({
          key: String(u.id),
          label: u.name,
          href: link(routeId, { unit: u.id }),
        })),
        { key: String(report.unit.id), label: report.unit.name },
      ]
    : undefined;

  return (
    <ReportPage<Row>
      title={t(`routes:${routeId}`)}
      withSource={false}
      interval={report ? { from: report.from, to: report.to, asOf: null } : undefined}
      live
      breadcrumb={breadcrumb}
      chart={
        report && firstCount >= 0 && preset.name !== 'users-details'
          ? {
              title: t('chart.title', {
                figure:
                  report.columns[firstCount]!.label?.[lang] ??
                  t(`exports:reports.columns.${report.columns[firstCount]!.key}`),
                by: t(`exports:reports.first.${preset.name}`),
              }),
              items: report.rows.map((r) => ({
                key: r.key,
                label: labelOf(r),
                value: Number(r.cells[firstCount] ?? 0),
                display: formatCount(Number(r.cells[firstCount] ?? 0)),
              })),
              onSelect: (key) => {
                const row = report.rows.find((r) => r.key === key);
                if (row?.drillUnit) navigate(link(routeId, { unit: row.drillUnit }));
              },
            }
          : null
      }
      caption={t('table.caption', { title: t(`routes:${routeId}`), count: report?.rows.length ?? 0 })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      error={query.error}
      onRetry={() => void query.refetch()}
      busy={query.isFetching}
      exportHref={(format) => tableReportExportHref(preset.name, filters, format)}
      fileName={routeId}
    />
  );
}
