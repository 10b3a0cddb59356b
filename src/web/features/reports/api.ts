import type {
  ReportQuery,
  TableReport,
  TableReportName,
  TenderReport,
  TenderReportDimension,
} from '../../../common/api/reports.ts';
import { apiFetch } from '../../api/client.ts';

/** Client API of the report pages (issue #29). */
export const reportKeys = {
  all: ['reports'] as const,
  tenders: (dimension: TenderReportDimension) => [...reportKeys.all, 'tenders', dimension] as const,
  tables: (name: TableReportName) => [...reportKeys.all, 'tables', name] as const,
};

export const reportQueryString = (query: Partial<ReportQuery> & { format?: string }) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};

export function fetchTenderReport(
  dimension: TenderReportDimension,
  query: Partial<ReportQuery>,
  signal?: AbortSignal,
) {
  return apiFetch<TenderReport>(`/reports/tenders/${dimension}?${reportQueryString(query)}`, { signal });
}

export const tenderReportExportHref = (
  dimension: TenderReportDimension,
  query: Partial<ReportQuery>,
  format: 'csv' | 'xlsx',
) => `/api/v1/reports/tenders/${dimension}/export?${reportQueryString({ ...query, format })}`;

export function fetchTableReport(name: TableReportName, query: Partial<ReportQuery>, signal?: AbortSignal) {
  return apiFetch<TableReport>(`/reports/tables/${name}?${reportQueryString(query)}`, { signal });
}

export const tableReportExportHref = (
  name: TableReportName,
  query: Partial<ReportQuery>,
  format: 'csv' | 'xlsx',
) => `/api/v1/reports/tables/${name}/export?${reportQueryString({ ...query, format })}`;
