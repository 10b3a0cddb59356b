// The report kit (issue #29 item 4, docs/decisions/048): import from here.
export { lakhsOrCrores, rupeesWithScale } from './amounts.ts';
export { type ChartItem, maxBars, ReportChart } from './report-chart.tsx';
export { ReportFilters } from './report-filters.tsx';
export { type Crumb, ReportPage } from './report-page.tsx';
