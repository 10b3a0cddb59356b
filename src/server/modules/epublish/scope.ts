import { epublishCreatorRoles, epublishPublisherRoles } from '../../../common/api/epublish.ts';
import type { RoleCode } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { unitSubtreeIds } from '../../platform/org-scope.ts';
import { activeRoleCodes, type EpublishRow, findTender } from './queries.ts';

export interface Actor {
  userId: number;
  ip: string;
  requestId: string;
}

export interface ActorScope {
  userId: number;
  roles: RoleCode[];
  /** The units under the actor's own: the tenders they may see and decide on. */
  unitIds: number[];
  isCreator: boolean;
  isPublisher: boolean;
}

export async function actorScope(db: Db, userId: number): Promise<ActorScope> {
  const [roles, unitIds] = await Promise.all([activeRoleCodes(db, userId), unitSubtreeIds(db, userId)]);
  const held = roles as RoleCode[];
  return {
    userId,
    roles: held,
    unitIds,
    isCreator: held.some((r) => (epublishCreatorRoles as readonly string[]).includes(r)),
    isPublisher: held.some((r) => (epublishPublisherRoles as readonly string[]).includes(r)),
  };
}

/**
 * Object scope (issue #11 item 2: "Creator and publisher must belong to the tender's
 * organisation chain"): its creator, or a user whose units include the tender's unit or one
 * above it. A draft never sent is its creator's alone. Anyone else is told it does not exist
 * (404), as for users (issue #15).
 */
export async function visibleTender(db: Db, scope: ActorScope, id: number): Promise<EpublishRow> {
  const row = await findTender(db, id);
  if (!row || !mayView(scope, row)) throw new AppError('NOT_FOUND');
  return row;
}

/** The same rule for every ePublish item (tender, corrigendum, award). */
export function mayView(
  scope: ActorScope,
  row: { createdBy: number; state: string; orgUnitId: number },
): boolean {
  if (row.state === 'discarded') return false;
  if (row.createdBy === scope.userId) return true;
  return row.state !== 'draft' && scope.unitIds.includes(row.orgUnitId);
}
