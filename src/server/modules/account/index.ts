/**
 * The account module's one entry (issue #22 item 3, decision 036): code outside
 * src/server/modules/account imports only this file. Change password, profile, contact changes
 * (spec §2, §5).
 */
export { accountRoutes } from './routes.ts';
