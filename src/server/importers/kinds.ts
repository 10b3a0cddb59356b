import { orgChainsImporter } from '../modules/organisation/index.ts';
import {
  gemBidsDemoImporter,
  gemBidsImporter,
  tendersDemoImporter,
  tendersImporter,
} from '../modules/tenders/index.ts';
import { currenciesImporter, productCategoriesImporter } from './classifications.ts';
import type { Importer } from './framework.ts';
import {
  districtNamesImporter,
  lgdBlocksImporter,
  lgdDistrictsImporter,
  lgdStatesImporter,
  lgdSubdistrictsImporter,
  pincodesImporter,
} from './locations.ts';

/**
 * Every kind `npm run import -- <kind> <file>` knows (README "Importing official data").
 * Another area adds its importer here (one line) and, for demo data, a step in demo-data.ts.
 */
export const importers: Importer[] = [
  lgdStatesImporter,
  lgdDistrictsImporter,
  districtNamesImporter,
  lgdSubdistrictsImporter,
  lgdBlocksImporter,
  pincodesImporter,
  currenciesImporter,
  productCategoriesImporter,
  orgChainsImporter,
  tendersImporter,
  tendersDemoImporter,
  gemBidsImporter,
  gemBidsDemoImporter,
];

export function importerFor(kind: string): Importer | undefined {
  return importers.find((i) => i.kind === kind);
}
