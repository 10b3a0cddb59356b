import { grievanceMessages } from '../../../common/api/grievances.ts';
import type { RoleCode } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../platform/errors.ts';
import { unitSubtreeIds } from '../../platform/org-scope.ts';
import { activeRoleCodes, type GrievanceRow } from './queries.ts';

export interface Actor {
  userId: number;
  ip: string;
  requestId: string;
}

export interface GrievanceScope {
  userId: number;
  roles: RoleCode[];
  /** The portal admin sees every grievance (issue #26 item 3 "and the portal admin"). */
  admin: boolean;
  /** A nodal officer: the grievances of the units under their own (spec §3 Organisation hierarchy). */
  officer: boolean;
  unitIds: number[];
}

export async function grievanceScope(db: Db, userId: number): Promise<GrievanceScope> {
  const [held, unitIds] = await Promise.all([activeRoleCodes(db, userId), unitSubtreeIds(db, userId)]);
  return {
    userId,
    roles: held,
    admin: held.includes('portal_admin'),
    officer: held.includes('nodal_officer'),
    unitIds,
  };
}

/**
 * Issue #26 item 3: "officers of the organisation chain the grievance concerns (and the portal
 * admin)". A grievance without a chain (no tender named) goes to the portal admin only.
 */
export function handles(scope: GrievanceScope, row: Pick<GrievanceRow, 'orgUnitId'>) {
  if (scope.admin) return true;
  return scope.officer && row.orgUnitId !== null && scope.unitIds.includes(row.orgUnitId);
}

export function requireHandler(scope: GrievanceScope, row: GrievanceRow) {
  if (!handles(scope, row)) throw forbidden(grievanceMessages.notYourChain);
}

/** Who may read one: its complainant, or (once submitted) its handlers. */
export function mayRead(scope: GrievanceScope, row: GrievanceRow) {
  if (row.createdBy === scope.userId) return true;
  return row.state !== 'draft' && handles(scope, row);
}
