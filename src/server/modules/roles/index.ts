/**
 * The roles module's one entry (issue #22 item 3, decision 036): code outside
 * src/server/modules/roles imports only this file. Role master and menu authorisation (spec §2,
 * §3).
 */
export { createRoleIfAbsent } from './create-role.ts';
export { roleRoutes } from './routes.ts';
