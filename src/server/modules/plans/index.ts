/**
 * The plans module's one entry (decision 036): code outside src/server/modules/plans imports
 * only this file. Annual procurement plans (issue #27 item 5; docs/decisions/052): the plans,
 * their items and the links of items to the public tenders that carry them out.
 */
export { ensureDemoPlans } from './demo.ts';
export { planRoutes } from './routes.ts';
export { planItemsOfTender } from './service.ts';
