import { eq, sql } from 'drizzle-orm';
import type { EpublishAction, EpublishValues } from '../../../common/api/epublish.ts';
import type { EpublishCorrigendumValues } from '../../../common/api/epublish-corrigenda.ts';
import {
  applyCorrigendum,
  corrigendumChanges,
  corrigendumIssues,
} from '../../../common/epublish/corrigendum-rules.ts';
import type { Db } from '../../db/client.ts';
import { epublishCorrigenda, epublishTenders } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { transition } from '../../platform/workflow.ts';
import { findPublicTender, insertPublicCorrigendum, updatePublicTender } from '../tenders/index.ts';
import { tenderFieldSettings } from './act-on-tender.ts';
import { findCorrigendum, nextCorrigendumNumber } from './corrigendum-queries.ts';
import { childNotice } from './notices.ts';
import { publicTenderRow } from './public-row.ts';
import { findTender } from './queries.ts';
import { visibleCorrigendum } from './save-corrigendum.ts';
import type { Actor, ActorScope } from './scope.ts';
import { epublishStep } from './step.ts';
import { storedValues } from './views.ts';
import { epublishCorrigendumWorkflow, epublishTenderWorkflow } from './workflow.ts';

const refuse = (issues: { path: string; message: string }[]) =>
  new AppError('VALIDATION_FAILED', undefined, {
    errors: issues.map((i) => ({ path: `body.values.${i.path}`, message: i.message })),
  });

/** What must hold for the corrigendum against its tender as it is now. */
async function checkAgainstTender(
  db: Db,
  tenderValues: EpublishValues,
  values: EpublishCorrigendumValues,
  now: Date,
) {
  const issues = corrigendumIssues(tenderValues, values, await tenderFieldSettings(db));
  const end = applyCorrigendum(tenderValues, values).bidSubmissionEnd;
  if (values.type !== 'cancel' && end && Date.parse(end) <= now.getTime())
    issues.push({ path: 'changes.bidSubmissionEnd', message: 'epublish:validation.closedAlready' });
  if (issues.length > 0) throw refuse(issues);
}

/**
 * A workflow step on a corrigendum (spec §4, the tender's flow). Publishing applies it to the
 * tender in the same transaction: the ePublish values, the public row (a cancel withdraws it:
 * spec §2 cancelledtenders), and the public corrigendum with its changes old → new.
 */
export async function actOnCorrigendum(options: {
  db: Db;
  scope: ActorScope;
  actor: Actor;
  id: number;
  action: EpublishAction;
  version: number;
  remarks?: string;
  now?: Date;
  /** The portal's origin: the step's mail is sent only when given (issue #24 item 7). */
  origin?: string;
}) {
  const { db, scope, actor, id, action, version, remarks } = options;
  const now = options.now ?? new Date();
  const current = await visibleCorrigendum(db, scope, id);
  const values = current.values as EpublishCorrigendumValues;
  if (action === 'send' || action === 'publish') {
    const tender = (await findTender(db, current.tenderId))!;
    if (tender.state !== 'published')
      throw new AppError('VALIDATION_FAILED', undefined, {
        errors: [{ path: 'body.tenderId', message: 'epublish:validation.tenderNotPublished' }],
      });
    await checkAgainstTender(db, storedValues(tender.values), values, now);
  }
  // The mail names the tender the corrigendum belongs to (issue #24 item 7).
  const named = options.origin ? storedValues((await findTender(db, current.tenderId))!.values) : null;
  await epublishStep(db, epublishCorrigendumWorkflow, {
    notice: childNotice(options.origin, current, named, 'corrigendum', values.type === 'cancel'),
    entity: 'epublish_corrigendum',
    id,
    action,
    version,
    actor,
    remarks,
    detail: { tenderId: current.tenderId },
    effects:
      action === 'publish'
        ? async (tx) => {
            // The tender is locked too: two corrigenda of one tender publish one after the other.
            const [locked] = await tx
              .select()
              .from(epublishTenders)
              .where(eq(epublishTenders.id, current.tenderId))
              .for('update');
            if (locked?.state !== 'published' || locked.publishedTenderId === null)
              throw new AppError('INVALID_TRANSITION', undefined, {
                errors: [{ path: '', message: 'epublish:validation.tenderNotPublished' }],
              });
            const before = storedValues(locked.values);
            await checkAgainstTender(tx, before, values, now);
            const after = applyCorrigendum(before, values);
            const changes = corrigendumChanges(before, values);
            const cancel = values.type === 'cancel';
            const amended = {
              values: after,
              title: after.tenderTitle,
              bidSubmissionEnd: after.bidSubmissionEnd ? new Date(after.bidSubmissionEnd) : null,
            };
            // The public rows through their owner, the tenders module (decision 036).
            const publicTender = await findPublicTender(tx, locked.publishedTenderId!);
            const row = await publicTenderRow(tx, locked, after, publicTender!.externalId);
            await updatePublicTender(tx, publicTender!.id, {
              ...row,
              cancelled: cancel || publicTender!.cancelled,
            });
            const number = await nextCorrigendumNumber(tx, publicTender!.id);
            const published = await insertPublicCorrigendum(tx, {
              uid: `${publicTender!.uid}-c${number}`,
              tenderId: publicTender!.id,
              number,
              type: values.type!,
              publishedAt: now,
              details: values.details ?? '',
              newClosingAt: 'bidSubmissionEnd' in values.changes ? new Date(after.bidSubmissionEnd!) : null,
              clarificationStartAt: values.clarificationStart ? new Date(values.clarificationStart) : null,
              clarificationEndAt: values.clarificationEnd ? new Date(values.clarificationEnd) : null,
              documentName: values.document?.title ?? null,
              documentFileId: values.document?.fileId ?? null,
              changes,
            });
            await tx
              .update(epublishCorrigenda)
              .set({ publishedCorrigendumId: published!.id })
              .where(eq(epublishCorrigenda.id, id));
            // The tender's own history says it changed, and why. A cancel is the tender's own
            // declared step (workflow.ts), taken in this transaction: the corrigendum, the
            // public row and the tender's state commit together or not at all.
            const detail = { corrigendum: published!.uid, changes };
            if (cancel)
              await transition(tx, epublishTenderWorkflow, {
                id: locked.id,
                action: 'cancel',
                version: locked.version,
                actor,
                internal: true,
                join: true,
                set: amended,
                audit: () => ({
                  action: 'epublish.tender.cancelled',
                  entity: 'epublish_tender',
                  entityId: locked.id,
                  detail,
                }),
              });
            else {
              // An amendment changes the values, not the state: no step, only a new version.
              await tx
                .update(epublishTenders)
                .set({ ...amended, version: sql`${epublishTenders.version} + 1`, updatedAt: sql`now()` })
                .where(eq(epublishTenders.id, locked.id));
              await appendAudit(tx, {
                action: 'epublish.tender.amended',
                actorUserId: actor.userId,
                entity: 'epublish_tender',
                entityId: locked.id,
                ip: actor.ip,
                requestId: actor.requestId,
                detail: { ...detail, state: 'published' },
              });
            }
            return { uid: published!.uid, changes };
          }
        : undefined,
  });
  return findCorrigendum(db, id);
}
