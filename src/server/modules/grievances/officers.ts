import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type GrievanceOfficer,
  grievanceMessages,
  type grievanceOfficerCreateSchema,
  type grievanceOfficerQuerySchema,
} from '../../../common/api/grievances.ts';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError, fieldError, forbidden } from '../../platform/errors.ts';
import { alreadyExists, oneAllowed } from '../../platform/unique.ts';
import {
  findOfficer,
  insertOfficer,
  listOfficers,
  setOfficerActive,
  subtree,
  unitExists,
} from './queries.ts';
import type { Actor, GrievanceScope } from './rules.ts';

const pageSize = 20;

/**
 * The register of grievance officers (contractUser / contractUserList; issue #26 item 4,
 * decision 041): the portal admin keeps every chain's, a nodal officer their own chains'.
 */
function mayKeep(scope: GrievanceScope, unitId: number) {
  return scope.admin || (scope.officer && scope.unitIds.includes(unitId));
}

export async function registerOfficer(options: {
  db: Db;
  scope: GrievanceScope;
  actor: Actor;
  body: z.output<typeof grievanceOfficerCreateSchema>;
}) {
  const { db, scope, actor, body } = options;
  if (!(await unitExists(db, body.orgUnitId)))
    throw fieldError('body.orgUnitId', grievanceMessages.unitNotFound);
  if (!mayKeep(scope, body.orgUnitId)) throw forbidden(grievanceMessages.notYourChain);
  // One active entry per chain and e-mail: the partial unique index holds it under a race.
  return oneAllowed(
    () =>
      db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const id = await insertOfficer(tx, { ...body, createdBy: actor.userId });
        await appendAudit(tx, {
          action: 'grievanceOfficer.registered',
          actorUserId: actor.userId,
          entity: 'grievance_officer',
          entityId: id,
          ip: actor.ip,
          requestId: actor.requestId,
          detail: { orgUnitId: body.orgUnitId, email: body.email },
        });
        return id;
      }),
    { grievance_officers_one_active_uq: () => alreadyExists('body.email', grievanceMessages.officerExists) },
  );
}

/** Make an officer inactive (no longer told) or active again, at the version the admin saw. */
export async function setOfficerStatus(options: {
  db: Db;
  scope: GrievanceScope;
  actor: Actor;
  id: number;
  version: number;
  active: boolean;
}) {
  const { db, scope, actor, id } = options;
  const officer = await findOfficer(db, id);
  if (!officer) throw new AppError('NOT_FOUND');
  if (!mayKeep(scope, officer.orgUnitId)) throw forbidden(grievanceMessages.notYourChain);
  await oneAllowed(
    () =>
      db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (!(await setOfficerActive(tx, id, options.version, options.active)))
          throw new AppError('CONFLICT', undefined, {
            errors: [{ path: '', message: 'validation.workflow.stale' }],
          });
        await appendAudit(tx, {
          action: options.active ? 'grievanceOfficer.activated' : 'grievanceOfficer.deactivated',
          actorUserId: actor.userId,
          entity: 'grievance_officer',
          entityId: id,
          ip: actor.ip,
          requestId: actor.requestId,
        });
      }),
    { grievance_officers_one_active_uq: () => alreadyExists('body.active', grievanceMessages.officerExists) },
  );
}

const toOfficer = (r: Awaited<ReturnType<typeof listOfficers>>['rows'][number]): GrievanceOfficer => ({
  id: Number(r.id),
  orgUnitId: Number(r.org_unit_id),
  organisation: r.organisation,
  name: r.name,
  designation: r.designation,
  email: r.email,
  mobile: r.mobile,
  active: r.active,
  version: Number(r.version),
});

export async function officerList(
  db: Db,
  scope: GrievanceScope,
  query: z.output<typeof grievanceOfficerQuerySchema>,
) {
  const parts = [
    scope.admin
      ? sql`true`
      : scope.officer && scope.unitIds.length
        ? sql`o.org_unit_id in (${sql.join(
            scope.unitIds.map((i) => sql`${i}`),
            sql`, `,
          )})`
        : sql`false`,
  ];
  if (query.organisation) parts.push(sql`o.org_unit_id in ${subtree(query.organisation)}`);
  const { rows, total } = await listOfficers(db, sql.join(parts, sql` and `), query.page, pageSize);
  return { items: rows.map(toOfficer), total, pageSize };
}

export async function officerView(db: Db, scope: GrievanceScope, id: number) {
  const officer = await findOfficer(db, id);
  if (!officer || !mayKeep(scope, officer.orgUnitId)) throw new AppError('NOT_FOUND');
  const { rows } = await listOfficers(db, sql`o.id = ${id}`, 1, 1);
  return toOfficer(rows[0]!);
}
