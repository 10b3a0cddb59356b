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

/** Roles only a portal admin gives or takes away (spec §6): otherwise a nodal officer could raise its own kind. */
export const adminOnlyRoles: readonly RoleCode[] = ['portal_admin', 'nodal_officer'];

/** Department roles and XML users, which any user administrator gives (spec §2 usercreation). */
export const departmentRoles: readonly RoleCode[] = [
  'po_admin',
  'po_publisher',
  'creator',
  'publisher',
  'appellate_authority_1',
  'appellate_authority_2',
  'xml_bulk',
  'xml_rest',
];

/** Every role an administrator may give: bidders, grievance and appeal users register themselves. */
export const assignableRoles: readonly RoleCode[] = [...adminOnlyRoles, ...departmentRoles];
