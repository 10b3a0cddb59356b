import type { TenderDetail, TenderSource } from '../../../common/api/tenders.ts';

/**
 * Issue #14 item 1: the address of a tender's record on its source portal, from the configured
 * template of that portal (README TENDER_SOURCE_URLS). A template with `{tenderId}` is a
 * per-tender address; one without is the portal's search page. A record that carries its own
 * address (a GeM bid's page, issue #32 item 2) is linked there, whatever the template.
 */
export function sourceRecordOf(
  templates: Partial<Record<TenderSource, string>>,
  source: TenderSource,
  tenderId: string,
  ownUrl?: string,
): TenderDetail['sourceRecord'] {
  if (ownUrl) return { url: ownUrl, perTender: true };
  const template = templates[source];
  if (!template) return null;
  const perTender = template.includes('{tenderId}');
  return { url: template.replaceAll('{tenderId}', encodeURIComponent(tenderId)), perTender };
}
