/**
 * The reports module's one entry (decision 036): reports and the dashboard (issue #29). It owns
 * `report_refreshes` and the aggregates `report_tender_days` and `report_tender_months`
 * (migrations 0023, 0029), and only reads
 * the other modules' tables.
 */
export { refreshTenderMonths as refreshReports } from './queries.ts';
export { startReportRefresh } from './refresh.ts';
export { reportRoutes } from './routes.ts';
export { tenderReport } from './service.ts';
