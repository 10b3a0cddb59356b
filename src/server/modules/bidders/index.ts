/**
 * The bidder registers module's one entry (decision 036): code outside src/server/modules/bidders
 * imports only this file. Registered and debarred bidder registers (issue #28; decisions 045,
 * 046): their routes, the demo registers, and the debarment check other modules ask (the
 * ePublish award's warning, issue #28 item 4).
 */
export { ensureDemoBidderRegisters } from './demo.ts';
export { bidderRoutes } from './routes.ts';
export { debarmentsOn } from './views.ts';
