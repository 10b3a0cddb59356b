import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { WriteCounts } from '../../importers/upsert.ts';
import { assamPlaceNames, primaryDistricts } from '../locations/index.ts';
import { buildGazetteer, deriveWorkDistrict, type Gazetteer, type WorkDistrict } from './work-district.ts';

/**
 * Where the district of the work is written (issue #14 item 3, docs/decisions/028): the
 * tender import (after each load), the start-up step (rows the migration left underived) and
 * the ePublish public row (publish and preview), all through `deriveWorkDistrict`.
 */

/** The matcher's names: Assam's LGD districts, sub-districts and blocks as loaded. */
export async function workDistrictGazetteer(db: Db): Promise<Gazetteer> {
  return buildGazetteer(await assamPlaceNames(db));
}

/** One tender's work district (the ePublish public row). */
export async function workDistrictOf(
  db: Db,
  tender: { location: string | null; title: string | null; officeDistrict: string | null },
): Promise<WorkDistrict> {
  return deriveWorkDistrict(await workDistrictGazetteer(db), tender);
}

/**
 * Which rows to (re)derive:
 * - `pending`: those never derived (`district_basis` null: rows from before migration 0015);
 *   the start-up step, idempotent, an index read when there are none;
 * - `since`: those, plus rows changed since the given moment (a re-import that changed a
 *   location), plus rows that fell back to the pincode or found nothing, which may find more
 *   now that the LGD names are loaded (demo ePublish tenders are published before them).
 */
export type DeriveScope = { pending: true } | { since: Date };

const batchSize = 1_000;

/** The database's clock (the one `updated_at` is written with), for a `since` scope. */
export async function databaseNow(db: Db): Promise<Date> {
  const result = (await db.execute(sql`select clock_timestamp() as now`)) as unknown as {
    rows: { now: Date | string }[];
  };
  return new Date(result.rows[0]!.now);
}

function scopeSql(scope: DeriveScope): SQL {
  if ('pending' in scope) return sql`t.district_basis is null`;
  return sql`(t.district_basis is null or t.district_basis in ('pincode', 'unknown') or t.updated_at >= ${scope.since.toISOString()}::timestamptz)`;
}

/** Fills the district of each pincode in scope (spec §5: the primary district), in one read and one write. */
async function fillOfficeDistricts(db: Db, scope: DeriveScope): Promise<void> {
  const changed =
    'since' in scope ? sql`or t.updated_at >= ${scope.since.toISOString()}::timestamptz` : sql``;
  const result = (await db.execute(sql`
    select distinct t.pincode from tenders t
    where t.pincode is not null and (t.office_district is null ${changed}) and ${scopeSql(scope)}`)) as unknown as {
    rows: { pincode: string }[];
  };
  const districts = await primaryDistricts(
    db,
    result.rows.map((r) => String(r.pincode)),
  );
  if (districts.size === 0) return;
  const values = [...districts].map(([pincode, district]) => sql`(${pincode}::text, ${district}::text)`);
  await db.execute(sql`
    update tenders t set office_district = v.district
    from (values ${sql.join(values, sql`, `)}) as v(pincode, district)
    where trim(t.pincode) = v.pincode and t.office_district is distinct from v.district
      and (t.office_district is null ${changed}) and ${scopeSql(scope)}`);
}

/**
 * Derives the work district of every tender in scope, in id order, a thousand at a time, and
 * writes only the rows whose answer changed: running it twice changes nothing the second time.
 */
export async function deriveDistricts(db: Db, scope: DeriveScope): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  await fillOfficeDistricts(db, scope);
  const gazetteer = await workDistrictGazetteer(db);
  let after = 0;
  for (;;) {
    const batch = (
      (await db.execute(sql`
        select t.id, t.location, t.title, t.office_district, t.district, t.district_basis, t.district_basis_name
        from tenders t where ${scopeSql(scope)} and t.id > ${after}
        order by t.id limit ${batchSize}`)) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    if (batch.length === 0) return counts;
    after = Number(batch.at(-1)!.id);
    const changes: SQL[] = [];
    for (const row of batch) {
      const work = deriveWorkDistrict(gazetteer, {
        location: row.location as string | null,
        title: row.title as string | null,
        officeDistrict: row.office_district as string | null,
      });
      if (
        work.district === row.district &&
        work.basis === row.district_basis &&
        work.basisName === row.district_basis_name
      ) {
        counts.unchanged++;
        continue;
      }
      changes.push(
        sql`(${Number(row.id)}::bigint, ${work.district}::text, ${work.basis}::text, ${work.basisName}::text)`,
      );
    }
    if (changes.length) {
      await db.execute(sql`
        update tenders t set district = v.district, district_basis = v.basis, district_basis_name = v.name
        from (values ${sql.join(changes, sql`, `)}) as v(id, district, basis, name)
        where t.id = v.id`);
      counts.updated += changes.length;
    }
    // `pending` rows leave the scope as they are written; the id keyset moves on regardless.
  }
}
