import type { TenderDetail, TenderSource } from '../../../common/api/tenders.ts';

/**
 * Issue #14 item 1: the address of a tender's record on its source portal, from the configured
 * template of that portal (README TENDER_SOURCE_URLS). A template with `{tenderId}` is a
 * per-tender address; one without is the portal's search page.
 */
export function sourceRecordOf(
  templates: Partial<Record<TenderSource, string>>,
  source: TenderSource,
  tenderId: string,
): TenderDetail['sourceRecord'] {
  const template = templates[source];
  if (!template) return null;
  const perTender = template.includes('{tenderId}');
  return { url: template.replaceAll('{tenderId}', encodeURIComponent(tenderId)), perTender };
}
