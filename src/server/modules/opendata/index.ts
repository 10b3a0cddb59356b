/**
 * The open data module's one entry (decision 036): code outside src/server/modules/opendata
 * imports only this file. OCDS releases and records, Atom feeds and iCalendar files of the
 * public tenders (issue #32 items 3 and 5; docs/decisions/049, 050). It owns no table: it reads
 * the tenders through their module's entry.
 */

export { startSearchAlertDigests } from './alerts.ts';
export { searchAlertDevRoutes, searchAlertRoutes } from './alerts-routes.ts';
export { startBulkDownloads } from './bulk.ts';
export { ensureDemoAlert, ensureDemoBulkPush, ensureDemoPushes } from './demo.ts';
export { pushRoutes } from './push-routes.ts';
export { openDataRoutes } from './routes.ts';
