import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lgdDistricts, lgdStates, lgdSubdistricts } from '../../db/schema/index.ts';

export function listStates(db: Db) {
  return db
    .select({ code: lgdStates.stateCode, name: lgdStates.name })
    .from(lgdStates)
    .where(eq(lgdStates.status, 1))
    .orderBy(asc(lgdStates.name));
}

export function listDistricts(db: Db, stateCode: number) {
  return db
    .select({
      code: lgdDistricts.districtCode,
      stateCode: lgdDistricts.stateCode,
      name: lgdDistricts.name,
      displayName: lgdDistricts.displayName,
    })
    .from(lgdDistricts)
    .where(sql`${lgdDistricts.stateCode} = ${stateCode} and ${lgdDistricts.status} = 1`)
    .orderBy(asc(lgdDistricts.nameKey));
}

export function listSubdistricts(db: Db, districtCode: number) {
  return db
    .select({
      code: lgdSubdistricts.subdistrictCode,
      districtCode: lgdSubdistricts.districtCode,
      name: lgdSubdistricts.name,
    })
    .from(lgdSubdistricts)
    .where(sql`${lgdSubdistricts.districtCode} = ${districtCode} and ${lgdSubdistricts.status} = 1`)
    .orderBy(asc(lgdSubdistricts.name));
}

export interface PincodePlaceRow {
  state_name: string;
  district_name: string;
  is_primary: number;
  state_code: number | null;
  state_lgd: string | null;
  district_code: number | null;
  district_lgd: string | null;
  display_name: string | null;
}

/**
 * The pincode's districts, primary first, each matched to its LGD state and district by name
 * key (India Post and LGD spell alike once case and punctuation are set aside), or by the
 * India Post spelling recorded for the district (admin/assam_districts.csv).
 */
export async function pincodePlaces(db: Db, pincode: string): Promise<PincodePlaceRow[]> {
  const result = (await db.execute(sql`
    select p.state_name, p.district_name, p.is_primary,
           s.state_code, s.name as state_lgd,
           d.district_code, d.name as district_lgd, d.display_name
      from pincode_districts p
      left join lgd_states s on s.name_key = p.state_key
      left join lateral (
        select x.district_code, x.name, x.display_name
          from lgd_districts x
         where x.state_code = s.state_code
           and (x.name_key = p.district_key or x.post_name_key = p.district_key)
         order by (x.post_name_key = p.district_key) desc nulls last
         limit 1
      ) d on true
     where p.pincode = ${pincode}
     order by p.is_primary desc, p.office_count desc, p.district_key`)) as unknown as {
    rows: PincodePlaceRow[];
  };
  return result.rows;
}

/**
 * A state's districts, sub-districts and blocks, each with its district's LGD name and curated
 * spelling: the place names the tender district matcher looks for (issue #14 item 3).
 */
export async function placesOfState(db: Db, stateCode: number) {
  const result = (await db.execute(sql`
    select 'district' as kind, d.name, d.name as district_name, d.display_name
      from lgd_districts d where d.state_code = ${stateCode} and d.status = 1
    union all
    select 'subdistrict', s.name, d.name, d.display_name
      from lgd_subdistricts s join lgd_districts d on d.district_code = s.district_code
     where d.state_code = ${stateCode} and s.status = 1 and d.status = 1
    union all
    select 'block', b.name, d.name, d.display_name
      from lgd_blocks b join lgd_districts d on d.district_code = b.district_code
     where d.state_code = ${stateCode} and b.status = 1 and d.status = 1`)) as unknown as {
    rows: {
      kind: 'district' | 'subdistrict' | 'block';
      name: string;
      district_name: string;
      display_name: string | null;
    }[];
  };
  return result.rows;
}

/**
 * The primary place of each of many pincodes in one read (the tender import fills the
 * district of every pincode of a load at once): the first row `pincodePlaces` would give.
 */
export async function primaryPlacesOf(db: Db, pincodes: string[]) {
  if (pincodes.length === 0) return [];
  const result = (await db.execute(sql`
    select distinct on (p.pincode) p.pincode, p.district_name, d.name as district_lgd, d.display_name
      from pincode_districts p
      left join lgd_states s on s.name_key = p.state_key
      left join lateral (
        select x.name, x.display_name
          from lgd_districts x
         where x.state_code = s.state_code
           and (x.name_key = p.district_key or x.post_name_key = p.district_key)
         order by (x.post_name_key = p.district_key) desc nulls last
         limit 1
      ) d on true
     where p.pincode = any(${`{${pincodes.join(',')}}`}::text[])
     order by p.pincode, p.is_primary desc, p.office_count desc, p.district_key`)) as unknown as {
    rows: {
      pincode: string;
      district_name: string;
      district_lgd: string | null;
      display_name: string | null;
    }[];
  };
  return result.rows;
}
