import { and, eq, sql } from 'drizzle-orm';
import type { EpublishAwardValues } from '../../../common/api/epublish-awards.ts';
import { awardAllowed } from '../../../common/epublish/award-rules.ts';
import type { Db } from '../../db/client.ts';
import { epublishAwards } from '../../db/schema/index.ts';
import { fieldError } from '../../platform/errors.ts';
import { alreadyExists } from '../../platform/unique.ts';
import { type ChildKind, createChild, updateChild, visibleChild } from './child-items.ts';
import type { Actor, ActorScope } from './scope.ts';
import { storedValues } from './views.ts';

/** An award, or one being drafted or decided, for this tender (one per tender). */
export async function awardOf(db: Db, tenderId: number, except?: number) {
  const [row] = await db
    .select({ id: epublishAwards.id })
    .from(epublishAwards)
    .where(
      and(
        eq(epublishAwards.tenderId, tenderId),
        sql`${epublishAwards.state} <> 'discarded'`,
        except === undefined ? undefined : sql`${epublishAwards.id} <> ${except}`,
      ),
    )
    .limit(1);
  return row;
}

const awardExists = 'epublish:validation.awardExists';

/**
 * checkAocAllowed (spec §7): an award is made for a published ePublish tender of the user's
 * chain whose bids have been opened, and only once (issue #11 item 4).
 */
export const awardKind: ChildKind<EpublishAwardValues> = {
  table: epublishAwards,
  entity: 'epublish_award',
  tenderRefusal: 'epublish:validation.awardTenderNotPublished',
  async checkTender(db, tender) {
    const refusal = awardAllowed(
      { state: tender.state, bidOpeningDate: storedValues(tender.values).bidOpeningDate },
      new Date(),
    );
    if (refusal) throw fieldError('body.tenderId', refusal);
    if (await awardOf(db, tender.id)) throw alreadyExists('body.tenderId', awardExists);
  },
  onePerTender: { index: 'epublish_awards_tender_uq', message: awardExists },
  documents: (values) => [
    ...(values.aocDocument ? [{ path: 'body.values.aocDocument', ref: values.aocDocument }] : []),
    ...(values.aoaDocument ? [{ path: 'body.values.aoaDocument', ref: values.aoaDocument }] : []),
  ],
};

export function visibleAward(db: Db, scope: ActorScope, id: number) {
  return visibleChild(db, awardKind, scope, id) as Promise<typeof epublishAwards.$inferSelect>;
}

/** createaoc / aoc, "Save as Draft" (spec §8). */
export function createAward(options: {
  db: Db;
  scope: ActorScope;
  actor: Actor;
  tenderId: number;
  values: EpublishAwardValues;
}) {
  return createChild({ ...options, kind: awardKind });
}

/** aocupdate. */
export function updateAward(options: {
  db: Db;
  scope: ActorScope;
  actor: Actor;
  id: number;
  version: number;
  values: EpublishAwardValues;
}) {
  return updateChild({ ...options, kind: awardKind });
}
