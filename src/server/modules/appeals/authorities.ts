import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AppealAuthority,
  type Authority,
  type AuthorityHistory,
  type AuthorityListQuery,
  authorityMessages,
  type authorityUpdateSchema,
  type authorityValuesSchema,
} from '../../../common/api/appellate-authorities.ts';
import type { Paged } from '../../../common/api/paging.ts';
import type { Db } from '../../db/client.ts';
import { appellateAuthorities, appellateAuthorityUnits } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { alreadyExists, oneAllowed } from '../../platform/unique.ts';
import {
  type AuthorityRow,
  authorityAudit,
  authorityForUnit,
  existingUnitIds,
  findAuthority,
  listAuthorities,
  masterEntry,
  masterNames,
  unitIdsOf,
  unitPaths,
} from './authority-queries.ts';
import type { Actor } from './rules.ts';

/**
 * Appellate authorities (issue #25 item 1; spec §3 Appellate authority; docs/decisions/051):
 * the officers of section 38 with their ministry, department and contact, and the chains they
 * hear, kept by the portal admin. Every change is audited with its remarks; "one active
 * authority per unit and level" is the database's unique index.
 */
type Values = z.output<typeof authorityValuesSchema>;
const pageSize = 20;

const refusals = {
  appellate_authorities_email_uq: () => alreadyExists('email', authorityMessages.duplicateEmail),
  appellate_authority_units_one_uq: () => alreadyExists('orgUnitIds', authorityMessages.unitTaken),
};

async function toDtos(db: Db, rows: AuthorityRow[]): Promise<Authority[]> {
  const units = await unitIdsOf(
    db,
    rows.map((r) => r.id),
  );
  const allUnits = [...new Set([...units.values()].flat())];
  const [paths, ministries, departments] = await Promise.all([
    unitPaths(db, allUnits),
    masterNames(db, 'appellate_ministry', [...new Set(rows.map((r) => r.ministryCode))]),
    masterNames(db, 'appellate_department', [...new Set(rows.map((r) => r.departmentCode))]),
  ]);
  const named = (map: Map<string, { code: string; nameEn: string; nameAs: string }>, code: string) =>
    map.get(code) ?? { code, nameEn: code, nameAs: code };
  return rows.map((r) => ({
    id: r.id,
    level: r.level,
    name: r.name,
    designation: r.designation,
    ministry: named(ministries, r.ministryCode),
    department: named(departments, r.departmentCode),
    email: r.email,
    mobile: r.mobile,
    address: r.address,
    units: (units.get(r.id) ?? [])
      .map((id) => ({ id, path: paths.get(id) ?? String(id) }))
      .sort((a, b) => a.path.localeCompare(b.path)),
    status: r.status,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** The checks the database cannot make: the masters named exist and are active, the units too. */
async function checkReferences(db: Db, values: Values) {
  const [ministry, department, units] = await Promise.all([
    masterEntry(db, 'appellate_ministry', values.ministryCode),
    masterEntry(db, 'appellate_department', values.departmentCode),
    existingUnitIds(db, values.orgUnitIds),
  ]);
  if (!ministry || Number(ministry.status) !== 1)
    throw fieldError('ministryCode', authorityMessages.unknownMaster);
  if (!department || Number(department.status) !== 1)
    throw fieldError('departmentCode', authorityMessages.unknownMaster);
  if (units.length !== values.orgUnitIds.length)
    throw fieldError('orgUnitIds', authorityMessages.unknownUnit);
  return { ministryCode: ministry.code, departmentCode: department.code };
}

async function writeUnits(tx: Db, id: number, level: number, active: number, unitIds: number[]) {
  await tx.delete(appellateAuthorityUnits).where(eq(appellateAuthorityUnits.authorityId, id));
  if (unitIds.length)
    await tx
      .insert(appellateAuthorityUnits)
      .values(unitIds.map((orgUnitId) => ({ authorityId: id, orgUnitId, level, active })));
}

export async function searchAuthorities(db: Db, query: AuthorityListQuery): Promise<Paged<Authority>> {
  const { rows, total } = await listAuthorities(db, query, pageSize);
  return { items: await toDtos(db, rows), total, pageSize };
}

export async function getAuthority(db: Db, id: number): Promise<Authority> {
  const row = await findAuthority(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return (await toDtos(db, [row]))[0]!;
}

/** appellateauthorityinfo: a new active authority with its chains. */
export async function createAuthority(db: Db, values: Values, actor: Actor): Promise<Authority> {
  const codes = await checkReferences(db, values);
  const { orgUnitIds, ...fields } = values;
  const id = await oneAllowed(
    () =>
      db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx
          .insert(appellateAuthorities)
          .values({ ...fields, ...codes, createdBy: actor.userId, updatedBy: actor.userId })
          .returning({ id: appellateAuthorities.id });
        await writeUnits(tx, row!.id, fields.level, 1, orgUnitIds);
        await appendAudit(tx, {
          action: 'appellateAuthority.created',
          actorUserId: actor.userId,
          entity: 'appellate_authority',
          entityId: row!.id,
          ip: actor.ip,
          requestId: actor.requestId,
          detail: { after: { ...fields, ...codes, orgUnitIds } },
        });
        return row!.id;
      }),
    refusals,
  );
  return getAuthority(db, id);
}

const compared = [
  'level',
  'name',
  'designation',
  'ministryCode',
  'departmentCode',
  'email',
  'mobile',
  'address',
  'status',
] as const;

/**
 * appellateinfoupdate/{id}: every field and the status with §5 remarks; the version the form
 * loaded (409 when someone saved in between). Made inactive, its chains are free for another.
 */
export async function updateAuthority(
  db: Db,
  id: number,
  change: z.output<typeof authorityUpdateSchema>,
  actor: Actor,
): Promise<Authority> {
  const { version, remarks, orgUnitIds, ...fields } = change;
  const codes = await checkReferences(db, change);
  await oneAllowed(
    () =>
      db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const before = await findAuthority(tx, id);
        if (!before) throw new AppError('NOT_FOUND');
        if (before.version !== version) throw new AppError('CONFLICT');
        const beforeUnits = (await unitIdsOf(tx, [id])).get(id) ?? [];
        const [after] = await tx
          .update(appellateAuthorities)
          .set({
            ...fields,
            ...codes,
            updatedBy: actor.userId,
            updatedAt: sql`now()`,
            version: sql`${appellateAuthorities.version} + 1`,
          })
          .where(sql`${appellateAuthorities.id} = ${id} and ${appellateAuthorities.version} = ${version}`)
          .returning();
        if (!after) throw new AppError('CONFLICT');
        await writeUnits(tx, id, after.level, after.status, orgUnitIds);
        const changed: string[] = compared.filter((k) => before[k] !== after[k]);
        const sameUnits =
          beforeUnits.length === orgUnitIds.length && beforeUnits.every((u) => orgUnitIds.includes(u));
        if (!sameUnits) changed.push('orgUnitIds');
        await appendAudit(tx, {
          action:
            before.status !== after.status
              ? 'appellateAuthority.statusChanged'
              : 'appellateAuthority.updated',
          actorUserId: actor.userId,
          entity: 'appellate_authority',
          entityId: id,
          ip: actor.ip,
          requestId: actor.requestId,
          detail: {
            remarks,
            changed,
            before: { ...Object.fromEntries(compared.map((k) => [k, before[k]])), orgUnitIds: beforeUnits },
            after: { ...Object.fromEntries(compared.map((k) => [k, after[k]])), orgUnitIds },
          },
        });
      }),
    refusals,
  );
  return getAuthority(db, id);
}

const historyActions: Record<string, AuthorityHistory[number]['action']> = {
  'appellateAuthority.created': 'created',
  'appellateAuthority.updated': 'updated',
  'appellateAuthority.statusChanged': 'statusChanged',
};

/** The authority's audit history (issue #25 item 1), oldest first. */
export async function authorityHistory(db: Db, id: number): Promise<AuthorityHistory> {
  if (!(await findAuthority(db, id))) throw new AppError('NOT_FOUND');
  return (await authorityAudit(db, id))
    .filter((r) => historyActions[r.action])
    .map((r) => ({
      at: new Date(r.occurred_at).toISOString(),
      action: historyActions[r.action]!,
      actor: r.actor,
      remarks: typeof r.detail.remarks === 'string' ? r.detail.remarks : null,
      changed: Array.isArray(r.detail.changed) ? (r.detail.changed as string[]) : [],
    }));
}

/** The authority of an appeal's level for its unit's chain, as the appeal shows it (§3 Appeal). */
export async function appealAuthority(
  db: Db,
  options: { authorityId: number | null; orgUnitId: number; level: number },
): Promise<AppealAuthority | null> {
  const id = options.authorityId ?? (await authorityForUnit(db, options.orgUnitId, options.level));
  if (!id) return null;
  const row = await findAuthority(db, id);
  if (!row) return null;
  const [dto] = await toDtos(db, [row]);
  return {
    name: dto!.name,
    designation: dto!.designation,
    ministry: dto!.ministry,
    department: dto!.department,
    email: dto!.email,
    mobile: dto!.mobile,
    address: dto!.address,
  };
}

export { authorityForUnit };
