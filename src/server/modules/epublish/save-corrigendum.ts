import { and, eq, sql } from 'drizzle-orm';
import type { EpublishCorrigendumValues } from '../../../common/api/epublish-corrigenda.ts';
import type { Db } from '../../db/client.ts';
import { epublishCorrigenda } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { findCorrigendum, openCorrigendumOf } from './corrigendum-queries.ts';
import { findTender } from './queries.ts';
import { checkDocuments, fieldError } from './save-tender.ts';
import { type Actor, type ActorScope, mayView } from './scope.ts';

const documentRefs = (values: EpublishCorrigendumValues) =>
  values.document ? [{ path: 'body.values.document', ref: values.document }] : [];

/** A corrigendum is made for a published ePublish tender its maker can see (issue #11 item 3). */
async function publishedTender(db: Db, scope: ActorScope, tenderId: number) {
  const tender = await findTender(db, tenderId);
  if (!tender || !mayView(scope, tender) || tender.state !== 'published' || tender.publishedTenderId === null)
    throw fieldError('body.tenderId', 'epublish:validation.tenderNotPublished');
  return tender;
}

export async function visibleCorrigendum(db: Db, scope: ActorScope, id: number) {
  const row = await findCorrigendum(db, id);
  if (!row || !mayView(scope, row)) throw new AppError('NOT_FOUND');
  return row;
}

/** directpurchasecorrigendum, "Save as Draft" (spec §8). One open corrigendum per tender. */
export async function createCorrigendum(options: {
  db: Db;
  scope: ActorScope;
  actor: Actor;
  tenderId: number;
  values: EpublishCorrigendumValues;
}) {
  const { db, scope, actor, tenderId, values } = options;
  if (!scope.isCreator) throw new AppError('FORBIDDEN');
  const tender = await publishedTender(db, scope, tenderId);
  if (await openCorrigendumOf(db, tenderId))
    throw fieldError('body.tenderId', 'epublish:validation.openCorrigendum');
  await checkDocuments(db, documentRefs(values), actor.userId, new Set());
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(epublishCorrigenda)
      .values({ tenderId, orgUnitId: tender.orgUnitId, values, createdBy: actor.userId })
      .returning({ id: epublishCorrigenda.id });
    await appendAudit(tx, {
      action: 'epublish.corrigendum.created',
      actorUserId: actor.userId,
      entity: 'epublish_corrigendum',
      entityId: row!.id,
      ip: actor.ip,
      requestId: actor.requestId,
      detail: {
        tenderId,
        transition: {
          itemType: 'epublish_corrigendum',
          itemId: row!.id,
          action: 'create',
          from: null,
          to: 'draft',
        },
      },
    });
    return row!.id;
  });
}

export async function updateCorrigendum(options: {
  db: Db;
  scope: ActorScope;
  actor: Actor;
  id: number;
  version: number;
  values: EpublishCorrigendumValues;
}) {
  const { db, scope, actor, id, version, values } = options;
  const current = await visibleCorrigendum(db, scope, id);
  if (current.createdBy !== actor.userId)
    throw new AppError('FORBIDDEN', undefined, {
      errors: [{ path: '', message: 'epublish:validation.notYours' }],
    });
  if (current.state !== 'draft' && current.state !== 'returned')
    throw new AppError('INVALID_TRANSITION', undefined, {
      errors: [{ path: '', message: 'epublish:validation.notEditable' }],
    });
  const attached = new Set(
    (current.values as EpublishCorrigendumValues).document
      ? [(current.values as EpublishCorrigendumValues).document!.fileId]
      : [],
  );
  await checkDocuments(db, documentRefs(values), actor.userId, attached);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const moved = await tx
      .update(epublishCorrigenda)
      .set({ values, version: sql`${epublishCorrigenda.version} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(epublishCorrigenda.id, id),
          eq(epublishCorrigenda.version, version),
          sql`${epublishCorrigenda.state} in ('draft', 'returned')`,
        ),
      )
      .returning({ id: epublishCorrigenda.id });
    if (moved.length !== 1)
      throw new AppError('CONFLICT', undefined, {
        errors: [{ path: '', message: 'validation.workflow.stale' }],
      });
    await appendAudit(tx, {
      action: 'epublish.corrigendum.saved',
      actorUserId: actor.userId,
      entity: 'epublish_corrigendum',
      entityId: id,
      ip: actor.ip,
      requestId: actor.requestId,
      detail: { version, state: current.state },
    });
  });
}
