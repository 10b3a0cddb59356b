import { createHash } from 'node:crypto';
import { ocidOf } from '../../../common/api/opendata.ts';
import type { CorrigendumChange, TenderDetail } from '../../../common/api/tenders.ts';

/**
 * A public tender as OCDS 1.1.5 releases (issue #32 item 3, docs/decisions/049): one `tender`
 * release at publication, one `tenderAmendment` (or `tenderCancellation`) release per
 * corrigendum (spec §3 Corrigendum), and one `award` release (with its contract when the award
 * of contract names one; spec §3 AoC). Codelist values are OCDS's own (decision 049 lists the
 * mapping of the portal's values).
 */

export type Release = Record<string, unknown> & { ocid: string; id: string; date: string; tag: string[] };

/** Where the portal is: documents and the tender's page are absolute URLs in OCDS. */
export interface OcdsContext {
  origin: string;
}

const short = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The release time: OCDS wants a date-time; an import without a publication time uses the epoch. */
const epoch = '1970-01-01T00:00:00Z';

/**
 * Spec §3 tender type → OCDS `method` (closed codelist): an open tender (global too) is `open`;
 * a limited tender, sent to a list of registered contractors, is `selective` (only the invited
 * may bid); a single tender is `direct`; so is a direct purchase. Unknown: left out, the
 * portal's text kept in `procurementMethodDetails`.
 */
export function procurementMethodOf(tenderType: string | null, source: string): string | undefined {
  if (source === 'directpurchase') return 'direct';
  const t = (tenderType ?? '').toLowerCase();
  if (/single|nomination|proprietary/.test(t)) return 'direct';
  if (/limited/.test(t)) return 'selective';
  if (/open|global|auction/.test(t)) return 'open';
  return undefined;
}

/** Spec §3 tender category (Works, Goods, Services) → OCDS `procurementCategory` (closed). */
export function procurementCategoryOf(category: string | null): string | undefined {
  const c = (category ?? '').toLowerCase();
  if (/^works?\b/.test(c)) return 'works';
  if (/^goods?\b|supply/.test(c)) return 'goods';
  if (/^services?\b|consult/.test(c)) return 'services';
  return undefined;
}

/** The tender's values a corrigendum can change (what the releases carry as of each one). */
interface Snapshot {
  title: string;
  description: string | null;
  valueInr: number | null;
  closingAt: string | null;
  openingAt: string | null;
  documentDownloadEnd: string | null;
  clarificationStart: string | null;
  clarificationEnd: string | null;
  preBidAt: string | null;
  location: string | null;
}

/** A corrigendum's field (module configuration names, `corrigendumChangeFields`) → the snapshot's. */
const changeTarget: Record<string, keyof Snapshot> = {
  tenderTitle: 'title',
  workDescription: 'description',
  estimatedValue: 'valueInr',
  bidSubmissionEnd: 'closingAt',
  bidOpeningDate: 'openingAt',
  documentDownloadEnd: 'documentDownloadEnd',
  clarificationStart: 'clarificationStart',
  clarificationEnd: 'clarificationEnd',
  preBidMeetingDate: 'preBidAt',
  location: 'location',
};

function snapshotOf(t: TenderDetail): Snapshot {
  return {
    title: t.title,
    description: t.description,
    valueInr: t.valueInr,
    closingAt: t.closingAt,
    openingAt: t.openingAt,
    documentDownloadEnd: t.extra.documentDownloadEnd ?? null,
    clarificationStart: t.extra.clarificationStart ?? null,
    clarificationEnd: t.extra.clarificationEnd ?? null,
    preBidAt: t.extra.preBidMeeting?.at ?? null,
    location: t.location,
  };
}

/** The values before a corrigendum: its changes' old values put back. */
function revert(after: Snapshot, changes: CorrigendumChange[]): Snapshot {
  const before: Snapshot = { ...after };
  for (const c of changes) {
    const key = changeTarget[c.field];
    if (!key) continue;
    if (key === 'valueInr') before.valueInr = c.old === null || c.old === '' ? null : Number(c.old);
    else if (key === 'title') before.title = c.old ?? after.title;
    else before[key] = instantOrText(key, c.old);
  }
  return before;
}

const instantKeys = new Set<keyof Snapshot>([
  'closingAt',
  'openingAt',
  'documentDownloadEnd',
  'clarificationStart',
  'clarificationEnd',
  'preBidAt',
]);

/** Instants as OCDS date-times (a date alone is midnight IST, the portal's day). */
function instantOrText(key: keyof Snapshot, value: string | null): string | null {
  if (value === null || value === '') return null;
  return instantKeys.has(key) ? dateTime(value) : value;
}

/** An ISO instant or date as an RFC 3339 date-time, or null when it is not one. */
export function dateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const withTime = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:30` : value;
  const d = new Date(withTime);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

const money = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? undefined : { amount, currency: 'INR' };

/** Drop undefined members (and empty arrays/objects) so the JSON says only what is known. */
function clean<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clean) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const c = clean(v);
      if (c === undefined || c === null) continue;
      if (Array.isArray(c) && c.length === 0) continue;
      if (typeof c === 'object' && !Array.isArray(c) && Object.keys(c as object).length === 0) continue;
      out[k] = c;
    }
    return out as T;
  }
  return value;
}

function buyerOf(t: TenderDetail) {
  const name =
    t.organisation.length > 0 ? t.organisation.join(' / ') : (t.invitingAuthority.name ?? 'Unknown');
  const id = t.orgUnitId ? `IN-AS-ORG-${t.orgUnitId}` : `IN-AS-ORG-${short(name)}`;
  return { id, name };
}

const supplierId = (name: string) => `IN-AS-BIDDER-${short(name.trim().toLowerCase())}`;

/** The tender's page on the portal (spec §2 full views), English. */
function tenderPage(ctx: OcdsContext, t: TenderDetail) {
  const view =
    t.source === 'directpurchase' || t.source === 'epublish'
      ? 'DirectPurchasefullview'
      : t.source === 'gem'
        ? 'gembidsfullview'
        : 'activetendersfullview';
  return `${ctx.origin}/en/${view}?id=${encodeURIComponent(t.uid)}`;
}

function tenderSection(
  ctx: OcdsContext,
  t: TenderDetail,
  s: Snapshot,
  status: string,
  amendments: Record<string, unknown>[],
) {
  const category = procurementCategoryOf(t.category);
  const unspsc = (t.extra.unspsc ?? []).slice().reverse(); // the most precise level first
  const documents = [
    {
      id: `${t.uid}-notice`,
      documentType: 'tenderNotice',
      title: s.title,
      url: tenderPage(ctx, t),
      format: 'text/html',
      language: 'en',
    },
    ...(t.extra.documents ?? []).map((d) => ({
      id: `file-${d.fileId}`,
      documentType: d.nit ? 'tenderNotice' : 'biddingDocuments',
      title: d.title,
      url: `${ctx.origin}/api/v1/public/tenders/${encodeURIComponent(t.uid)}/documents/${d.fileId}`,
    })),
  ];
  const milestones = [
    s.preBidAt && {
      id: 'pre-bid-meeting',
      title: 'Pre-bid meeting',
      type: 'engagement',
      dueDate: s.preBidAt,
      description:
        [t.extra.preBidMeeting?.place, t.extra.preBidMeeting?.address].filter(Boolean).join(', ') ||
        undefined,
    },
    s.openingAt && {
      id: 'technical-bid-opening',
      title: 'Technical bid opening',
      type: 'assessment',
      dueDate: s.openingAt,
      description: t.extra.bidOpeningPlace ?? undefined,
    },
    t.financialBidOpeningAt && {
      id: 'financial-bid-opening',
      title: 'Financial bid opening',
      type: 'assessment',
      dueDate: dateTime(t.financialBidOpeningAt),
    },
  ].filter(Boolean);
  return {
    id: t.uid,
    title: s.title,
    description: s.description ?? undefined,
    status,
    procuringEntity: buyerOf(t),
    value: money(s.valueInr),
    procurementMethod: procurementMethodOf(t.tenderType, t.source),
    procurementMethodDetails: t.tenderType ?? undefined,
    mainProcurementCategory: category,
    submissionMethod: ['electronicSubmission'],
    submissionMethodDetails:
      t.source === 'epublish' ? undefined : `Bids are made on the source portal (${t.source}).`,
    tenderPeriod: { startDate: dateTime(t.bidSubmissionStartAt), endDate: dateTime(s.closingAt) },
    enquiryPeriod:
      s.clarificationStart || s.clarificationEnd
        ? { startDate: dateTime(s.clarificationStart), endDate: dateTime(s.clarificationEnd) }
        : undefined,
    items: [
      {
        id: '1',
        description: s.title,
        classification: unspsc[0]
          ? { scheme: 'UNSPSC', id: unspsc[0].code, description: unspsc[0].name }
          : undefined,
        additionalClassifications: unspsc
          .slice(1)
          .map((u) => ({ scheme: 'UNSPSC', id: u.code, description: u.name })),
        deliveryAddress:
          s.location || t.pincode
            ? {
                streetAddress: s.location ?? undefined,
                postalCode: t.pincode ?? undefined,
                region: 'Assam',
                countryName: 'India',
              }
            : undefined,
      },
    ],
    documents,
    milestones,
    amendments,
  };
}

function changeText(c: CorrigendumChange): string {
  return `${c.field}: ${c.old ?? '—'} → ${c.new ?? '—'}`;
}

/** Every release of a public tender, oldest first (release ids unique within its ocid). */
export function releasesOf(ctx: OcdsContext, t: TenderDetail): Release[] {
  const ocid = ocidOf(t.uid);
  const buyer = buyerOf(t);
  const corrigenda = [...t.corrigenda].sort((a, b) => a.number - b.number);
  // What the tender said after each corrigendum: the newest is what is published now; each
  // earlier one is found by putting back the old values its corrigendum recorded.
  const snapshots: Snapshot[] = new Array(corrigenda.length + 1);
  snapshots[corrigenda.length] = snapshotOf(t);
  for (let i = corrigenda.length - 1; i >= 0; i--) {
    const c = corrigenda[i]!;
    // A date extension from a source that records only the new end (no field changes): the end
    // after it is that one, unless a later corrigendum is what stands now.
    if (
      i + 1 < corrigenda.length &&
      c.newClosingAt &&
      !(c.changes ?? []).some((x) => x.field === 'bidSubmissionEnd')
    )
      snapshots[i + 1] = { ...snapshots[i + 1]!, closingAt: dateTime(c.newClosingAt) };
    snapshots[i] = revert(snapshots[i + 1]!, c.changes ?? []);
  }
  const cancelIndex = corrigenda.findIndex((c) => c.type === 'cancel');
  // Status as of release k (0: publication; k: after corrigendum k).
  const statusAt = (k: number) => {
    if (t.status === 'cancelled' && (cancelIndex < 0 || k > cancelIndex)) return 'cancelled';
    return 'active';
  };
  const parties = [
    {
      id: buyer.id,
      name: buyer.name,
      roles: ['buyer', 'procuringEntity'],
      address: t.invitingAuthority.address
        ? { streetAddress: t.invitingAuthority.address, region: 'Assam', countryName: 'India' }
        : undefined,
      contactPoint: t.invitingAuthority.name ? { name: t.invitingAuthority.name } : undefined,
    },
  ];
  const published = dateTime(t.publishedAt) ?? dateTime(t.bidSubmissionStartAt) ?? epoch;
  const base = (id: string, date: string, tag: string[]) => ({
    ocid,
    id: `${ocid}-${id}`,
    date,
    tag,
    initiationType: 'tender',
    language: 'en',
  });
  const releases: Release[] = [
    clean({
      ...base('tender', published, ['tender']),
      parties,
      buyer,
      tender: tenderSection(ctx, t, snapshots[0]!, statusAt(0), []),
    }),
  ];
  const amendments: Record<string, unknown>[] = [];
  corrigenda.forEach((c, i) => {
    const id = `${ocid}-amendment-${c.number}`;
    const date = dateTime(c.publishedAt) ?? published;
    amendments.push({
      id: String(c.number),
      date,
      rationale: c.details,
      description: [`Corrigendum ${c.number} (${c.type})`, ...(c.changes ?? []).map(changeText)].join('; '),
      amendsReleaseID: releases[releases.length - 1]!.id,
      releaseID: id,
    });
    releases.push(
      clean({
        ...base(`amendment-${c.number}`, date, [
          c.type === 'cancel' ? 'tenderCancellation' : 'tenderAmendment',
        ]),
        parties,
        buyer,
        tender: tenderSection(ctx, t, snapshots[i + 1]!, statusAt(i + 1), [...amendments]),
      }),
    );
  });
  if (t.awarded && t.awards.length > 0)
    releases.push(awardRelease(ctx, t, base, buyer, parties, snapshots, amendments, releases));
  return releases;
}

function awardRelease(
  ctx: OcdsContext,
  t: TenderDetail,
  base: (id: string, date: string, tag: string[]) => Record<string, unknown>,
  buyer: { id: string; name: string },
  buyerParties: Record<string, unknown>[],
  snapshots: Snapshot[],
  amendments: Record<string, unknown>[],
  releases: Release[],
): Release {
  const award = t.extra.award ?? null;
  // The award is after every earlier release: its contract's date when known, else the latest
  // of bid opening and the releases before it.
  const candidates = [
    dateTime(t.contract?.date),
    dateTime(award?.validFrom),
    dateTime(t.financialBidOpeningAt),
    dateTime(t.openingAt),
    ...releases.map((r) => r.date),
  ].filter((d): d is string => !!d);
  const date = candidates.sort().at(-1)!;
  const suppliers = t.awards.map((a) => ({ id: supplierId(a.bidderName), name: a.bidderName }));
  // A bidder with two bids is one tenderer (OCDS: tenderers are unique organisation references).
  const tenderers = [
    ...new Map(
      t.bids.map((b) => [supplierId(b.bidderName), { id: supplierId(b.bidderName), name: b.bidderName }]),
    ).values(),
  ];
  const partyMap = new Map<string, { id: string; name: string; roles: string[]; address?: unknown }>();
  for (const p of tenderers) partyMap.set(p.id, { ...p, roles: ['tenderer'] });
  for (const p of suppliers) {
    const known = partyMap.get(p.id);
    partyMap.set(p.id, { ...p, roles: [...new Set([...(known?.roles ?? []), 'tenderer', 'supplier'])] });
  }
  if (award?.bidderAddress && award.companyName) {
    const p = partyMap.get(supplierId(award.companyName));
    if (p) p.address = { streetAddress: award.bidderAddress };
  }
  const awards = t.awards.map((a, i) => ({
    id: `${t.uid}-award-${i + 1}`,
    title: a.bidNumber ? `Bid ${a.bidNumber}` : undefined,
    status: 'active',
    date,
    value: a.valueInr === null ? undefined : { amount: a.valueInr, currency: a.currency || 'INR' },
    suppliers: [suppliers[i]!],
    documents: (award?.documents ?? []).map((d) => ({
      id: `file-${d.fileId}`,
      documentType: 'awardNotice',
      title: d.title,
      url: `${ctx.origin}/api/v1/public/tenders/${encodeURIComponent(t.uid)}/documents/${d.fileId}`,
    })),
  }));
  const last = snapshots[snapshots.length - 1]!;
  const contractValue = t.contract?.valueInr ?? award?.awardedValue ?? null;
  const contracts =
    t.contract || award?.contractNumber
      ? [
          {
            id: `${t.uid}-contract`,
            awardID: awards[0]!.id,
            title: award?.contractNumber ? `Contract ${award.contractNumber}` : undefined,
            status: 'active',
            value: money(contractValue),
            dateSigned: dateTime(t.contract?.date),
            period:
              award?.validFrom || award?.validTo
                ? { startDate: dateTime(award?.validFrom), endDate: dateTime(award?.validTo) }
                : t.contract?.completionDays
                  ? { durationInDays: t.contract.completionDays }
                  : undefined,
          },
        ]
      : [];
  const tender = tenderSection(ctx, t, last, t.status === 'cancelled' ? 'cancelled' : 'complete', [
    ...amendments,
  ]);
  return clean({
    ...base('award', date, contracts.length > 0 ? ['award', 'contract'] : ['award']),
    parties: [...buyerParties, ...partyMap.values()],
    buyer,
    tender: {
      ...tender,
      numberOfTenderers: award?.bidsReceived ?? (t.bids.length > 0 ? t.bids.length : undefined),
      tenderers,
    },
    awards,
    contracts,
  }) as unknown as Release;
}
