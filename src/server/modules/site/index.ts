/**
 * The site module's one entry (issue #22 item 3, decision 036): code outside
 * src/server/modules/site imports only this file. What the operator configured for the public
 * pages (spec §2).
 */
export { siteRoutes } from './routes.ts';
