import type { TableReport, TenderReport } from '../../../common/api/reports.ts';

const dimensionTitle: Record<TenderReport['dimension'], string> = {
  organisation: 'Organisation',
  source: 'Source portal',
  category: 'Tender category',
  type: 'Tender type',
  month: 'Month',
};

/**
 * The report's table as a sheet (issue #29 item 4: "export of the table to CSV and XLSX"): the
 * same rows and figures as the page, the interval and "as of" above the header's meaning in the
 * file name; values in rupees as numbers so a spreadsheet can add them.
 */
export function reportSheet(report: TenderReport): { header: string[]; rows: (string | number | null)[][] } {
  const header = [
    dimensionTitle[report.dimension],
    'Published',
    'With value',
    'Value (INR)',
    'Corrigenda',
    'Closed',
    'Awarded',
    'Awarded value (INR)',
    'Cancelled',
  ];
  const line = (label: string, f: TenderReport['totals']) => [
    label,
    f.published,
    f.valued,
    f.value,
    f.corrigenda,
    f.closed,
    f.awarded,
    f.awardedValue,
    f.cancelled,
  ];
  const rows = report.rows.map((r) => line(r.label || 'Not stated', r));
  rows.push(line('Total', report.totals));
  return { header, rows };
}

/** An ePublish or user report's table as a sheet: column keys as English titles, the total row last. */
export function tableSheet(report: TableReport): { header: string[]; rows: (string | number | null)[][] } {
  const title = (key: string) =>
    key
      .replace(/^state\./, '')
      .replace(/([A-Z])/g, ' $1')
      .replace(/^./, (c) => c.toUpperCase());
  const header = ['', ...report.columns.map((c) => c.label?.en ?? title(c.key))];
  const rows = report.rows.map((r) => [
    r.names?.en ??
      (r.label.startsWith('state.') ? title(r.label) : r.label.replace(/^type\./, '') || 'Not stated'),
    ...r.cells,
  ]);
  if (report.totals) rows.push(['Total', ...report.totals]);
  return { header, rows };
}
