import { highValueThresholdInr, type TenderSearch, type TenderSummary } from '../../../common/api/tenders.ts';
import type { RouteId } from '../../../common/routes/index.ts';

/** The search parameters, as they appear in the page URL and the API's query string. */
export type TenderParam = Exclude<keyof TenderSearch, 'limit'> | 'limit';

/**
 * Each listing of spec §2 "Search on Tender" is the one search with a filter fixed by its
 * route. The fixed values are not in the page URL (the route's name says them); the API query
 * is the page's query string plus these.
 */
export const listPresets = {
  // Issue #24 item 1: from publication, upcoming ones too (marked; the `bidding` filter parts them).
  latestactivetenders: { status: 'open' },
  archivedtenders: { status: 'archived' },
  cancelledtenders: { status: 'cancelled' },
  bidawards: { status: 'awarded' },
  openingtoday: { status: 'openingToday' },
  globaltenders: { tenderType: 'Global Tenders' },
  highvaluetenders: { minValue: String(highValueThresholdInr) },
  gembids: { source: 'gem' },
  // Counted as active tenders on productcategory and home, so listed the same way.
  tendersbyproductcategory: { status: 'active' },
} as const satisfies Partial<Record<RouteId, Partial<Record<TenderParam, string>>>>;

export type TenderListRoute = keyof typeof listPresets;

export function isTenderListRoute(id: RouteId): id is TenderListRoute {
  return id in listPresets;
}

export function presetOf(route: TenderListRoute): Partial<Record<TenderParam, string>> {
  return listPresets[route];
}

/** The API query of a listing: the user's filters from the page URL, then the route's preset. */
export function apiParams(route: TenderListRoute, pageParams: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  const preset = presetOf(route);
  for (const [key, value] of pageParams) {
    // `page` only numbers the page for the reader (Pager); the cursor is what the API pages by.
    if (value !== '' && !(key in preset) && key !== 'page') params.set(key, value);
  }
  for (const [key, value] of Object.entries(preset)) params.set(key, value);
  return params;
}

export type FullViewRoute =
  | 'activetendersfullview'
  | 'aocfullview'
  | 'gembidsfullview'
  | 'DirectPurchasefullview';

export const fullViewRoutes: readonly FullViewRoute[] = [
  'activetendersfullview',
  'aocfullview',
  'gembidsfullview',
  'DirectPurchasefullview',
];

/**
 * Which full view a tender opens in: awards (bidawards) in the award-of-contract view, GeM bids
 * in the GeM view, offline ePublish and direct purchase tenders in the direct purchase view,
 * every other tender in the tender full view.
 */
export function fullViewFor(tender: Pick<TenderSummary, 'source'>, list: RouteId): FullViewRoute {
  if (list === 'bidawards') return 'aocfullview';
  if (tender.source === 'gem') return 'gembidsfullview';
  if (tender.source === 'epublish' || tender.source === 'directpurchase') return 'DirectPurchasefullview';
  return 'activetendersfullview';
}
