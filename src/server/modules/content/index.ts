/**
 * The content module's one entry (decision 036): code outside src/server/modules/content
 * imports only this file. Public information (issue #27; decisions 043, 044): content
 * documents and announcements, their routes and demo content.
 */
export { ensureDemoContent } from './demo.ts';
export { contentRoutes } from './routes.ts';
