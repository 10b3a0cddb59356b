/**
 * The epublish module's one entry (issue #22 item 3, decision 036): code outside
 * src/server/modules/epublish imports only this file. ePublish tenders, corrigenda and awards
 * (decisions 014, 023): their routes, the archiving timer and the demo items.
 */
export { startArchiving } from './archive-closed.ts';
export { epublishAwardRoutes } from './award-routes.ts';
export { epublishCorrigendumRoutes } from './corrigendum-routes.ts';
export { demoPdf, ensureDemoEpublishTenders } from './demo.ts';
export { epublishRoutes } from './routes.ts';
