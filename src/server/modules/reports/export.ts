import { type TableReport, type TenderReport, tenderFigureKeys } from '../../../common/api/reports.ts';
import { exportText, fill } from '../../../common/i18n/exports.ts';
import type { Lang } from '../../../common/i18n/languages.ts';

const figureOrder = tenderFigureKeys;
const rupeeFigures = new Set<string>(['value', 'awardedValue']);

/**
 * The report's table as a sheet (issue #29 item 4: "export of the table to CSV and XLSX"): the
 * same rows and figures as the page, with the page's headings in the request's language (the
 * shared catalogue, src/common/i18n/exports.ts); values in rupees as numbers so a spreadsheet
 * can add them.
 */
export function reportSheet(
  report: TenderReport,
  lang: Lang,
): { header: string[]; rows: (string | number | null)[][] } {
  const text = exportText(lang).reports;
  const header = [
    text.dimension[report.dimension],
    ...figureOrder.map((f) =>
      rupeeFigures.has(f) ? fill(text.rupees, { figure: text.figures[f] }) : text.figures[f],
    ),
  ];
  const line = (label: string, f: TenderReport['totals']) => [label, ...figureOrder.map((k) => f[k])];
  const empty = report.dimension === 'organisation' ? text.unlinked : text.notStated;
  const rows = report.rows.map((r) => line(r.label || empty, r));
  rows.push(line(text.total, report.totals));
  return { header, rows };
}

/** An ePublish or user report's table as a sheet, headed as the page is, the total row last. */
export function tableSheet(
  report: TableReport,
  lang: Lang,
): { header: string[]; rows: (string | number | null)[][] } {
  const text = exportText(lang).reports;
  const columns = text.columns as Record<string, unknown>;
  const heading = (key: string) => (typeof columns[key] === 'string' ? (columns[key] as string) : key);
  const header = [
    text.first[report.name as keyof typeof text.first] ?? '',
    ...report.columns.map((c) => c.label?.[lang] ?? heading(c.key)),
  ];
  const label = (r: TableReport['rows'][number]) => {
    if (r.names) return r.names[lang];
    if (r.label.startsWith('state.'))
      return text.columns.state[r.label.slice(6) as keyof typeof text.columns.state] ?? r.label.slice(6);
    if (r.label.startsWith('type.'))
      return (
        text.corrigendumTypes[r.label.slice(5) as keyof typeof text.corrigendumTypes] ?? r.label.slice(5)
      );
    return r.label || text.notStated;
  };
  const cell = (key: string, v: string | number | null) =>
    key === 'status' && typeof v === 'string'
      ? (text.columns.statusValues[v as keyof typeof text.columns.statusValues] ?? v)
      : v;
  const rows = report.rows.map((r) => [label(r), ...r.cells.map((v, i) => cell(report.columns[i]!.key, v))]);
  if (report.totals) rows.push([text.total, ...report.totals]);
  return { header, rows };
}
