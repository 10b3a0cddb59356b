import { adminOnlyRoles, assignableRoles, type RoleCode } from '../../../common/roles.ts';

/**
 * Who may act on whom (issue #15 item 1, docs/security.md "Authority"). One table of rules,
 * checked in one place by every user-administration action, so that status, transfer, roles,
 * password reset and creation can never disagree again.
 *
 * Rank (spec §6): a portal admin administers everyone; a nodal officer administers the
 * department users of its own chain ("Nodal officers create department users and transfer
 * active users"), never a portal admin nor another nodal officer; nobody else administers
 * anyone. Nobody changes their own status, unit or roles: a second administrator must.
 */
export type UserAction = 'status' | 'transfer' | 'roles' | 'xml-reset' | 'create';

export const rankOf = (roles: readonly RoleCode[]): number =>
  roles.includes('portal_admin') ? 3 : roles.includes('nodal_officer') ? 2 : 1;

/** Actions a rank may take at all; `xml-reset` is the portal admin's (spec §6 portal admin menus). */
const actionsByRank: Record<number, readonly UserAction[]> = {
  3: ['status', 'transfer', 'roles', 'xml-reset', 'create'],
  2: ['status', 'transfer', 'roles', 'create'],
  1: [],
};

export type AuthorityRefusal = 'self' | 'rank' | 'action';

/**
 * Whether an actor with `actorRoles` may take `action` on a target with `targetRoles`. The
 * organisation-chain scope is checked separately (the target must be inside the actor's units).
 */
export function authorityOver(options: {
  actorId: number;
  actorRoles: readonly RoleCode[];
  targetId: number;
  targetRoles: readonly RoleCode[];
  action: UserAction;
}): AuthorityRefusal | null {
  const actorRank = rankOf(options.actorRoles);
  if (!actionsByRank[actorRank]?.includes(options.action)) return 'action';
  if (options.actorId === options.targetId) return 'self';
  // A portal admin acts on anyone (another portal admin included: four eyes over admins);
  // below that, only on strictly lower ranks.
  if (actorRank < 3 && rankOf(options.targetRoles) >= actorRank) return 'rank';
  return null;
}

const xmlRoles: readonly RoleCode[] = ['xml_bulk', 'xml_rest'];
/** Roles that make or approve tenders: the work an appeal is brought against. */
const tenderRoles: readonly RoleCode[] = ['po_admin', 'po_publisher', 'creator', 'publisher'];
const appellateRoles: readonly RoleCode[] = ['appellate_authority_1', 'appellate_authority_2'];

/** The message key naming why a role set is refused, or null when it may be given. */
export type RoleSetRefusal =
  | 'validation.user.roleRequired'
  | 'validation.user.roleNotCreatable'
  | 'validation.user.roleAdminOnly'
  | 'validation.user.xmlAlone'
  | 'validation.user.appellateSeparate';

/**
 * The rules a set of roles must meet, the same at creation and at change (issue #15 item 1):
 * - bidders, grievance users and appeal users register themselves: no administrator gives
 *   those roles (they are not department roles);
 * - portal admin and nodal officer are given, and taken away, by a portal admin only;
 * - an XML user is nothing else (a machine account);
 * - separation of duties (Assam Public Procurement Act 2017, appeals): an appellate authority
 *   hears appeals against tenders, so it does not also make or publish them, and one person is
 *   not both the first and the second level of the same appeal (docs/decisions/020).
 */
export function roleSetRefusal(options: {
  wanted: readonly RoleCode[];
  current: readonly RoleCode[];
  actorIsPortalAdmin: boolean;
}): RoleSetRefusal | null {
  const { wanted, current } = options;
  if (wanted.length === 0) return 'validation.user.roleRequired';
  if (wanted.some((r) => !assignableRoles.includes(r) && !current.includes(r)))
    return 'validation.user.roleNotCreatable';
  const touchesAdminOnly = adminOnlyRoles.some((r) => wanted.includes(r) !== current.includes(r));
  if (touchesAdminOnly && !options.actorIsPortalAdmin) return 'validation.user.roleAdminOnly';
  const xml = (set: readonly RoleCode[]) => set.some((r) => xmlRoles.includes(r));
  if (xml(wanted) && wanted.some((r) => !xmlRoles.includes(r))) return 'validation.user.xmlAlone';
  // An XML account stays a machine account, and a person's account does not become one.
  if (current.length && xml(current) !== xml(wanted)) return 'validation.user.xmlAlone';
  const appellate = wanted.filter((r) => appellateRoles.includes(r));
  if (appellate.length > 1 || (appellate.length && wanted.some((r) => tenderRoles.includes(r))))
    return 'validation.user.appellateSeparate';
  // A self-registered account (bidder, grievance or appeal user) keeps its own kind: adding a
  // department role to it would mix an outside party with the department.
  const selfRegistered = current.filter((r) => !assignableRoles.includes(r));
  if (selfRegistered.length && wanted.some((r) => assignableRoles.includes(r)))
    return 'validation.user.roleNotCreatable';
  return null;
}
