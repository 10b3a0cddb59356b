import { and, eq, sql } from 'drizzle-orm';
import type { EpublishValues } from '../../../common/api/epublish.ts';
import type { Db } from '../../db/client.ts';
import { epublishTenders } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { oneAllowed } from '../../platform/unique.ts';
import { filesByIds, homeUnitOf } from './queries.ts';
import { referenceIndex, referenceTaken } from './reference-rule.ts';
import { type Actor, type ActorScope, visibleTender } from './scope.ts';

const editableStates = new Set(['draft', 'returned']);

/**
 * The documents of a tender are uploads of its creator for tender documents (spec §5 "Tender
 * attachments: PDF, or PDF and xls/xlsx"): another user's upload id is refused, so nobody
 * attaches (and so publishes) a file they could not read.
 */
export async function checkDocuments(
  db: Db,
  refs: { path: string; ref: { fileId: number } }[],
  userId: number,
  alreadyAttached: Set<number>,
) {
  const stored = new Map(
    (
      await filesByIds(
        db,
        refs.map((r) => r.ref.fileId),
      )
    ).map((f) => [f.id, f]),
  );
  for (const { path, ref } of refs) {
    const file = stored.get(ref.fileId);
    const ours = file && (file.uploadedBy === userId || alreadyAttached.has(file.id));
    if (!file || !ours || file.purpose !== 'tender-document')
      throw fieldError(path, 'epublish:validation.documentNotYours');
  }
}

const documentRefs = (values: EpublishValues) => [
  ...(values.nitDocument ? [{ path: 'body.values.nitDocument', ref: values.nitDocument }] : []),
  ...values.otherDocuments.map((ref, i) => ({ path: `body.values.otherDocuments.${i}`, ref })),
];

const attachedIds = (values: EpublishValues) =>
  new Set([
    ...(values.nitDocument ? [values.nitDocument.fileId] : []),
    ...values.otherDocuments.map((d) => d.fileId),
  ]);

const listed = (values: EpublishValues) => ({
  referenceNo: values.tenderReferenceNumber,
  title: values.tenderTitle,
  bidSubmissionEnd: values.bidSubmissionEnd ? new Date(values.bidSubmissionEnd) : null,
});

/** directpurchase / createTender, "Save as Draft" (spec §8): a new draft in the creator's unit. */
export async function createTender(options: {
  db: Db;
  scope: ActorScope;
  actor: Actor;
  values: EpublishValues;
}) {
  const { db, scope, actor, values } = options;
  if (!scope.isCreator) throw new AppError('FORBIDDEN');
  const unitId = await homeUnitOf(db, actor.userId);
  if (unitId === undefined) throw fieldError('', 'epublish:validation.noOrganisation');
  await checkDocuments(db, documentRefs(values), actor.userId, new Set());
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(epublishTenders)
      .values({ orgUnitId: unitId, values, createdBy: actor.userId, ...listed(values) })
      .returning({ id: epublishTenders.id });
    await appendAudit(tx, {
      action: 'epublish.tender.created',
      actorUserId: actor.userId,
      entity: 'epublish_tender',
      entityId: row!.id,
      ip: actor.ip,
      requestId: actor.requestId,
      detail: {
        transition: {
          itemType: 'epublish_tender',
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

/**
 * Saves the draft again: only its creator, only in draft or after "Modification Required",
 * only on the version they loaded (409 otherwise: someone else changed it meanwhile).
 */
export async function updateTender(options: {
  db: Db;
  scope: ActorScope;
  actor: Actor;
  id: number;
  version: number;
  values: EpublishValues;
}) {
  const { db, scope, actor, id, version, values } = options;
  const current = await visibleTender(db, scope, id);
  if (current.createdBy !== actor.userId)
    throw new AppError('FORBIDDEN', undefined, {
      errors: [{ path: '', message: 'epublish:validation.notYours' }],
    });
  if (!editableStates.has(current.state))
    throw new AppError('INVALID_TRANSITION', undefined, {
      errors: [{ path: '', message: 'epublish:validation.notEditable' }],
    });
  await checkDocuments(db, documentRefs(values), actor.userId, attachedIds(current.values as EpublishValues));
  // A returned tender keeps its place in the reference rule: a number taken meanwhile is refused.
  await oneAllowed(
    () =>
      db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const moved = await tx
          .update(epublishTenders)
          .set({
            values,
            ...listed(values),
            version: sql`${epublishTenders.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(epublishTenders.id, id),
              eq(epublishTenders.version, version),
              sql`${epublishTenders.state} in ('draft', 'returned')`,
            ),
          )
          .returning({ id: epublishTenders.id });
        if (moved.length !== 1)
          throw new AppError('CONFLICT', undefined, {
            errors: [{ path: '', message: 'validation.workflow.stale' }],
          });
        await appendAudit(tx, {
          action: 'epublish.tender.saved',
          actorUserId: actor.userId,
          entity: 'epublish_tender',
          entityId: id,
          ip: actor.ip,
          requestId: actor.requestId,
          detail: { version, state: current.state },
        });
      }),
    { [referenceIndex]: referenceTaken },
  );
}
