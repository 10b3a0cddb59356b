import {
  type GrievanceKind,
  type GrievanceValues,
  grievanceCompletenessIssues,
  grievanceMessages,
} from '../../../common/api/grievances.ts';
import { formatDate } from '../../../common/format.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../../platform/audit.ts';
import { consumeCaptcha } from '../../platform/captcha.ts';
import { AppError, fieldError, forbidden } from '../../platform/errors.ts';
import { transition } from '../../platform/workflow.ts';
import {
  contactOf,
  filesByIds,
  findGrievance,
  findTender,
  type GrievanceRow,
  insertGrievance,
  officersOfChain,
  updateDraft,
} from './queries.ts';
import type { Actor, GrievanceScope } from './rules.ts';
import { complainantRoles, grievanceWorkflow } from './workflow.ts';

function requireComplainant(scope: GrievanceScope) {
  if (!scope.roles.some((r) => (complainantRoles as readonly string[]).includes(r)))
    throw new AppError('FORBIDDEN');
}

/**
 * §5 "Grievance evidence: one PDF, at most 2 MB": the files module held the upload to PDF and
 * 2 MB on the way in (type by leading bytes, with its §5 messages); here it must be the
 * complainant's own upload for that purpose, so nobody attaches a file they could not read.
 */
async function checkValues(db: Db, values: GrievanceValues, userId: number) {
  if (values.evidenceFileId !== null) {
    const [file] = await filesByIds(db, [values.evidenceFileId]);
    if (!file || file.uploadedBy !== userId || file.purpose !== 'grievance-evidence')
      throw fieldError('body.values.evidenceFileId', grievanceMessages.evidenceNotYours);
  }
  if (values.tenderId !== null && !(await findTender(db, values.tenderId)))
    throw fieldError('body.values.tenderId', grievanceMessages.tenderNotFound);
}

/** grievances "Save as Draft": a new grievance or suggestion ("drafts are kept", issue #26 item 2). */
export async function createGrievance(options: {
  db: Db;
  scope: GrievanceScope;
  actor: Actor;
  kind: GrievanceKind;
  values: GrievanceValues;
}): Promise<number> {
  const { db, scope, actor, kind, values } = options;
  requireComplainant(scope);
  await checkValues(db, values, scope.userId);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const id = await insertGrievance(tx, { kind, values, createdBy: scope.userId });
    await appendAudit(tx, {
      action: 'grievance.created',
      actorUserId: actor.userId,
      entity: 'grievance',
      entityId: id,
      ip: actor.ip,
      requestId: actor.requestId,
      detail: { kind },
    });
    return id;
  });
}

async function ownDraft(db: Db, scope: GrievanceScope, id: number): Promise<GrievanceRow> {
  const row = await findGrievance(db, id);
  if (!row || (row.createdBy !== scope.userId && row.state === 'draft')) throw new AppError('NOT_FOUND');
  if (row.createdBy !== scope.userId) throw forbidden(grievanceMessages.notYours);
  return row;
}

const notDraft = () =>
  new AppError('INVALID_TRANSITION', undefined, {
    errors: [{ path: '', message: 'validation.workflow.invalidTransition' }],
  });

/** "Save as Draft" again: the complainant's own draft, at the version they saw. */
export async function updateGrievance(options: {
  db: Db;
  scope: GrievanceScope;
  actor: Actor;
  id: number;
  version: number;
  values: GrievanceValues;
}) {
  const { db, scope, actor, id, values } = options;
  requireComplainant(scope);
  const row = await ownDraft(db, scope, id);
  if (row.state !== 'draft') throw notDraft();
  await checkValues(db, values, scope.userId);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await updateDraft(tx, id, options.version, values)))
      throw new AppError('CONFLICT', undefined, {
        errors: [{ path: '', message: 'validation.workflow.stale' }],
      });
    await appendAudit(tx, {
      action: 'grievance.saved',
      actorUserId: actor.userId,
      entity: 'grievance',
      entityId: id,
      ip: actor.ip,
      requestId: actor.requestId,
    });
  });
}

const numberOf = (row: GrievanceRow, now: Date) =>
  `${row.kind === 'grievance' ? 'GRV' : 'SUG'}/${now.getUTCFullYear()}/${String(row.id).padStart(6, '0')}`;

/**
 * "Submit" on grievancepreview: the captcha (§5), then the grievance is complete (§3), its
 * evidence is the complainant's own PDF, and it moves draft → submitted with its number; the
 * complainant gets the acknowledgement (§7 "mail acknowledgement") and the chain's registered
 * grievance officers are told, all in the transition's transaction.
 */
export async function submitGrievance(options: {
  db: Db;
  config: Config;
  scope: GrievanceScope;
  actor: Actor;
  id: number;
  version: number;
  /**
   * §5 "A captcha is required on … grievances": the route checks the visitor's answer here; the
   * demo data, which no visitor types, passes `demoData` instead.
   */
  captcha: { id: string; answer: string } | 'demoData';
}) {
  const { db, scope, actor, id } = options;
  requireComplainant(scope);
  // The captcha first: a wrong answer uses it up and writes nothing else (§5 Captcha).
  if (options.captcha !== 'demoData')
    await consumeCaptcha(db, options.config, options.captcha.id, options.captcha.answer);
  const row = await ownDraft(db, scope, id);
  if (row.state !== 'draft') throw notDraft();
  const values = row.values as GrievanceValues;
  const issues = grievanceCompletenessIssues(values);
  if (issues.length)
    throw new AppError('VALIDATION_FAILED', undefined, {
      errors: issues.map((i) => ({ path: `values.${i.path}`, message: i.message })),
    });
  await checkValues(db, values, scope.userId);
  const tender = values.tenderId === null ? undefined : await findTender(db, values.tenderId);
  const orgUnitId = tender?.orgUnitId ?? null;
  const now = new Date();
  const grievanceNo = numberOf(row, now);
  const account = await contactOf(db, scope.userId);
  const recipients = new Set([values.email, account?.email].filter((e): e is string => !!e));
  const officers = orgUnitId === null ? [] : await officersOfChain(db, orgUnitId);
  const what = row.kind === 'grievance' ? 'grievance' : 'suggestion';
  const text =
    `Your ${what} ${grievanceNo} "${values.title ?? ''}" was received on ${formatDate(now)}. ` +
    'You can follow it on the portal (My grievances) or on the grievance status page with this number and your e-mail.';
  await transition(db, grievanceWorkflow, {
    id,
    action: 'submit',
    version: options.version,
    actor,
    set: { grievanceNo, submittedAt: now, email: values.email, tenderId: tender?.id ?? null, orgUnitId },
    audit: () => ({
      action: 'grievance.submitted',
      entity: 'grievance',
      entityId: id,
      detail: { grievanceNo, orgUnitId, tenderId: tender?.id ?? null },
    }),
    outbox: () => [
      ...[...recipients].map((recipient) => ({
        channel: 'email' as const,
        recipient,
        subject: `Acknowledgement: ${what} ${grievanceNo}`,
        body: text,
        purpose: 'grievance.acknowledgement',
      })),
      ...officers.map((recipient) => ({
        channel: 'email' as const,
        recipient,
        subject: `New ${what} ${grievanceNo}`,
        body: `A ${what} ${grievanceNo} "${values.title ?? ''}" was submitted${tender ? ` on tender ${tender.referenceNo}` : ''}. Open it on the portal (Grievance Redressal).`,
        purpose: 'grievance.officer',
      })),
    ],
  });
}
