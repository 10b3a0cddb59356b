import type { EpublishCorrigendumValues } from '../../../common/api/epublish-corrigenda.ts';
import type { Db } from '../../db/client.ts';
import { epublishCorrigenda } from '../../db/schema/index.ts';
import { fieldError } from '../../platform/errors.ts';
import { alreadyExists } from '../../platform/unique.ts';
import { type ChildKind, createChild, updateChild, visibleChild } from './child-items.ts';
import { openCorrigendumOf } from './corrigendum-queries.ts';
import type { Actor, ActorScope } from './scope.ts';

const openCorrigendum = 'epublish:validation.openCorrigendum';

/** A corrigendum is made for a published (not cancelled) ePublish tender, one at a time (issue #11 item 3). */
export const corrigendumKind: ChildKind<EpublishCorrigendumValues> = {
  table: epublishCorrigenda,
  entity: 'epublish_corrigendum',
  tenderRefusal: 'epublish:validation.tenderNotPublished',
  async checkTender(db, tender) {
    if (tender.state !== 'published')
      throw fieldError('body.tenderId', 'epublish:validation.tenderNotPublished');
    if (await openCorrigendumOf(db, tender.id)) throw alreadyExists('body.tenderId', openCorrigendum);
  },
  onePerTender: { index: 'epublish_corrigenda_open_uq', message: openCorrigendum },
  documents: (values) => (values.document ? [{ path: 'body.values.document', ref: values.document }] : []),
};

export async function visibleCorrigendum(db: Db, scope: ActorScope, id: number) {
  return visibleChild(db, corrigendumKind, scope, id) as Promise<typeof epublishCorrigenda.$inferSelect>;
}

/** directpurchasecorrigendum, "Save as Draft" (spec §8). */
export function createCorrigendum(options: {
  db: Db;
  scope: ActorScope;
  actor: Actor;
  tenderId: number;
  values: EpublishCorrigendumValues;
}) {
  return createChild({ ...options, kind: corrigendumKind });
}

export function updateCorrigendum(options: {
  db: Db;
  scope: ActorScope;
  actor: Actor;
  id: number;
  version: number;
  values: EpublishCorrigendumValues;
}) {
  return updateChild({ ...options, kind: corrigendumKind });
}
