/**
 * The visits module's one entry (issue #22 item 3, decision 036): code outside
 * src/server/modules/visits imports only this file. The footer's visit counter (spec §2).
 */
export { visitRoutes } from './routes.ts';
export { recordVisitOnce } from './service.ts';
