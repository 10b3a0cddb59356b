import { sql } from 'drizzle-orm';
import type { EpublishAction, EpublishValues } from '../../../common/api/epublish.ts';
import { createTenderSubModuleCode, ePublishModuleCode } from '../../../common/api/module-config.ts';
import {
  classificationSettings,
  publishIssues,
  sendIssues,
  type TenderFieldSetting,
} from '../../../common/epublish/tender-rules.ts';
import type { Db } from '../../db/client.ts';
import { epublishTenders } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { oneAllowed } from '../../platform/unique.ts';
import { fieldStatus } from '../module-config/index.ts';
import { savePublicTender } from '../tenders/index.ts';
import { publicTenderRow, publishedAt } from './public-row.ts';
import { classificationLoaded, findTender } from './queries.ts';
import { referenceIndex, referenceTaken, referenceUsed } from './reference-rule.ts';
import { type Actor, type ActorScope, visibleTender } from './scope.ts';
import { epublishStep } from './step.ts';
import { epublishTenderWorkflow } from './workflow.ts';

/**
 * The E-Publish › Create Tender fields as configured now (spec §3 Module field status), read
 * through the shared classification rule: UNSPSC levels are not mandatory while no UNSPSC
 * classification is loaded (the form says the same).
 */
export async function tenderFieldSettings(db: Db): Promise<TenderFieldSetting[]> {
  const status = await fieldStatus(db, ePublishModuleCode, createTenderSubModuleCode);
  const settings = status.flatMap((m) => m.listData.flatMap((s) => s.fields));
  return classificationSettings(settings, { unspsc: await classificationLoaded(db, 'unspsc') });
}

const refuseIssues = (issues: { path: string; message: string }[]) =>
  new AppError('VALIDATION_FAILED', undefined, {
    errors: issues.map((i) => ({ path: `body.values.${i.path}`, message: i.message })),
  });

/**
 * One workflow step on an ePublish tender (spec §4), through the workflow module: state,
 * version, role, four eyes and remarks are its checks; this adds object scope and, for send
 * and publish, the completeness rules of the form (tender-rules.ts) enforced on the server.
 * Publish writes the public row in `tenders` in the same transaction.
 */
export async function actOnTender(options: {
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
  const current = await visibleTender(db, scope, id);
  const values = current.values as EpublishValues;
  if (action === 'send') {
    const issues = sendIssues(values, await tenderFieldSettings(db));
    if (issues.length > 0) throw refuseIssues(issues);
    if (await referenceUsed(db, current.orgUnitId, values.tenderReferenceNumber, id)) throw referenceTaken();
  }
  if (action === 'publish') {
    const issues = publishIssues(values, await tenderFieldSettings(db), now);
    if (issues.length > 0) throw refuseIssues(issues);
  }
  // Two sends of one reference at once: the index refuses the second with the same answer.
  const step = () =>
    epublishStep(db, epublishTenderWorkflow, {
      notice: options.origin
        ? {
            origin: options.origin,
            subject: {
              kind: 'tender',
              orgUnitId: current.orgUnitId,
              creatorId: current.createdBy,
              reference: values.tenderReferenceNumber ?? '',
              title: values.tenderTitle ?? '',
            },
          }
        : undefined,
      entity: 'epublish_tender',
      id,
      action,
      version,
      actor,
      remarks,
      effects:
        action === 'publish'
          ? async (tx) => {
              const draft = (await findTender(tx, id))!;
              const published = publishedAt(values, now);
              const row = await publicTenderRow(tx, draft, published);
              // The public row through its owner: a republished tender keeps its uid (decision
              // 014), a new one's words are suggested at once (issue #12).
              const tenderId = await savePublicTender(tx, row, draft.publishedTenderId);
              await tx
                .update(epublishTenders)
                .set({ publishedTenderId: tenderId, values: published })
                .where(sql`${epublishTenders.id} = ${id}`);
              return { uid: row.uid, tenderId };
            }
          : undefined,
    });
  await oneAllowed(step, { [referenceIndex]: referenceTaken });
}
