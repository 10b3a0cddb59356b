import { eq } from 'drizzle-orm';
import type { EpublishAction } from '../../../common/api/epublish.ts';
import type { EpublishAwardValues } from '../../../common/api/epublish-awards.ts';
import type { TenderExtra } from '../../../common/api/tenders.ts';
import { awardAllowed, awardIssues } from '../../../common/epublish/award-rules.ts';
import type { Db } from '../../db/client.ts';
import { epublishTenders } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { transition } from '../../platform/workflow.ts';
import { findPublicTender, recordPublicAward } from '../tenders/index.ts';
import { awardDebarments } from './award-debarments.ts';
import { childNotice } from './notices.ts';
import { filesByIds, findTender } from './queries.ts';
import { visibleAward } from './save-award.ts';
import type { Actor, ActorScope } from './scope.ts';
import { epublishStep } from './step.ts';
import { storedValues } from './views.ts';
import { epublishAwardWorkflow, epublishTenderWorkflow } from './workflow.ts';

const refuse = (issues: { path: string; message: string }[]) =>
  new AppError('VALIDATION_FAILED', undefined, {
    errors: issues.map((i) => ({
      path: i.path.startsWith('body.') ? i.path : `body.values.${i.path}`,
      message: i.message,
    })),
  });

/** What the public full view shows of the award beyond its rows (tenderExtraSchema.award). */
export async function publicAwardOf(
  db: Db,
  values: EpublishAwardValues,
): Promise<NonNullable<TenderExtra['award']>> {
  const refs = [
    ...(values.aocDocument ? [values.aocDocument] : []),
    ...(values.aoaDocument ? [values.aoaDocument] : []),
  ];
  const stored = new Map(
    (
      await filesByIds(
        db,
        refs.map((r) => r.fileId),
      )
    ).map((f) => [f.id, f]),
  );
  return {
    bidsReceived: values.bidsReceived,
    bidsAccepted: values.bidsAccepted,
    companyName: values.companyName,
    bidderAddress: values.bidderAddress,
    awardedValue: values.awardedValue,
    contractNumber: values.contractNumber,
    validFrom: values.validFrom,
    validTo: values.validTo,
    completionDate: values.completionDate,
    // The reason is the public's only for a party not qualified (§3 AoC).
    parties: values.parties.map((p) => ({
      name: p.name,
      qualified: p.qualified,
      reason: p.qualified ? null : p.reason,
    })),
    documents: refs.map((r) => ({ fileId: r.fileId, title: r.title, sha256: stored.get(r.fileId)?.sha256 })),
  };
}

/**
 * A workflow step on an award of contract (spec §4). Publishing records the award on the public
 * tender (spec §2 bidawards, aocfullview): the successful bidder and value, the parties as its
 * bids, the contract; the ePublish tender is archived (§4 "archived after its award").
 */
export async function actOnAward(options: {
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
  const current = await visibleAward(db, scope, id);
  const values = current.values as EpublishAwardValues;
  const check = (tender: { state: string; values: unknown }) => {
    const refusal = awardAllowed(
      { state: tender.state, bidOpeningDate: storedValues(tender.values).bidOpeningDate },
      now,
    );
    const issues = [
      ...(refusal ? [{ path: 'body.tenderId', message: refusal }] : []),
      ...awardIssues(values),
    ];
    if (issues.length > 0) throw refuse(issues);
  };
  if (action === 'send' || action === 'publish') check((await findTender(db, current.tenderId))!);
  // Issue #28 item 4: an award naming a bidder debarred on its award date is published only with
  // the publisher's remarks, and the debarments go into the step's audit row.
  const debarments = action === 'publish' ? await awardDebarments(db, values) : [];
  if (debarments.length > 0 && !remarks?.trim())
    throw new AppError(
      'VALIDATION_FAILED',
      'The bidder is debarred on the award date: remarks are required.',
      {
        errors: [{ path: 'body.remarks', message: 'bidders:aoc.remarksRequired' }],
      },
    );
  // The mail names the tender the award belongs to (issue #24 item 7).
  const named = options.origin ? storedValues((await findTender(db, current.tenderId))!.values) : null;
  await epublishStep(db, epublishAwardWorkflow, {
    notice: childNotice(options.origin, current, named, 'award'),
    entity: 'epublish_award',
    id,
    action,
    version,
    actor,
    remarks,
    detail: {
      tenderId: current.tenderId,
      ...(debarments.length
        ? {
            debarred: debarments.map((d) => ({ registrationNo: d.registrationNo, debarredBy: d.debarredBy })),
          }
        : {}),
    },
    effects:
      action === 'publish'
        ? async (tx) => {
            const [locked] = await tx
              .select()
              .from(epublishTenders)
              .where(eq(epublishTenders.id, current.tenderId))
              .for('update');
            check(locked!);
            const publicId = locked!.publishedTenderId!;
            // The public rows through their owner, the tenders module (decision 036).
            const row = await findPublicTender(tx, publicId);
            const extra = { ...((row!.extra as TenderExtra) ?? {}), award: await publicAwardOf(tx, values) };
            await recordPublicAward(tx, publicId, {
              award: {
                bidNumber: values.bidderLoginId,
                bidderName: values.companyName ?? values.bidderName!,
                currency: values.currency ?? 'INR',
                valueInr: String(values.contractValue),
              } as never,
              bids: values.parties.map((p) => ({
                bidderName: p.name,
                status: p.qualified ? 'Qualified' : 'Not qualified',
                remarks: p.qualified ? null : p.reason,
              })),
              columns: {
                awarded: true,
                contractDate: values.contractDate,
                contractValueInr: String(values.contractValue),
                workCompletionDays: values.completionPeriodDays,
                extra,
              },
            });
            // Archived after its award (§4), unless its closing archived it already: the
            // tender's own declared step, in this transaction, by the award's publisher.
            if (locked!.state === 'published')
              await transition(tx, epublishTenderWorkflow, {
                id: locked!.id,
                action: 'archive',
                version: locked!.version,
                actor,
                internal: true,
                join: true,
                audit: () => ({
                  action: 'epublish.tender.archived',
                  entity: 'epublish_tender',
                  entityId: locked!.id,
                  detail: { awardId: id },
                }),
              });
            return { tenderUid: row!.uid };
          }
        : undefined,
  });
}
