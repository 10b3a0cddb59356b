/**
 * The dev-mailbox module's one entry (issue #22 item 3, decision 036): code outside
 * src/server/modules/dev-mailbox imports only this file. The development mailbox (outside
 * production only).
 */
export { devMailboxRoutes } from './routes.ts';
