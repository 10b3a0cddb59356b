import { type GrievanceValues, grievanceMessages } from '../../../common/api/grievances.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { transition } from '../../platform/workflow.ts';
import { contactOf, filesByIds, findGrievance, insertReply } from './queries.ts';
import { type Actor, type GrievanceScope, requireHandler } from './rules.ts';
import { grievanceWorkflow } from './workflow.ts';

const said = {
  open: (no: string) => `Your grievance ${no} has been opened by the grievance officer.`,
  reply: (no: string) => `The grievance officer has replied on ${no}.`,
  close: (no: string) => `Your grievance ${no} has been closed.`,
} as const;

/**
 * grievancestatusupdate/{id}: open, reply or close (spec §4 "submitted, open, closed"; issue #26
 * item 3). Only the officers of the grievance's chain and the portal admin (403 otherwise); the
 * step, its reply row (remarks and document, visible to the complainant), the audit row and the
 * mail to the complainant commit together or not at all.
 */
export async function stepGrievance(options: {
  db: Db;
  scope: GrievanceScope;
  actor: Actor;
  id: number;
  action: 'open' | 'reply' | 'close';
  version: number;
  remarks?: string;
  documentFileId?: number | null;
}) {
  const { db, scope, actor, id, action } = options;
  const row = await findGrievance(db, id);
  if (!row || row.state === 'draft') throw new AppError('NOT_FOUND');
  requireHandler(scope, row);
  let fileId: number | null = null;
  if (options.documentFileId) {
    const [file] = await filesByIds(db, [options.documentFileId]);
    if (!file || file.uploadedBy !== actor.userId || !['pdf', 'grievance-evidence'].includes(file.purpose))
      throw fieldError('body.documentFileId', grievanceMessages.replyDocument);
    fileId = file.id;
  }
  const values = row.values as GrievanceValues;
  const account = await contactOf(db, row.createdBy);
  const recipients = new Set([row.email, values.email, account?.email].filter((e): e is string => !!e));
  const no = row.grievanceNo ?? String(row.id);
  const remarks = options.remarks?.trim() || null;
  const body = `${said[action](no)}${remarks ? ` Remarks: ${remarks}` : ''}`;
  const now = new Date();
  await transition(db, grievanceWorkflow, {
    id,
    action,
    version: options.version,
    actor,
    remarks,
    set: {
      ...(action === 'open' ? { openedAt: now } : {}),
      ...(action === 'close' ? { closedAt: now } : {}),
      ...(remarks ? { remarks } : {}),
    },
    effects: (tx) => insertReply(tx, { grievanceId: id, action, remarks, fileId, createdBy: actor.userId }),
    audit: () => ({
      action: `grievance.${action === 'open' ? 'opened' : action === 'reply' ? 'replied' : 'closed'}`,
      entity: 'grievance',
      entityId: id,
      detail: { grievanceNo: row.grievanceNo, fileId },
    }),
    outbox: () =>
      [...recipients].map((recipient) => ({
        channel: 'email' as const,
        recipient,
        subject: `Grievance ${no}`,
        body,
        purpose: `grievance.${action}`,
      })),
  });
}
