/**
 * The module-config module's one entry (issue #22 item 3, decision 036): code outside
 * src/server/modules/module-config imports only this file. Modules, sub-modules and fields (spec
 * §2 module configuration).
 */
export { moduleConfigRoutes } from './routes.ts';
export { seedModuleConfig } from './seed.ts';
export { fieldStatus } from './service.ts';
