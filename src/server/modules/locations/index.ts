/**
 * The locations module's one entry (issue #22 item 3, decision 036): code outside
 * src/server/modules/locations imports only this file. LGD states, districts, sub-districts and
 * pincodes (spec §5, §7).
 */
export { displayName } from './names.ts';
export { locationRoutes } from './routes.ts';
export { assamPlaceNames, primaryDistrict, primaryDistricts } from './service.ts';
