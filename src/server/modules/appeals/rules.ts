import { type SQL, sql } from 'drizzle-orm';
import { type AppealLevel, appealMessages } from '../../../common/api/appeals.ts';
import { istDay } from '../../../common/appeals/deadlines.ts';
import type { RoleCode } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../platform/errors.ts';
import { unitSubtreeIds } from '../../platform/org-scope.ts';
import { transition } from '../../platform/workflow.ts';
import { type AppealRow, activeRoleCodes, overdueAppeals } from './queries.ts';
import { appealWorkflow } from './workflow.ts';

/** The clock of the appeal rules: the server's, or one a test sets (docs/decisions/040). */
export type Clock = () => Date;

export interface Actor {
  userId: number;
  ip: string;
  requestId: string;
}

export interface AppealScope {
  userId: number;
  roles: RoleCode[];
  /** The units under the actor's own (spec §3 Organisation hierarchy): the chains they decide for. */
  unitIds: number[];
  /** The levels the actor is an appellate authority of (spec §6 "appellate authority (level I and II)"). */
  levels: AppealLevel[];
}

export async function appealScope(db: Db, userId: number): Promise<AppealScope> {
  const [held, unitIds] = await Promise.all([activeRoleCodes(db, userId), unitSubtreeIds(db, userId)]);
  const levels: AppealLevel[] = [];
  if (held.includes('appellate_authority_1')) levels.push(1);
  if (held.includes('appellate_authority_2')) levels.push(2);
  return { userId, roles: held, unitIds, levels };
}

/** Whether the actor is the appeal's authority: its level, and the tender's unit inside one of its chains. */
export function isAuthorityOf(scope: AppealScope, appeal: Pick<AppealRow, 'level' | 'orgUnitId'>) {
  return scope.levels.includes(appeal.level as AppealLevel) && scope.unitIds.includes(appeal.orgUnitId);
}

/**
 * Issue #25: "for the level I and level II authorities of the tender's chain only". Another
 * chain's authority, or the other level's, is refused with 403 and says why.
 */
export function requireAuthority(scope: AppealScope, appeal: AppealRow) {
  if (!isAuthorityOf(scope, appeal)) throw forbidden(appealMessages.notYourChain);
}

/** Who may read an appeal: its appellant, or an appellate authority (either level) of its chain. */
export function mayRead(scope: AppealScope, appeal: AppealRow) {
  if (appeal.createdBy === scope.userId) return true;
  return appeal.state !== 'draft' && scope.levels.length > 0 && scope.unitIds.includes(appeal.orgUnitId);
}

/**
 * §9 expiry timer, §4 "lists for expired appeals": an appeal whose authority's thirty days ran
 * out undecided moves to `expired` (a declared transition, audited, with who saw it run out).
 * Taken when it matters: before an appeal is read, listed, decided or appealed again. A
 * concurrent expiry of the same appeal is harmless (the loser's step finds it moved).
 */
export async function expireOverdue(db: Db, clock: Clock, actor: Actor, where: SQL) {
  const today = istDay(clock());
  for (const item of await overdueAppeals(db, today, where)) {
    try {
      await transition(db, appealWorkflow, {
        id: item.id,
        action: 'expire',
        version: item.version,
        actor,
        audit: () => ({
          action: 'appeal.expired',
          entity: 'appeal',
          entityId: item.id,
          detail: { reason: 'decisionDeadline', today },
        }),
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'INVALID_TRANSITION' && code !== 'CONFLICT') throw error;
    }
  }
}

export const byId = (id: number) => sql`a.id = ${id}`;
