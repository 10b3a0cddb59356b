/**
 * The images module's one entry (decision 036): code outside src/server/modules/images imports
 * only this file. Banners, gallery photos and logos (issue #27 item 4; decision 054).
 */
export { ensureDemoImages } from './demo.ts';
export { imageRoutes } from './routes.ts';
