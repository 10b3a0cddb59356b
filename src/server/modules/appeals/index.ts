/**
 * The appeals module's one entry (issue #22 item 3, decision 036): code outside
 * src/server/modules/appeals imports only this file. Appeals under section 38 of the Assam
 * Public Procurement Act (issue #25, decision 040): their routes and the demo appeals.
 */
export { ensureDemoAppeals } from './demo.ts';
export { appealRoutes } from './routes.ts';
