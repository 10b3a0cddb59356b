import { z } from 'zod';
import { exportLangQuerySchema } from '../i18n/export-lang.ts';
import { tenderSources } from './tenders.ts';

/**
 * Reports and dashboards (issue #29; spec §2 "Reports and dashboards", §7 "reports, dashboard,
 * detailedReport, msrReports: counts by source, organisation, category, type, user, and role
 * over time intervals"; docs/decisions/047, 048). One request schema for every tender report,
 * shared by the report pages (filters in the URL) and the server.
 */

/** Issue #29 item 4: the quick choices of every report's interval. */
export const reportIntervals = ['thisMonth', 'lastMonth', 'thisFy', 'lastFy', 'custom'] as const;
export type ReportInterval = (typeof reportIntervals)[number];

/** What a tender report groups by (one endpoint per dimension, one page kit for all). */
export const tenderReportDimensions = ['organisation', 'source', 'category', 'type', 'month'] as const;
export type TenderReportDimension = (typeof tenderReportDimensions)[number];

/** The longest custom interval: ten years (a report over more is not a question anyone asks). */
export const maxReportDays = 3660;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'reports:validation.date');

/** The report's filters as URL parameters (the page keeps them in its address: issue #29 item 4). */
export const reportFiltersSchema = z.object({
  interval: z.enum(reportIntervals).default('thisFy'),
  /** Custom interval, IST calendar days, both inclusive. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  source: z.enum(tenderSources).optional(),
  /** Organisation drill-down: the unit whose children are the rows (and the scope of other dimensions). */
  unit: z.coerce.number().int().positive().optional(),
});

export const reportQuerySchema = reportFiltersSchema.superRefine((q, ctx) => {
  if (q.interval !== 'custom') return;
  if (!q.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'reports:validation.fromRequired' });
  if (!q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports:validation.toRequired' });
  if (q.from && q.to) {
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    if (Number.isNaN(days))
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'reports:validation.date' });
    else if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports:validation.toBeforeFrom' });
    else if (days > maxReportDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports:validation.tooLong' });
  }
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportExportFormats = ['csv', 'xlsx'] as const;
export const reportExportQuerySchema = reportQuerySchema.and(
  z.object({ format: z.enum(reportExportFormats).default('csv') }).and(exportLangQuerySchema),
);

export const tenderReportDimensionParamsSchema = z.object({ dimension: z.enum(tenderReportDimensions) });

/** The figures of one row (or the totals): the monthly status report's five and the values. */
export const tenderFiguresSchema = z.object({
  /** Tenders published in the interval. */
  published: z.number().int(),
  /** Of those, with a disclosed value. */
  valued: z.number().int(),
  /** Sum of the disclosed values of the tenders published, rupees. */
  value: z.number(),
  corrigenda: z.number().int(),
  /** Bid submission closed in the interval (not cancelled). */
  closed: z.number().int(),
  awarded: z.number().int(),
  /** Sum of the contract values of the awards. */
  awardedValue: z.number(),
  cancelled: z.number().int(),
});
/** The figures in the order the pages, the sums and the exports show them. */
export const tenderFigureKeys = tenderFiguresSchema.keyof().options;
export type TenderFigures = z.infer<typeof tenderFiguresSchema>;

export const reportUnitSchema = z.object({ id: z.number().int(), name: z.string(), level: z.number().int() });
export type ReportUnit = z.infer<typeof reportUnitSchema>;

export const tenderReportRowSchema = tenderFiguresSchema.extend({
  /** Unit id, source code, category, type or month (yyyy-mm); '' for "not stated" / not linked. */
  key: z.string(),
  /** The unit's name; otherwise the key (the page translates sources and empties). */
  label: z.string(),
  /** Organisation rows: the unit has units below it (a drill-down link). */
  drill: z.boolean(),
  /** Organisation rows: the unit's level (spec §3: 1 ministry … 8 block). */
  level: z.number().int().nullable(),
});
export type TenderReportRow = z.infer<typeof tenderReportRowSchema>;

export const tenderReportSchema = z.object({
  dimension: z.enum(tenderReportDimensions),
  /** The interval resolved on the server (IST days, inclusive). */
  from: z.string(),
  to: z.string(),
  /** When the monthly aggregate was rebuilt; null: never (figures of whole months are then empty). */
  asOf: z.string().nullable(),
  /** The unit drilled into, with its chain from the top the user may see (the breadcrumb). */
  unit: reportUnitSchema.nullable(),
  breadcrumb: z.array(reportUnitSchema),
  rows: z.array(tenderReportRowSchema),
  totals: tenderFiguresSchema,
});
export type TenderReport = z.infer<typeof tenderReportSchema>;

/** The dashboard (spec §2 userdashboard; issue #29 item 5): figures, each a link to its list. */
export const dashboardFigureSchema = z.object({
  /** Message key under `reports:dashboard.figures`. */
  key: z.string(),
  value: z.number(),
  /** Whether it waits for this user's decision or action (counted in the header's tasks). */
  task: z.boolean(),
  /** The route id of the list or report it opens. */
  route: z.string(),
  /** Query string for that route (filters), without `?`. */
  query: z.string(),
});
/** The header's count of what waits for the signed-in user (issue #24 item 7): the task figures above 0. */
export const tasksSchema = z.object({
  total: z.number().int(),
  figures: z.array(dashboardFigureSchema),
});
export type Tasks = z.infer<typeof tasksSchema>;

export const dashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  figures: z.array(dashboardFigureSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---------------------------------------------------------------------------------------------
// Intervals: resolved from "today" in IST. The financial year runs April to March (issue #29 item 4).

const pad = (n: number) => String(n).padStart(2, '0');
const day = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/** Today's IST calendar day of an instant. */
export function istDay(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The interval's first and last IST day (inclusive) for a quick choice, or the custom days. */
export function resolveInterval(
  q: Pick<ReportQuery, 'interval' | 'from' | 'to'>,
  today: string,
): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const fyStart = m >= 4 ? y : y - 1;
  switch (q.interval) {
    case 'thisMonth':
      return { from: day(y, m, 1), to: day(y, m + 1, 0) };
    case 'lastMonth':
      return { from: day(y, m - 1, 1), to: day(y, m, 0) };
    case 'thisFy':
      return { from: day(fyStart, 4, 1), to: day(fyStart + 1, 3, 31) };
    case 'lastFy':
      return { from: day(fyStart - 1, 4, 1), to: day(fyStart, 3, 31) };
    case 'custom':
      return { from: q.from!, to: q.to! };
  }
}

// ---------------------------------------------------------------------------------------------
// ePublish and user reports (issue #29 items 2 and 3): small tables (workflow items, users,
// sessions) counted straight from their rows, one generic shape for the page kit.

export const tableReportNames = [
  'epublish-organisations',
  'epublish-corrigendum-states',
  'epublish-corrigendum-types',
  'users-organisations',
  'users-months',
  'users-days',
  'users-roles',
  'users-organisation-roles',
  'users-details',
] as const;
export type TableReportName = (typeof tableReportNames)[number];
export const tableReportParamsSchema = z.object({ name: z.enum(tableReportNames) });

export const tableReportColumnSchema = z.object({
  /** Message key under `reports:columns` (or a role code with `label`). */
  key: z.string(),
  /** A label the server knows in both languages (role names). */
  label: z.object({ en: z.string(), as: z.string() }).nullable(),
  kind: z.enum(['count', 'days', 'text']),
});
export const tableReportSchema = z.object({
  name: z.enum(tableReportNames),
  from: z.string(),
  to: z.string(),
  unit: reportUnitSchema.nullable(),
  breadcrumb: z.array(reportUnitSchema),
  columns: z.array(tableReportColumnSchema),
  rows: z.array(
    z.object({
      key: z.string(),
      /** A unit's name, a state, a type, a month (yyyy-mm), a day (yyyy-mm-dd), a role code or a login. */
      label: z.string(),
      /** Organisation rows: the unit to drill into (it has units below it). */
      drillUnit: z.number().int().nullable(),
      /** A name the server knows in both languages (roles); null: `label`. */
      names: z.object({ en: z.string(), as: z.string() }).nullable(),
      cells: z.array(z.union([z.number(), z.string(), z.null()])),
    }),
  ),
  /** Column totals (null for columns that do not add up). */
  totals: z.array(z.number().nullable()).nullable(),
});
export type TableReport = z.infer<typeof tableReportSchema>;
