import type { TenderSummary } from '../../../common/api/tenders.ts';
import { iso } from './cursor.ts';

/**
 * A tender row as the lists show it, shared by the tender and corrigendum services (its own
 * file, so that neither service imports the other: issue #9, boundaries).
 */
export const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
export const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export function toSummary(r: Record<string, unknown>): TenderSummary {
  return {
    uid: String(r.uid),
    source: r.source as TenderSummary['source'],
    tenderId: String(r.external_id),
    referenceNo: String(r.reference_no),
    title: String(r.title),
    organisation: String(r.organisation_chain ?? '')
      .split('||')
      .filter(Boolean),
    orgUnitId: num(r.org_unit_id),
    tenderType: text(r.tender_type),
    category: text(r.category),
    productCategory: text(r.product_category),
    valueInr: num(r.value_inr),
    emdInr: num(r.emd_inr),
    feeInr: num(r.fee_inr),
    publishedAt: iso(r.published_at),
    closingAt: iso(r.closing_at),
    openingAt: iso(r.opening_at),
    location: text(r.location),
    pincode: text(r.pincode)?.trim() ?? null,
    district: text(r.district),
    // Not derived yet (before the start-up step): the district is still the pincode's.
    districtBasis: (text(r.district_basis) ??
      (r.district ? 'pincode' : 'unknown')) as TenderSummary['districtBasis'],
    districtBasisName: text(r.district_basis_name),
    officeDistrict: text(r.office_district),
    status: r.status as TenderSummary['status'],
    awarded: r.awarded === true || r.awarded === 't',
  };
}
