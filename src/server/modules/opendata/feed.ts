import type { TenderSummary } from '../../../common/api/tenders.ts';
import { formatDate, formatRupees } from '../../../common/format.ts';

/**
 * The Atom feed of a public search (issue #32 item 5, RFC 4287; docs/decisions/050): its newest
 * matching tenders, newest first, each linking to the tender's full view. `updated` is the
 * newest tender's publication (never the clock), so the same data gives the same feed and a
 * reader's conditional requests work.
 */

const xml = (s: string) =>
  [...s]
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
    })
    .join('')
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
    );

/** The full view of a tender (spec §2), as the public pages link it. */
export function tenderPageUrl(origin: string, lang: 'en' | 'asm', t: { uid: string; source: string }) {
  const view =
    t.source === 'directpurchase' || t.source === 'epublish'
      ? 'DirectPurchasefullview'
      : t.source === 'gem'
        ? 'gembidsfullview'
        : 'activetendersfullview';
  return `${origin}/${lang}/${view}?id=${encodeURIComponent(t.uid)}`;
}

const epoch = '1970-01-01T00:00:00Z';

export function atomFeed(options: {
  origin: string;
  selfUrl: string;
  /** The listing page of the same search (the feed's alternate link). */
  listingUrl: string;
  title: string;
  tenders: TenderSummary[];
}): string {
  const { origin, tenders } = options;
  const updated = tenders.reduce(
    (max, t) => (t.publishedAt && t.publishedAt > max ? t.publishedAt : max),
    epoch,
  );
  const entries = tenders.map((t) => {
    const url = tenderPageUrl(origin, 'en', t);
    const lines = [
      t.organisation.join(' / '),
      `Tender ID: ${t.tenderId}`,
      `Reference: ${t.referenceNo}`,
      t.closingAt ? `Bid submission ends: ${formatDate(new Date(t.closingAt), { withTime: true })} IST` : '',
      t.openingAt ? `Bid opening: ${formatDate(new Date(t.openingAt), { withTime: true })} IST` : '',
      t.valueInr !== null ? `Value: ₹${formatRupees(t.valueInr)}` : 'Value: not disclosed',
      t.location ? `Location: ${t.location}` : '',
    ].filter(Boolean);
    const published = new Date(t.publishedAt ?? epoch).toISOString();
    return `  <entry>
    <id>${xml(url)}</id>
    <title>${xml(t.title)}</title>
    <link rel="alternate" type="text/html" href="${xml(url)}"/>
    <published>${published}</published>
    <updated>${published}</updated>
    <author><name>${xml(t.organisation[0] ?? 'State Public Procurement Portal, Assam')}</name></author>
    ${t.productCategory ? `<category term="${xml(t.productCategory)}"/>` : ''}
    <summary type="text">${xml(lines.join('\n'))}</summary>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
  <id>${xml(options.selfUrl)}</id>
  <title>${xml(options.title)}</title>
  <subtitle>New tenders matching this search, newest first</subtitle>
  <updated>${new Date(updated).toISOString()}</updated>
  <link rel="self" type="application/atom+xml" href="${xml(options.selfUrl)}"/>
  <link rel="alternate" type="text/html" href="${xml(options.listingUrl)}"/>
  <author><name>State Public Procurement Portal, Assam</name></author>
  <generator>State Public Procurement Portal, Assam</generator>
${entries.join('\n')}
</feed>
`;
}
