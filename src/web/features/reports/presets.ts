import type { TenderReportDimension } from '../../../common/api/reports.ts';
import type { RouteId } from '../../../common/routes/index.ts';

/** Which figures a report's table shows (its chart shows the first: the value for `values`). */
export type Measure = 'counts' | 'values' | 'status' | 'all';

export interface ReportPreset {
  dimension: TenderReportDimension;
  measure: Measure;
  /** Source rows open this organisation report of the source (spec §2 sourcewise…drilldown). */
  sourceDrill?: RouteId;
  /** The organisation drill-down family: a row opens the route of the level below (…levelthree … six). */
  orgFamily?: boolean;
}

/**
 * Spec §2 "Reports and dashboards": twenty tender report pages as presets of one page
 * (docs/decisions/047, 048). What each page name reads as:
 * - orgwisetenderreport and orgwisedrilldownlevelthree … six: the organisation-wise report, rows
 *   one organisation level down at a time, every figure;
 * - orgwisedrilldownsiteorigin: one organisation's tenders by source portal ("site origin");
 * - consolidatedsummary: every figure by source portal, with the total;
 * - sourcewisenooftenders / sourcewisevalueoftenders: counts / values by source portal; a row
 *   opens its …drilldown: the organisation-wise report of that source;
 * - msrtenderreport, tenderMsrReport: the monthly status report (published, corrigenda, closed,
 *   awarded, cancelled per month);
 * - organizationtendersummary (status), orgnamewisetendersummary (counts),
 *   organizationtendervaluesummary (values): organisation-wise summaries;
 * - tendercategorywise… and tendertypewise…: counts / values by tender category and type.
 */
export const reportPresets: Partial<Record<RouteId, ReportPreset>> = {
  orgwisetenderreport: { dimension: 'organisation', measure: 'all', orgFamily: true },
  orgwisedrilldownlevelthree: { dimension: 'organisation', measure: 'all', orgFamily: true },
  orgwisedrilldownlevelfour: { dimension: 'organisation', measure: 'all', orgFamily: true },
  orgwisedrilldownlevelfive: { dimension: 'organisation', measure: 'all', orgFamily: true },
  orgwisedrilldownlevelsix: { dimension: 'organisation', measure: 'all', orgFamily: true },
  orgwisedrilldownsiteorigin: { dimension: 'source', measure: 'all' },
  consolidatedsummary: { dimension: 'source', measure: 'all' },
  sourcewisenooftenders: {
    dimension: 'source',
    measure: 'counts',
    sourceDrill: 'sourcewisenooftendersdrilldown',
  },
  sourcewisevalueoftenders: {
    dimension: 'source',
    measure: 'values',
    sourceDrill: 'sourcewisevalueoftendersdrilldown',
  },
  sourcewisenooftendersdrilldown: { dimension: 'organisation', measure: 'counts' },
  sourcewisevalueoftendersdrilldown: { dimension: 'organisation', measure: 'values' },
  msrtenderreport: { dimension: 'month', measure: 'status' },
  tenderMsrReport: { dimension: 'month', measure: 'status' },
  organizationtendersummary: { dimension: 'organisation', measure: 'status' },
  orgnamewisetendersummary: { dimension: 'organisation', measure: 'counts' },
  organizationtendervaluesummary: { dimension: 'organisation', measure: 'values' },
  tendercategorywisenooftenders: { dimension: 'category', measure: 'counts' },
  tendercategorywisevalueoftenders: { dimension: 'category', measure: 'values' },
  tendertypewisenooftenders: { dimension: 'type', measure: 'counts' },
  tendertypewisevalueoftenders: { dimension: 'type', measure: 'values' },
};

const levelRoutes: Partial<Record<number, RouteId>> = {
  3: 'orgwisedrilldownlevelthree',
  4: 'orgwisedrilldownlevelfour',
  5: 'orgwisedrilldownlevelfive',
  6: 'orgwisedrilldownlevelsix',
};

/**
 * The route that shows the rows of level `rowsLevel` in the organisation-wise family: levels 1
 * and 2 on orgwisetenderreport, 3 … 6 on their drill-down pages, deeper ones on level six's.
 */
export function orgRouteFor(rowsLevel: number): RouteId {
  if (rowsLevel <= 2) return 'orgwisetenderreport';
  return levelRoutes[Math.min(rowsLevel, 6)]!;
}
