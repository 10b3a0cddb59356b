/**
 * The simple masters of spec §2 and §7 (sppMaster) that share one shape: a code, English and
 * Assamese names, a description, active or inactive. One tuple here gives the zod enum, the
 * database check and the labels (style guide: the same enum is never written twice).
 */
export const masterKinds = [
  'form_of_contract',
  'tender_category',
  'tender_type',
  'funding_agency',
  'tenderer_class',
  'sector',
  'portal',
  'status_code',
  'submission_declaration',
  'offline_instrument',
  'appellate_ministry',
  'appellate_department',
] as const;
export type MasterKind = (typeof masterKinds)[number];

/** URL segment of each kind (`/api/v1/masters/form-of-contract`). */
export const masterKindSlug: Record<MasterKind, string> = {
  form_of_contract: 'form-of-contract',
  tender_category: 'tender-category',
  tender_type: 'tender-type',
  funding_agency: 'funding-agency',
  tenderer_class: 'tenderer-class',
  sector: 'sector',
  portal: 'portal',
  status_code: 'status-code',
  submission_declaration: 'submission-declaration',
  offline_instrument: 'offline-instrument',
  appellate_ministry: 'appellate-ministry',
  appellate_department: 'appellate-department',
};

export const masterKindBySlug = Object.fromEntries(
  Object.entries(masterKindSlug).map(([kind, slug]) => [slug, kind as MasterKind]),
) as Record<string, MasterKind>;
export const masterKindSlugs = Object.values(masterKindSlug) as [string, ...string[]];

/**
 * The masters an administrator maintains through screens (spec §2 Master data: formofcontract,
 * tendercategory, tendertype), with the catalogue pages that grant the right. The others are
 * reference data, seeded or imported, read by the tender form.
 */
export const managedMasters = {
  form_of_contract: { list: 'formofcontract', entry: 'formofcontractentry', update: 'formcontractupdate' },
  tender_category: { list: 'tendercategory', entry: 'tendercategoryentry', update: 'tendercategoryupdate' },
  tender_type: { list: 'tendertype', entry: 'tendertypeentry', update: 'tendertypeupdate' },
  // The ministries and departments an appellate authority belongs to (spec §2 appeals pages,
  // §3 Appellate authority, §7 appellateAuthority "ministry, department, authority save and
  // lists"; issue #25 item 1): the same simple master, kept by the portal admin.
  appellate_ministry: {
    list: 'appellantministrymodify',
    entry: 'appellantministryinfo',
    update: 'appellantministryupdate',
  },
  appellate_department: {
    list: 'appellantdeptmodify',
    entry: 'appellantdeptinfo',
    update: 'appellantdeptupdate',
  },
} as const;
export type ManagedMasterKind = keyof typeof managedMasters;
export const managedMasterKinds = Object.keys(managedMasters) as ManagedMasterKind[];

/** Spec §4 "Status codes of a shared helper": number ↔ word. */
export const statusCodes = [
  'inactive',
  'active',
  'pending',
  'blocked',
  'yet to publish',
  'unpublish',
  'reject',
  'cancel',
] as const;
export type StatusWord = (typeof statusCodes)[number];

export function statusWord(code: number): StatusWord | undefined {
  return statusCodes[code];
}

export function statusNumber(word: string): number | undefined {
  const i = statusCodes.indexOf(word.trim().toLowerCase() as StatusWord);
  return i < 0 ? undefined : i;
}

/** Spec §1 portal categories (source portals), by stable code. */
export const sourcePortals = [
  { code: 'PMGSY', en: 'PMGSY', as: 'পি.এম.জি.এছ.ৱাই.' },
  { code: 'EPROCURE', en: 'e-procure', as: 'ই-ক্ৰয়' },
  { code: 'GEM', en: 'GeM', as: 'জেম' },
  { code: 'EPUBLISH', en: 'e-publish', as: 'ই-প্ৰকাশ' },
  { code: 'EAUCTION', en: 'e-auction', as: 'ই-নিলাম' },
  { code: 'DIRECT_PURCHASE', en: 'direct purchase', as: 'প্ৰত্যক্ষ ক্ৰয়' },
] as const;
