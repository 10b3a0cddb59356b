import { createHash } from 'node:crypto';
import type { EpublishValues } from '../../../common/api/epublish.ts';
import type { DistrictBasis, TenderExtra } from '../../../common/api/tenders.ts';
import type { Db } from '../../db/client.ts';
import { primaryDistrict } from '../locations/index.ts';
import { workDistrictOf } from '../tenders/index.ts';
import { filesByIds, masterNames, unitChain, unspscNames } from './queries.ts';

/**
 * One ePublish tender as the public row of `tenders` (source `epublish`), the one mapping
 * decision 014 asks for: used by the publish step (written in its transaction) and by the
 * preview (shown, never written), so the preview is exactly what the public will see.
 * Codes of masters become their English names, as the imported tenders carry names.
 */
export interface PublicTenderRow {
  uid: string;
  source: 'epublish';
  externalId: string;
  referenceNo: string;
  title: string;
  description: string | null;
  organisationChain: string;
  orgUnitId: number;
  tenderType: string | null;
  formOfContract: string | null;
  category: string | null;
  covers: number | null;
  productCategory: string | null;
  subCategory: string | null;
  publishedAt: Date | null;
  bidSubmissionStartAt: Date | null;
  closingAt: Date | null;
  openingAt: Date | null;
  emdInr: string | null;
  feeInr: string | null;
  valueInr: string | null;
  invitingAuthority: string | null;
  invitingAuthorityAddress: string | null;
  bidValidityDays: number | null;
  periodOfWorkDays: number | null;
  location: string | null;
  pincode: string | null;
  /** The district of the work, how it was found, and the pincode's (issue #14 item 3). */
  district: string | null;
  districtBasis: DistrictBasis;
  districtBasisName: string | null;
  officeDistrict: string | null;
  contentHash: string;
  extra: TenderExtra;
}

/**
 * The source's own Tender ID, in the GePNIC shape bidders know (`2026_PWD_123_1`): year,
 * the department's short code, the draft's number, the version of the notice.
 */
export function epublishTenderId(year: number, shortCode: string | null, draftId: number): string {
  return `${year}_${(shortCode ?? 'EPUB').toUpperCase()}_${draftId}_1`;
}

const date = (iso: string | null) => (iso ? new Date(iso) : null);
const money = (n: number | null) => (n === null ? null : n.toFixed(2));

export async function publicTenderRow(
  db: Db,
  draft: { id: number; orgUnitId: number; createdAt: Date },
  values: EpublishValues,
  externalId?: string,
): Promise<PublicTenderRow> {
  const chain = await unitChain(db, draft.orgUnitId);
  const tenderId =
    externalId ?? epublishTenderId(draft.createdAt.getUTCFullYear(), chain.shortCode, draft.id);
  const [tenderType, category, formOfContract, sector, tendererClass, fundingAgency, instrument] =
    await Promise.all([
      masterNames(db, 'tender_type', values.tenderType),
      masterNames(db, 'tender_category', values.tenderCategory),
      masterNames(db, 'form_of_contract', values.formOfContract),
      masterNames(db, 'sector', values.sector),
      masterNames(db, 'tenderer_class', values.tendererClass),
      masterNames(db, 'funding_agency', values.fundingAgency),
      masterNames(db, 'offline_instrument', values.offlineInstrument),
    ]);
  const levels = [
    ['segment', values.unspscSegment],
    ['family', values.unspscFamily],
    ['class', values.unspscClass],
    ['commodity', values.unspscCommodity],
  ] as const;
  const unspscCodes = levels.map(([, c]) => c).filter((c): c is string => !!c);
  const names = await unspscNames(db, unspscCodes);
  const documents = [
    ...(values.nitDocument ? [{ ...values.nitDocument, nit: true }] : []),
    ...values.otherDocuments.map((d) => ({ ...d, nit: false })),
  ];
  const stored = new Map(
    (
      await filesByIds(
        db,
        documents.map((d) => d.fileId),
      )
    ).map((f) => [f.id, f]),
  );
  // The form's district is the pincode's (spec §5 "Pincode entry auto-fills state and
  // district"): the office's. The work's is read from the location and title as for every
  // source (docs/decisions/028), falling back to it.
  const officeDistrict =
    values.district ?? (values.pincode ? ((await primaryDistrict(db, values.pincode)) ?? null) : null);
  const work = await workDistrictOf(db, {
    location: values.location,
    title: values.tenderTitle,
    officeDistrict,
  });

  const extra: TenderExtra = {
    documentDownloadStart: values.documentDownloadStart,
    documentDownloadEnd: values.documentDownloadEnd,
    clarificationStart: values.clarificationStart,
    clarificationEnd: values.clarificationEnd,
    bidOpeningPlace: values.bidOpeningPlace,
    preBidMeeting: values.preBidMeeting
      ? {
          at: values.preBidMeetingDate,
          place: values.preBidMeetingPlace,
          address: values.preBidMeetingAddress,
        }
      : null,
    currency: values.currency,
    sector,
    tenderFeeExemption: values.tenderFeeExemption,
    emdExemption: values.emdExemption,
    exemptionReason: values.exemptionReason,
    payableTo: values.payableTo,
    payableAt: values.payableAt,
    offlineInstrument: instrument,
    feeCurrency: values.multiCurrencyFee ? values.feeCurrency : null,
    emdCurrency: values.multiCurrencyEmd ? values.emdCurrency : null,
    emdValues: values.multipleEmd ? values.emdValues : [],
    bankGuarantee:
      values.bankGuaranteeType && values.bankGuaranteeValue !== null
        ? { type: values.bankGuaranteeType, value: values.bankGuaranteeValue }
        : null,
    administrativeApprovalNumber: values.administrativeApproval ? values.administrativeApprovalNumber : null,
    prequalification: values.prequalification,
    tendererClass,
    competitiveBidderType: values.competitiveBidderType,
    fundingAgency,
    qualityCumCostSelection: values.qualityCumCostSelection,
    nonDisclosureAgreement: values.nonDisclosureAgreement,
    twoStageBidding: values.twoStageBidding,
    tenderCumAuction: values.tenderCumAuction,
    multipleDeliveryLocations: values.multipleDeliveryLocations,
    unspsc: levels
      .filter(([, code]) => !!code)
      .map(([level, code]) => ({ level, code: code!, name: names.get(code!) ?? code! })),
    covers: values.covers,
    documents: documents
      .filter((d) => stored.has(d.fileId))
      .map((d) => ({
        fileId: d.fileId,
        title: d.title,
        nit: d.nit,
        sizeBytes: Number(stored.get(d.fileId)!.size),
        sha256: stored.get(d.fileId)!.sha256,
      })),
  };
  const row: Omit<PublicTenderRow, 'contentHash'> = {
    uid: `epublish-${tenderId}`,
    source: 'epublish',
    externalId: tenderId,
    referenceNo: values.tenderReferenceNumber ?? '',
    title: values.tenderTitle ?? '',
    description: values.workDescription,
    organisationChain: chain.names.join('||'),
    orgUnitId: draft.orgUnitId,
    tenderType,
    formOfContract,
    category,
    covers: values.numberOfCovers,
    productCategory: values.productCategory,
    subCategory: values.productSubCategory,
    publishedAt: date(values.publishedDate),
    bidSubmissionStartAt: date(values.bidSubmissionStart),
    closingAt: date(values.bidSubmissionEnd),
    openingAt: date(values.bidOpeningDate),
    emdInr: money(values.emdAmount),
    feeInr: money(values.tenderFee),
    // "Show tender value to public" (spec §3): unticked, the value is not disclosed.
    valueInr: values.showTenderValue ? money(values.estimatedValue) : null,
    invitingAuthority: values.invitingAuthority,
    invitingAuthorityAddress: values.invitingAuthorityAddress,
    bidValidityDays: values.bidValidityDays,
    periodOfWorkDays: values.completionPeriodDays,
    location: values.location,
    pincode: values.pincode,
    district: work.district,
    districtBasis: work.basis,
    districtBasisName: work.basisName,
    officeDistrict,
    extra,
  };
  return { ...row, contentHash: createHash('sha256').update(JSON.stringify(row)).digest('hex') };
}

/** The row as `tenderByUid` reads it (snake_case), for the full view composition. */
export function asReadRow(row: PublicTenderRow, now: Date): Record<string, unknown> {
  const status =
    row.closingAt && row.closingAt < now
      ? 'archived'
      : row.bidSubmissionStartAt && row.bidSubmissionStartAt > now
        ? 'upcoming'
        : 'active';
  return {
    uid: row.uid,
    source: row.source,
    external_id: row.externalId,
    reference_no: row.referenceNo,
    title: row.title,
    organisation_chain: row.organisationChain,
    org_unit_id: row.orgUnitId,
    tender_type: row.tenderType,
    category: row.category,
    product_category: row.productCategory,
    value_inr: row.valueInr,
    emd_inr: row.emdInr,
    fee_inr: row.feeInr,
    published_at: row.publishedAt,
    closing_at: row.closingAt,
    opening_at: row.openingAt,
    location: row.location,
    pincode: row.pincode,
    district: row.district,
    district_basis: row.districtBasis,
    district_basis_name: row.districtBasisName,
    office_district: row.officeDistrict,
    awarded: false,
    status,
    description: row.description,
    form_of_contract: row.formOfContract,
    covers: row.covers,
    payment_mode: null,
    contract_type: null,
    sub_category: row.subCategory,
    bid_submission_start_at: row.bidSubmissionStartAt,
    financial_bid_opening_at: null,
    bid_validity_days: row.bidValidityDays,
    period_of_work_days: row.periodOfWorkDays,
    inviting_authority: row.invitingAuthority,
    inviting_authority_address: row.invitingAuthorityAddress,
    contract_date: null,
    contract_value_inr: null,
    work_completion_days: null,
    extra: row.extra,
  };
}

/**
 * Issue #24 item 5: the published date is the moment of publishing, set by the server; a later
 * date the creator chose stays (the tender is public from then, item 1).
 */
export function publishedAt(values: EpublishValues, now: Date): EpublishValues {
  const given = values.publishedDate ? Date.parse(values.publishedDate) : Number.NaN;
  return given > now.getTime() ? values : { ...values, publishedDate: now.toISOString() };
}
