import type { RouteId } from '../../common/routes/index.ts';

/** Where a corrigendum of this source opens in full (spec §2). */
export function corrigendumViewFor(source: string): RouteId {
  return source === 'directpurchase' || source === 'epublish'
    ? 'DirectPurchaseCarrigendumfullview'
    : 'corrigendumfullview';
}

export function tenderViewFor(source: string): RouteId {
  return source === 'directpurchase' || source === 'epublish'
    ? 'DirectPurchasefullview'
    : source === 'gem'
      ? 'gembidsfullview'
      : 'activetendersfullview';
}
