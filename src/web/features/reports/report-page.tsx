import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { reportPresets } from './presets.ts';
import { TableReportPage } from './table-report-page.tsx';
import { TenderReportPage } from './tender-report-page.tsx';

/** Every report route (spec §2 "Reports and dashboards"): a tender report preset, else an ePublish or user report. */
export function ReportPage() {
  const routeId = useCurrentRouteId();
  return reportPresets[routeId] ? <TenderReportPage /> : <TableReportPage />;
}
