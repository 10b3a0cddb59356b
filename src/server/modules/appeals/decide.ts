import { type AppealValues, appealMessages } from '../../../common/api/appeals.ts';
import { formatDate } from '../../../common/format.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { transition } from '../../platform/workflow.ts';
import { type AppealRow, contactOf, filesByIds, findAppeal } from './queries.ts';
import { type Actor, type AppealScope, byId, type Clock, expireOverdue, requireAuthority } from './rules.ts';
import { appealWorkflow } from './workflow.ts';

type Message = {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  purpose: string;
};

/**
 * The parties an authority's step is told about (issue #25 item 3: a hearing "notifies both
 * parties"): the appellant (their account and the contact on the appeal), their representative,
 * and the respondent's contact as the appeal names it.
 */
async function partyMessages(db: Db, appeal: AppealRow, subject: string, body: string, purpose: string) {
  const values = appeal.values as AppealValues;
  const account = await contactOf(db, appeal.createdBy);
  const emails = new Set(
    [account?.email, values.appellant.email, values.representative.email, values.respondent.email].filter(
      (e): e is string => !!e,
    ),
  );
  const phones = new Set(
    [account?.mobile, values.appellant.mobile, values.representative.mobile, values.respondent.mobile].filter(
      (m): m is string => !!m,
    ),
  );
  return [
    ...[...emails].map((recipient): Message => ({ channel: 'email', recipient, subject, body, purpose })),
    ...[...phones].map((recipient): Message => ({ channel: 'sms', recipient, body, purpose })),
  ];
}

/** The appeal an authority acts on: it exists (404), its clock is applied (§9), it is theirs (403). */
async function authorityAppeal(db: Db, clock: Clock, scope: AppealScope, actor: Actor, id: number) {
  const found = await findAppeal(db, id);
  if (!found || found.state === 'draft') throw new AppError('NOT_FOUND');
  requireAuthority(scope, found);
  await expireOverdue(db, clock, actor, byId(id));
  return (await findAppeal(db, id))!;
}

const label = (appeal: AppealRow) => appeal.referenceNo ?? String(appeal.id);

/** approveAppeal / approveSecondAppeal: accept to proceed (approved) or reject to close (rejected, remarks required). */
export async function decideAppeal(options: {
  db: Db;
  clock: Clock;
  scope: AppealScope;
  actor: Actor;
  id: number;
  action: 'approve' | 'reject';
  version: number;
  remarks?: string;
}) {
  const { db, clock, scope, actor, id, action } = options;
  const appeal = await authorityAppeal(db, clock, scope, actor, id);
  const now = clock();
  const text =
    action === 'approve'
      ? `Appeal ${label(appeal)} has been admitted by the appellate authority.`
      : `Appeal ${label(appeal)} has been rejected by the appellate authority on ${formatDate(now)}. Remarks: ${options.remarks ?? ''}`;
  const messages = await partyMessages(db, appeal, `Appeal ${label(appeal)}`, text, `appeal.${action}`);
  await transition(db, appealWorkflow, {
    id,
    action,
    version: options.version,
    actor,
    remarks: options.remarks,
    set: {
      remarks: options.remarks?.trim() || null,
      ...(action === 'reject' ? { decidedBy: actor.userId, decidedAt: now } : {}),
    },
    audit: () => ({
      action: `appeal.${action === 'approve' ? 'approved' : 'rejected'}`,
      entity: 'appeal',
      entityId: id,
    }),
    outbox: () => messages,
  });
}

/** appealfaa / appealsaa: a hearing (date, place, venue), of which both parties are told. */
export async function scheduleHearing(options: {
  db: Db;
  clock: Clock;
  scope: AppealScope;
  actor: Actor;
  id: number;
  version: number;
  hearingAt: string;
  place: string;
  venue: string;
  remarks?: string;
}) {
  const { db, clock, scope, actor, id } = options;
  const appeal = await authorityAppeal(db, clock, scope, actor, id);
  const at = new Date(options.hearingAt);
  if (at.getTime() <= clock().getTime()) throw fieldError('body.hearingAt', appealMessages.hearingPast);
  const when = formatDate(at, { withTime: true });
  const text = `Hearing of appeal ${label(appeal)}: ${when} at ${options.venue}, ${options.place}.`;
  const messages = await partyMessages(
    db,
    appeal,
    `Hearing of appeal ${label(appeal)}`,
    text,
    'appeal.hearing',
  );
  await transition(db, appealWorkflow, {
    id,
    action: 'hearing',
    version: options.version,
    actor,
    remarks: options.remarks,
    set: { hearingAt: at, hearingPlace: options.place, hearingVenue: options.venue },
    audit: () => ({
      action: 'appeal.hearingScheduled',
      entity: 'appeal',
      entityId: id,
      detail: { hearingAt: at.toISOString(), place: options.place, venue: options.venue },
    }),
    outbox: () => messages,
  });
}

/** appealverdicts…: the verdict with its disposal report (a PDF the authority uploaded) and remarks. */
export async function disposeAppeal(options: {
  db: Db;
  clock: Clock;
  scope: AppealScope;
  actor: Actor;
  id: number;
  version: number;
  verdict: 'allowed' | 'partlyAllowed' | 'dismissed';
  disposalReportFileId: number;
  remarks?: string;
}) {
  const { db, clock, scope, actor, id } = options;
  const appeal = await authorityAppeal(db, clock, scope, actor, id);
  const [file] = await filesByIds(db, [options.disposalReportFileId]);
  if (!file || file.uploadedBy !== actor.userId || !['pdf', 'affidavit'].includes(file.purpose))
    throw fieldError('body.disposalReportFileId', appealMessages.disposalReport);
  const now = clock();
  const text = `Appeal ${label(appeal)} was disposed of on ${formatDate(now)}: ${options.verdict}. Remarks: ${options.remarks ?? ''}`;
  const messages = await partyMessages(
    db,
    appeal,
    `Verdict on appeal ${label(appeal)}`,
    text,
    'appeal.disposed',
  );
  await transition(db, appealWorkflow, {
    id,
    action: 'dispose',
    version: options.version,
    actor,
    remarks: options.remarks,
    set: {
      verdict: options.verdict,
      disposalReportFileId: file.id,
      remarks: options.remarks?.trim() || null,
      decidedBy: actor.userId,
      decidedAt: now,
    },
    audit: () => ({
      action: 'appeal.disposed',
      entity: 'appeal',
      entityId: id,
      detail: { verdict: options.verdict, disposalReportFileId: file.id },
    }),
    outbox: () => messages,
  });
}
