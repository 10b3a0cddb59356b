/**
 * The files module's one entry (issue #22 item 3, decision 036): code outside
 * src/server/modules/files imports only this file. Uploads and the one download path every
 * module's document routes use (decisions 015, 033).
 */

export { sendDownload } from './download.ts';
export { createDownloadLimiter } from './download-limit.ts';
export { filesByIds } from './queries.ts';
export { fileRoutes } from './routes.ts';
export { removeIfUnreferenced, storeGeneratedFile, type Uploader, uploadFile } from './upload.ts';
