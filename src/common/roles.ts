/** The roles of spec §6, by stable code. */
export const roleCodes = [
  'portal_admin',
  'nodal_officer',
  'po_admin',
  'po_publisher',
  'creator',
  'publisher',
  'grievance_user',
  'appeal_user',
  'appellate_authority_1',
  'appellate_authority_2',
  'bidder',
  'xml_bulk',
  'xml_rest',
] as const;
export type RoleCode = (typeof roleCodes)[number];
