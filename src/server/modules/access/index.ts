/**
 * The access module's one entry (issue #22 item 3, decision 036): code outside
 * src/server/modules/access imports only this file. Roles and menus reference data, seeded at
 * start (spec §6).
 */
export { menuGroupDefinitions, roleDefinitions } from './reference-data.ts';
export { seedAccessReferenceData } from './seed.ts';
