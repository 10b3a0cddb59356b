import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AppealValues,
  appealCompletenessIssues,
  type appealCreateSchema,
  appealMessages,
} from '../../../common/api/appeals.ts';
import { authorityForUnit } from './authorities.ts';
import { findAuthority } from './authority-queries.ts';

type AppealCreateBody = z.output<typeof appealCreateSchema>;

import {
  decisionDueDay,
  firstAppealLastDay,
  istDay,
  secondAppealLastDay,
  vexatiousFineInr,
} from '../../../common/appeals/deadlines.ts';
import { formatDate } from '../../../common/format.ts';
import type { Db } from '../../db/client.ts';
import { appeals } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError, fieldError, forbidden } from '../../platform/errors.ts';
import { transition } from '../../platform/workflow.ts';
import {
  type AppealRow,
  contactOf,
  filesByIds,
  findAppeal,
  findTenderForAppeal,
  secondAppealFiled,
} from './queries.ts';
import { type Actor, type AppealScope, byId, type Clock, expireOverdue } from './rules.ts';
import { appealWorkflow } from './workflow.ts';

/** dd-mm-yyyy, as the message shows the deadline (spec §9 date formats). */
const shown = (day: string) => formatDate(new Date(`${day}T12:00:00+05:30`));

/**
 * Too late, naming the deadline. At saving, the refusal belongs to the value the deadline runs
 * from (the decision date, level I; the first appeal, level II), so the form shows it there; at
 * filing (the preview's submit, which sends no values) it is the whole request's.
 */
const lateFiling = (message: string, lastDay: string, path = '') =>
  fieldError(path, message, { deadline: shown(lastDay) });

/**
 * §5 Files "Affidavit documents": the appellant's own uploads made for affidavit documents (the
 * files module held them to PDF and 2 MB on the way in, with its §5 messages); anyone else's
 * upload id is refused, so nobody attaches a file they could not read.
 */
async function checkDocuments(db: Db, values: AppealValues, userId: number) {
  const stored = new Map(
    (
      await filesByIds(
        db,
        values.documents.map((d) => d.fileId),
      )
    ).map((f) => [f.id, f]),
  );
  values.documents.forEach((doc, i) => {
    const file = stored.get(doc.fileId);
    if (!file || file.uploadedBy !== userId || file.purpose !== 'affidavit')
      throw fieldError(`body.values.documents.${i}`, appealMessages.documentNotYours);
  });
}

function requireAppellant(scope: AppealScope) {
  if (!scope.roles.includes('appeal_user')) throw new AppError('FORBIDDEN');
}

/** The database's one-open-appeal rule, as the appellant reads it. */
function openAppealConflict(error: unknown): never {
  let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++, e = e.cause as typeof e) {
    if (e.code === '23505' && (e.constraint ?? '').startsWith('appeals_one_'))
      throw new AppError('CONFLICT', undefined, {
        errors: [{ path: '', message: appealMessages.openAppeal }],
      });
  }
  throw error;
}

/**
 * What the level II appeal hangs on (s.38(2)): the appellant's own level I appeal, decided, or
 * whose authority's thirty days ran out (then it is moved to expired first); and the last day.
 */
async function firstAppealFor(db: Db, clock: Clock, scope: AppealScope, actor: Actor, id: number) {
  let first = await findAppeal(db, id);
  if (!first || first.createdBy !== scope.userId)
    throw fieldError('body.firstAppealId', appealMessages.notFirstAppeal);
  if (first.level !== 1) throw fieldError('body.firstAppealId', appealMessages.notFirstAppeal);
  await expireOverdue(db, clock, actor, byId(first.id));
  first = (await findAppeal(db, id))!;
  if (!['rejected', 'disposed', 'expired'].includes(first.state))
    throw new AppError('INVALID_TRANSITION', undefined, {
      errors: [{ path: 'body.firstAppealId', message: appealMessages.firstNotDecided }],
    });
  // s.38(2) gives one second appeal: a filed level II on this appeal closes the way.
  if (await secondAppealFiled(db, first.id))
    throw new AppError('CONFLICT', undefined, {
      errors: [{ path: 'body.firstAppealId', message: appealMessages.secondExists }],
    });
  const decidedDay = first.state === 'expired' || !first.decidedAt ? null : istDay(first.decidedAt);
  return { first, lastDay: secondAppealLastDay({ decidedDay, dueDay: first.dueDay! }) };
}

/** appealForm / appealFormSAA "Save as Draft": a new appeal, refused already when it is too late to file. */
export async function createAppeal(options: {
  db: Db;
  clock: Clock;
  scope: AppealScope;
  actor: Actor;
  body: AppealCreateBody;
}): Promise<number> {
  const { db, clock, scope, actor, body } = options;
  requireAppellant(scope);
  const today = istDay(clock());
  let tenderId: number;
  let orgUnitId: number;
  let filingLastDay: string;
  let firstAppealId: number | null = null;
  if (body.level === 1) {
    const tender = await findTenderForAppeal(db, body.tenderId);
    if (!tender) throw fieldError('body.tenderId', appealMessages.tenderNotFound);
    // The tender's chain decides who hears the appeal; a tender without one has no authority.
    if (tender.orgUnitId === null) throw fieldError('body.tenderId', appealMessages.noAuthority);
    const decision = body.values.decisionDate;
    if (!decision) throw fieldError('body.values.decisionDate', appealMessages.required);
    if (decision > today) throw fieldError('body.values.decisionDate', appealMessages.decisionInFuture);
    filingLastDay = firstAppealLastDay(decision);
    if (today > filingLastDay)
      throw lateFiling(appealMessages.late, filingLastDay, 'body.values.decisionDate');
    tenderId = tender.id;
    orgUnitId = tender.orgUnitId;
  } else {
    const { first, lastDay } = await firstAppealFor(db, clock, scope, actor, body.firstAppealId);
    if (today > lastDay) throw lateFiling(appealMessages.secondLate, lastDay, 'body.firstAppealId');
    tenderId = first.tenderId;
    orgUnitId = first.orgUnitId;
    filingLastDay = lastDay;
    firstAppealId = first.id;
  }
  await checkDocuments(db, body.values, scope.userId);
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx
        .insert(appeals)
        .values({
          level: body.level,
          firstAppealId,
          tenderId,
          orgUnitId,
          values: body.values,
          createdBy: scope.userId,
          filingLastDay,
        })
        .returning({ id: appeals.id });
      await appendAudit(tx, {
        action: 'appeal.created',
        actorUserId: actor.userId,
        entity: 'appeal',
        entityId: row!.id,
        ip: actor.ip,
        requestId: actor.requestId,
        detail: { level: body.level, tenderId, firstAppealId },
      });
      return row!.id;
    });
  } catch (error) {
    openAppealConflict(error);
  }
}

async function ownDraft(db: Db, scope: AppealScope, id: number): Promise<AppealRow> {
  const row = await findAppeal(db, id);
  if (!row || (row.createdBy !== scope.userId && row.state === 'draft')) throw new AppError('NOT_FOUND');
  if (row.createdBy !== scope.userId) throw forbidden(appealMessages.notYours);
  return row;
}

/** "Save as Draft" again: the appellant's own draft, at the version they saw. */
export async function updateAppeal(options: {
  db: Db;
  clock: Clock;
  scope: AppealScope;
  actor: Actor;
  id: number;
  version: number;
  values: AppealValues;
}) {
  const { db, clock, scope, actor, id, values } = options;
  requireAppellant(scope);
  const row = await ownDraft(db, scope, id);
  if (row.state !== 'draft')
    throw new AppError('INVALID_TRANSITION', undefined, {
      errors: [{ path: '', message: 'validation.workflow.invalidTransition' }],
    });
  let filingLastDay = row.filingLastDay;
  if (row.level === 1) {
    const today = istDay(clock());
    if (!values.decisionDate) throw fieldError('body.values.decisionDate', appealMessages.required);
    if (values.decisionDate > today)
      throw fieldError('body.values.decisionDate', appealMessages.decisionInFuture);
    filingLastDay = firstAppealLastDay(values.decisionDate);
  }
  await checkDocuments(db, values, scope.userId);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const moved = await tx
      .update(appeals)
      .set({ values, filingLastDay, version: sql`${appeals.version} + 1`, updatedAt: sql`now()` })
      .where(
        sql`${appeals.id} = ${id} and ${appeals.version} = ${options.version} and ${appeals.state} = 'draft'`,
      )
      .returning({ id: appeals.id });
    if (moved.length !== 1)
      throw new AppError('CONFLICT', undefined, {
        errors: [{ path: '', message: 'validation.workflow.stale' }],
      });
    await appendAudit(tx, {
      action: 'appeal.saved',
      actorUserId: actor.userId,
      entity: 'appeal',
      entityId: id,
      ip: actor.ip,
      requestId: actor.requestId,
    });
  });
}

const referenceOf = (row: AppealRow, today: string) =>
  `AP${row.level}/${today.slice(0, 4)}/${String(row.id).padStart(6, '0')}`;

/**
 * "Submit" on appealPreview / secondAppealPreview: the appeal is filed if it is complete (§3),
 * its documents follow §5 (affidavit and PAN card, declared count = uploaded count), the
 * consent declaration (§5 Other, §9 fine) is given, and it is not too late (s.38(1), (2)). It
 * gets its reference number and the authority's thirty days start; the appellant is told by
 * e-mail and SMS (issue #25 item 2), in the same transaction.
 */
export async function submitAppeal(options: {
  db: Db;
  clock: Clock;
  scope: AppealScope;
  actor: Actor;
  id: number;
  version: number;
}) {
  const { db, clock, scope, actor, id } = options;
  requireAppellant(scope);
  const row = await ownDraft(db, scope, id);
  const values = row.values as AppealValues;
  const issues = appealCompletenessIssues(values, row.level as 1 | 2);
  if (row.state === 'draft' && issues.length)
    throw new AppError('VALIDATION_FAILED', undefined, {
      errors: issues.map((i) => ({ path: `values.${i.path}`, message: i.message })),
    });
  const now = clock();
  const today = istDay(now);
  if (row.state === 'draft' && today > row.filingLastDay)
    throw lateFiling(row.level === 1 ? appealMessages.late : appealMessages.secondLate, row.filingLastDay);
  if (row.state === 'draft') await checkDocuments(db, values, scope.userId);
  const referenceNo = referenceOf(row, today);
  const dueDay = decisionDueDay(today, row.level as 1 | 2);
  const account = await contactOf(db, scope.userId);
  const tender = await findTenderForAppeal(db, row.tenderId);
  const recipients = new Set([values.appellant.email, account?.email].filter((e): e is string => !!e));
  const phones = new Set([values.appellant.mobile, account?.mobile].filter((m): m is string => !!m));
  // The authority named for the tender's chain (issue #25 item 1) is recorded and told.
  const authorityId = (await authorityForUnit(db, row.orgUnitId, row.level)) ?? null;
  const authority = authorityId ? await findAuthority(db, authorityId) : undefined;
  const text =
    `Your level ${row.level === 1 ? 'I' : 'II'} appeal ${referenceNo} on tender ${tender?.referenceNo ?? ''} ` +
    `was received on ${shown(today)}. The appellate authority decides by ${shown(dueDay)}.`;
  try {
    await transition(db, appealWorkflow, {
      id,
      action: 'submit',
      version: options.version,
      actor,
      set: { referenceNo, filedAt: now, dueDay, consentAt: now, authorityId },
      audit: () => ({
        action: 'appeal.filed',
        entity: 'appeal',
        entityId: id,
        detail: {
          referenceNo,
          dueDay,
          consent: { fineCapInr: vexatiousFineInr(tender?.valueInr ?? null) },
        },
      }),
      outbox: () => [
        ...[...recipients].map((recipient) => ({
          channel: 'email' as const,
          recipient,
          subject: `Appeal ${referenceNo} received`,
          body: text,
          purpose: 'appeal.acknowledgement',
        })),
        ...[...phones].map((recipient) => ({
          channel: 'sms' as const,
          recipient,
          body: text,
          purpose: 'appeal.acknowledgement',
        })),
        ...(authority
          ? [
              {
                channel: 'email' as const,
                recipient: authority.email,
                subject: `Appeal ${referenceNo} filed before you`,
                body:
                  `A level ${row.level === 1 ? 'I' : 'II'} appeal ${referenceNo} on tender ${tender?.referenceNo ?? ''} ` +
                  `was filed on ${shown(today)}. Section 38 of the Act asks for a decision by ${shown(dueDay)}.`,
                purpose: 'appeal.filedBeforeAuthority',
              },
            ]
          : []),
      ],
    });
  } catch (error) {
    openAppealConflict(error);
  }
}
