import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { epublishAwards, epublishCorrigenda } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { alreadyExists, oneAllowed } from '../../platform/unique.ts';
import { type EpublishRow, findTender } from './queries.ts';
import { checkDocuments } from './save-tender.ts';
import { type Actor, type ActorScope, mayView } from './scope.ts';

/**
 * Saving the items that hang off a published ePublish tender — corrigenda and awards of
 * contract (issue #11 items 3, 4): the same draft rules once. Each kind says its table, its
 * audit entity, which tenders it may be made for, and which of its values are documents.
 */
export interface ChildKind<V> {
  table: typeof epublishCorrigenda | typeof epublishAwards;
  entity: 'epublish_corrigendum' | 'epublish_award';
  /** Message key when the tender is not one this kind can be made for (404s say the same). */
  tenderRefusal: string;
  /** Throws a field error when this tender cannot have one now (beyond being visible). */
  checkTender(db: Db, tender: EpublishRow): Promise<void>;
  documents(values: V): { path: string; ref: { fileId: number } }[];
  /**
   * The partial unique index that allows one of this kind per tender, and the message of its
   * refusal: `checkTender` gives it in the ordinary case, the index under a race (issue #23 item 2).
   */
  onePerTender: { index: string; message: string };
}

type ChildRow = {
  id: number;
  tenderId: number;
  orgUnitId: number;
  state: string;
  version: number;
  createdBy: number;
  values: unknown;
};

export async function visibleChild<V>(
  db: Db,
  kind: ChildKind<V>,
  scope: ActorScope,
  id: number,
): Promise<ChildRow> {
  const [row] = (await db.select().from(kind.table).where(eq(kind.table.id, id))) as ChildRow[];
  if (!row || !mayView(scope, row)) throw new AppError('NOT_FOUND');
  return row;
}

export async function createChild<V>(options: {
  db: Db;
  kind: ChildKind<V>;
  scope: ActorScope;
  actor: Actor;
  tenderId: number;
  values: V;
}) {
  const { db, kind, scope, actor, tenderId, values } = options;
  if (!scope.isCreator) throw new AppError('FORBIDDEN');
  const tender = await findTender(db, tenderId);
  if (!tender || !mayView(scope, tender) || tender.publishedTenderId === null)
    throw fieldError('body.tenderId', kind.tenderRefusal);
  await kind.checkTender(db, tender);
  await checkDocuments(db, kind.documents(values), actor.userId, new Set());
  const { index, message } = kind.onePerTender;
  return oneAllowed(
    () =>
      db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx
          .insert(kind.table)
          .values({ tenderId, orgUnitId: tender.orgUnitId, values, createdBy: actor.userId })
          .returning({ id: kind.table.id });
        await appendAudit(tx, {
          action: `${kind.entity.replace('_', '.')}.created`,
          actorUserId: actor.userId,
          entity: kind.entity,
          entityId: row!.id,
          ip: actor.ip,
          requestId: actor.requestId,
          detail: {
            tenderId,
            transition: { itemType: kind.entity, itemId: row!.id, action: 'create', from: null, to: 'draft' },
          },
        });
        return row!.id;
      }),
    { [index]: () => alreadyExists('body.tenderId', message) },
  );
}

/** Its creator saves it again, in draft or after "Modification Required", on the version loaded. */
export async function updateChild<V>(options: {
  db: Db;
  kind: ChildKind<V>;
  scope: ActorScope;
  actor: Actor;
  id: number;
  version: number;
  values: V;
}) {
  const { db, kind, scope, actor, id, version, values } = options;
  const current = await visibleChild(db, kind, scope, id);
  if (current.createdBy !== actor.userId)
    throw new AppError('FORBIDDEN', undefined, {
      errors: [{ path: '', message: 'epublish:validation.notYours' }],
    });
  if (current.state !== 'draft' && current.state !== 'returned')
    throw new AppError('INVALID_TRANSITION', undefined, {
      errors: [{ path: '', message: 'epublish:validation.notEditable' }],
    });
  const attached = new Set(kind.documents(current.values as V).map((d) => d.ref.fileId));
  await checkDocuments(db, kind.documents(values), actor.userId, attached);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const moved = await tx
      .update(kind.table)
      .set({ values, version: sql`${kind.table.version} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(kind.table.id, id),
          eq(kind.table.version, version),
          sql`${kind.table.state} in ('draft', 'returned')`,
        ),
      )
      .returning({ id: kind.table.id });
    if (moved.length !== 1)
      throw new AppError('CONFLICT', undefined, {
        errors: [{ path: '', message: 'validation.workflow.stale' }],
      });
    await appendAudit(tx, {
      action: `${kind.entity.replace('_', '.')}.saved`,
      actorUserId: actor.userId,
      entity: kind.entity,
      entityId: id,
      ip: actor.ip,
      requestId: actor.requestId,
      detail: { version, state: current.state },
    });
  });
}
