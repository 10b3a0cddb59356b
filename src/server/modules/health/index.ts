/**
 * The health module's one entry (issue #22 item 3, decision 036): code outside
 * src/server/modules/health imports only this file. Server and database status (spec §4).
 */
export { healthRoutes } from './routes.ts';
