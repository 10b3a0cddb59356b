import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RegisterKind } from '../../../common/api/bidders.ts';
import type { Db } from '../../db/client.ts';
import {
  bidderRegisterChanges,
  bidderRegisterRows,
  bidderRegisterShares,
  bidderRegisterVersions,
  files,
  orgUnits,
  userOrgUnits,
  users,
} from '../../db/schema/index.ts';
import type { ComparableRow, GoodRow, RowChange } from './parse.ts';

export type VersionRow = typeof bidderRegisterVersions.$inferSelect;

/** The uploader's primary unit (or, lacking a primary flag, their first): whose register an upload is. */
export async function primaryUnitOf(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: userOrgUnits.orgUnitId })
    .from(userOrgUnits)
    .where(eq(userOrgUnits.userId, userId))
    .orderBy(desc(userOrgUnits.isPrimary), userOrgUnits.orgUnitId)
    .limit(1);
  return row?.id;
}

export async function unitName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: orgUnits.name }).from(orgUnits).where(eq(orgUnits.id, id));
  return row?.name;
}

export async function latestVersion(
  db: Db,
  kind: RegisterKind,
  orgUnitId: number,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(bidderRegisterVersions)
    .where(and(eq(bidderRegisterVersions.kind, kind), eq(bidderRegisterVersions.orgUnitId, orgUnitId)))
    .orderBy(desc(bidderRegisterVersions.versionNo))
    .limit(1);
  return row;
}

export async function findVersion(db: Db, kind: RegisterKind, id: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(bidderRegisterVersions)
    .where(and(eq(bidderRegisterVersions.kind, kind), eq(bidderRegisterVersions.id, id)));
  return row;
}

/** A version with what its page shows: unit, file, uploader, corrigendum counts, shares. */
export async function versionDetails(db: Db, versions: VersionRow[]) {
  if (versions.length === 0) return [];
  const ids = versions.map((v) => v.id);
  const [meta, counts, shares] = await Promise.all([
    db
      .select({
        id: bidderRegisterVersions.id,
        organisation: orgUnits.name,
        fileName: files.name,
        sha256: files.sha256,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(bidderRegisterVersions)
      .innerJoin(orgUnits, eq(orgUnits.id, bidderRegisterVersions.orgUnitId))
      .innerJoin(files, eq(files.id, bidderRegisterVersions.fileId))
      .innerJoin(users, eq(users.id, bidderRegisterVersions.uploadedBy))
      .where(inArray(bidderRegisterVersions.id, ids)),
    db
      .select({
        versionId: bidderRegisterChanges.versionId,
        change: bidderRegisterChanges.change,
        n: sql<number>`count(*)::int`,
      })
      .from(bidderRegisterChanges)
      .where(inArray(bidderRegisterChanges.versionId, ids))
      .groupBy(bidderRegisterChanges.versionId, bidderRegisterChanges.change),
    db
      .select({
        versionId: bidderRegisterShares.versionId,
        orgUnitId: bidderRegisterShares.orgUnitId,
        organisation: orgUnits.name,
        publishedAt: bidderRegisterShares.publishedAt,
      })
      .from(bidderRegisterShares)
      .innerJoin(orgUnits, eq(orgUnits.id, bidderRegisterShares.orgUnitId))
      .where(inArray(bidderRegisterShares.versionId, ids))
      .orderBy(orgUnits.name),
  ]);
  return versions.map((v) => {
    const m = meta.find((x) => x.id === v.id)!;
    const count = (change: string) => counts.find((c) => c.versionId === v.id && c.change === change)?.n ?? 0;
    return {
      version: v,
      organisation: m.organisation,
      fileName: m.fileName,
      sha256: m.sha256,
      uploadedBy: `${m.firstName} ${m.lastName ?? ''}`.trim(),
      changes: { added: count('added'), removed: count('removed'), changed: count('changed') },
      sharedWith: shares
        .filter((s) => s.versionId === v.id)
        .map((s) => ({
          orgUnitId: s.orgUnitId,
          organisation: s.organisation,
          publishedAt: s.publishedAt ? new Date(s.publishedAt).toISOString() : null,
        })),
    };
  });
}

export async function versionsOfUnit(db: Db, kind: RegisterKind, orgUnitId: number) {
  return db
    .select()
    .from(bidderRegisterVersions)
    .where(and(eq(bidderRegisterVersions.kind, kind), eq(bidderRegisterVersions.orgUnitId, orgUnitId)))
    .orderBy(desc(bidderRegisterVersions.versionNo));
}

/** A version's rows as the comparison reads them. */
export async function comparableRows(db: Db, versionId: number): Promise<ComparableRow[]> {
  const rows = await db
    .select()
    .from(bidderRegisterRows)
    .where(eq(bidderRegisterRows.versionId, versionId))
    .orderBy(bidderRegisterRows.line);
  return rows.map((r) => ({
    registrationKey: r.registrationKey,
    registrationNo: r.registrationNo,
    name: r.name,
    type: r.type,
    class: r.bidderClass,
    category: r.category,
    issueDate: r.issueDate,
    validUpto: r.validUpto,
    debarredFrom: r.debarredFrom,
    debarredTo: r.debarredTo,
    reason: r.reason,
    status: r.status,
  }));
}

/**
 * Writes a version, its rows and its corrigendum (in the caller's transaction). The unique
 * index on (kind, unit, version number) refuses a second upload replacing the same version.
 */
export async function insertVersion(
  tx: Db,
  v: {
    kind: RegisterKind;
    orgUnitId: number;
    versionNo: number;
    fileId: number;
    uploadedBy: number;
    rows: GoodRow[];
    problems: unknown[];
    changes: RowChange[];
  },
): Promise<number> {
  const [version] = await tx
    .insert(bidderRegisterVersions)
    .values({
      kind: v.kind,
      orgUnitId: v.orgUnitId,
      versionNo: v.versionNo,
      fileId: v.fileId,
      rowCount: v.rows.length,
      rejectedCount: new Set((v.problems as { index: number }[]).map((p) => p.index)).size,
      problems: v.problems,
      uploadedBy: v.uploadedBy,
    })
    .returning({ id: bidderRegisterVersions.id });
  const versionId = version!.id;
  for (let i = 0; i < v.rows.length; i += 500) {
    await tx.insert(bidderRegisterRows).values(
      v.rows.slice(i, i + 500).map(({ line, registrationKey, nameKey, row }) => {
        const r = row as Record<string, string | null | undefined>;
        return {
          versionId,
          line,
          registrationNo: r.registrationNo!,
          registrationKey,
          name: r.name!,
          nameKey,
          type: r.type!,
          bidderClass: r.class ?? null,
          category: r.category ?? null,
          issueDate: r.issueDate ?? null,
          validUpto: r.validUpto ?? null,
          debarredFrom: r.debarredFrom ?? null,
          debarredTo: r.debarredTo ?? null,
          reason: r.reason ?? null,
          status: r.status as 'active' | 'inactive',
        };
      }),
    );
  }
  for (let i = 0; i < v.changes.length; i += 500) {
    await tx
      .insert(bidderRegisterChanges)
      .values(v.changes.slice(i, i + 500).map((c) => ({ versionId, ...c })));
  }
  return versionId;
}

/**
 * The versions that make the registers today: the latest of each unit (issue #28 item 1, "the
 * register shown is the latest version").
 */
const latestIds = (kind: RegisterKind) => sql`(
  select distinct on (v.org_unit_id) v.id from bidder_register_versions v
  where v.kind = ${kind} order by v.org_unit_id, v.version_no desc)`;

export interface BidderFilter {
  kind: RegisterKind;
  nameKey?: string;
  registrationKey?: string;
  status?: 'active' | 'inactive';
  orgUnitId?: number;
  /** Officials see the registers of their own units' subtree only. */
  unitIds?: number[];
}

function bidderWhere(f: BidderFilter) {
  const parts = [sql`r.version_id in ${latestIds(f.kind)}`];
  if (f.nameKey !== undefined || f.registrationKey !== undefined) {
    const name = f.nameKey ? sql`r.name_key like ${`%${f.nameKey}%`}` : sql`false`;
    const reg = f.registrationKey ? sql`r.registration_key like ${`%${f.registrationKey}%`}` : sql`false`;
    parts.push(sql`(${name} or ${reg})`);
  }
  if (f.status) parts.push(sql`r.status = ${f.status}`);
  // A unit's register is its own uploads and those published for it (multipleOrg, decision 046).
  if (f.orgUnitId)
    parts.push(sql`(v.org_unit_id = ${f.orgUnitId} or exists (select 1 from bidder_register_shares s
      where s.version_id = v.id and s.org_unit_id = ${f.orgUnitId} and s.published_at is not null))`);
  if (f.unitIds)
    parts.push(
      f.unitIds.length
        ? sql`v.org_unit_id in (${sql.join(
            f.unitIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  return sql.join(parts, sql` and `);
}

export interface BidderRowOut {
  registration_no: string;
  name: string;
  type: string;
  bidder_class: string | null;
  category: string | null;
  issue_date: string | null;
  valid_upto: string | null;
  debarred_from: string | null;
  debarred_to: string | null;
  reason: string | null;
  status: 'active' | 'inactive';
  organisation: string;
  version_no: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function findBidders(db: Db, f: BidderFilter, page: { limit: number; offset: number }) {
  const where = bidderWhere(f);
  const [items, total] = await Promise.all([
    db.execute(sql`
      select r.registration_no, r.name, r.type, r.bidder_class, r.category,
        r.issue_date::text as issue_date, r.valid_upto::text as valid_upto,
        r.debarred_from::text as debarred_from, r.debarred_to::text as debarred_to,
        r.reason, r.status, o.name as organisation, v.version_no
      from bidder_register_rows r
      join bidder_register_versions v on v.id = r.version_id
      join org_units o on o.id = v.org_unit_id
      where ${where}
      order by r.name_key, r.registration_key, r.id
      limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`
      select count(*)::int as n from bidder_register_rows r
      join bidder_register_versions v on v.id = r.version_id
      where ${where}`),
  ]);
  return { items: rowsOf<BidderRowOut>(items), total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0) };
}

/** The debarment search's candidates: name contains the key, or the registration number is the key. */
export async function findDebarments(db: Db, nameKey: string, registrationKey: string) {
  const result = await db.execute(sql`
    select r.registration_no, r.name, o.name as organisation,
      r.debarred_from::text as debarred_from, r.debarred_to::text as debarred_to, r.reason, r.status
    from bidder_register_rows r
    join bidder_register_versions v on v.id = r.version_id
    join org_units o on o.id = v.org_unit_id
    where r.version_id in ${latestIds('debarred')}
      and ((${nameKey} <> '' and r.name_key like ${`%${nameKey}%`})
        or (${registrationKey} <> '' and r.registration_key = ${registrationKey}))
    order by r.name_key, r.debarred_from desc
    limit 50`);
  return rowsOf<{
    registration_no: string;
    name: string;
    organisation: string;
    debarred_from: string;
    debarred_to: string | null;
    reason: string;
    status: 'active' | 'inactive';
  }>(result);
}

/** The units that have a register of this kind (the lists' organisation filter). */
export async function registerUnits(db: Db, kind: RegisterKind) {
  const result = await db.execute(sql`
    select distinct o.id, o.name from org_units o
    where o.id in (select org_unit_id from bidder_register_versions where kind = ${kind})
      or o.id in (select s.org_unit_id from bidder_register_shares s
        join bidder_register_versions v on v.id = s.version_id
        where v.kind = ${kind} and s.published_at is not null)
    order by o.name`);
  return rowsOf<{ id: number; name: string }>(result).map((r) => ({ id: Number(r.id), name: r.name }));
}

export async function findChanges(
  db: Db,
  kind: RegisterKind,
  f: { nameKey?: string; registrationKey?: string; change?: string },
  page: { limit: number; offset: number },
) {
  const parts = [sql`v.kind = ${kind}`];
  if (f.nameKey !== undefined || f.registrationKey !== undefined)
    parts.push(sql`(lower(regexp_replace(c.name, '[^[:alnum:]]+', '', 'g')) like ${`%${f.nameKey ?? ''}%`}
      or lower(regexp_replace(c.registration_no, '[^[:alnum:]]+', '', 'g')) like ${`%${f.registrationKey ?? ''}%`})`);
  if (f.change) parts.push(sql`c.change = ${f.change}`);
  const where = sql.join(parts, sql` and `);
  const [items, total] = await Promise.all([
    db.execute(sql`
      select c.id, c.version_id, v.version_no, o.name as organisation, v.uploaded_at, c.change,
        c.registration_no, c.name, c.fields
      from bidder_register_changes c
      join bidder_register_versions v on v.id = c.version_id
      join org_units o on o.id = v.org_unit_id
      where ${where}
      order by v.uploaded_at desc, v.id desc, c.id
      limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`
      select count(*)::int as n from bidder_register_changes c
      join bidder_register_versions v on v.id = c.version_id
      where ${where}`),
  ]);
  return {
    items: rowsOf<{
      id: number;
      version_id: number;
      version_no: number;
      organisation: string;
      uploaded_at: string | Date;
      change: 'added' | 'removed' | 'changed';
      registration_no: string;
      name: string;
      fields: unknown;
    }>(items),
    total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
  };
}

export async function insertShares(
  tx: Db,
  versionId: number,
  orgUnitIds: number[],
  assignedBy: number,
): Promise<void> {
  await tx
    .insert(bidderRegisterShares)
    .values(orgUnitIds.map((orgUnitId) => ({ versionId, orgUnitId, assignedBy })));
}

export async function publishShares(tx: Db, versionId: number, publishedBy: number, at: Date) {
  return tx
    .update(bidderRegisterShares)
    .set({ publishedBy, publishedAt: at })
    .where(
      and(eq(bidderRegisterShares.versionId, versionId), sql`${bidderRegisterShares.publishedAt} is null`),
    )
    .returning({ orgUnitId: bidderRegisterShares.orgUnitId });
}

/** Units by id with their names (multipleOrg's choice of units), by level then name. */
export async function unitsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: orgUnits.id, name: orgUnits.name })
    .from(orgUnits)
    .where(inArray(orgUnits.id, ids))
    .orderBy(orgUnits.level, orgUnits.name);
}
