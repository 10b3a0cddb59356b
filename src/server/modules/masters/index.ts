/**
 * The masters module's one entry (issue #22 item 3, decision 036): code outside
 * src/server/modules/masters imports only this file. Tender masters and reference lists (spec §2,
 * §4, §7).
 */
export { masterRoutes } from './routes.ts';
export { seedMasterReferenceData } from './seed.ts';
export { createMasterEntry } from './service.ts';
