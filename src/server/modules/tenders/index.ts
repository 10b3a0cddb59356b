/**
 * The tenders module's one entry (issue #22 item 3, decision 036): code outside
 * src/server/modules/tenders imports only this file. Public tender discovery and the public tender
 * tables it owns (decision 013, 028): other modules read and write tenders, bids, awards and
 * corrigenda only through here.
 */
export { corrigendaRoutes } from './corrigenda-routes.ts';
export { deriveDistricts, workDistrictOf } from './derive-districts.ts';
export {
  ensureDemoGemBids,
  gemBidsDemoImporter,
  gemBidsExampleFile,
  gemBidsImporter,
  gemUidOf,
  startGemBidsImport,
} from './import-gem-bids.ts';
export { tendersDemoImporter, tendersImporter } from './import-tenders.ts';
export {
  findPublicTender,
  insertPublicCorrigendum,
  type PublicTender,
  recordPublicAward,
  savePublicTender,
  updatePublicTender,
} from './public-writes.ts';
export { tenderRoutes } from './routes.ts';
export { refreshSearchWords } from './search-words.ts';
export { composeTenderDetail, findTenders, tenderDetail } from './service.ts';
