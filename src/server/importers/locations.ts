import { eq } from 'drizzle-orm';
import { lgdBlocks, lgdDistricts, lgdStates, lgdSubdistricts, pincodeDistricts } from '../db/schema/index.ts';
import { integer, nameKey, optional, optionalInteger, required } from './fields.ts';
import { type Importer, importCsv, RowRejected } from './framework.ts';
import { noWrites, upsertRows, type WriteCounts } from './upsert.ts';

type StateRow = typeof lgdStates.$inferInsert;
type DistrictRow = typeof lgdDistricts.$inferInsert;
type SubdistrictRow = typeof lgdSubdistricts.$inferInsert;
type BlockRow = typeof lgdBlocks.$inferInsert;
type PincodeRow = typeof pincodeDistricts.$inferInsert;

/** admin/lgd_states.csv */
export const lgdStatesImporter: Importer = {
  kind: 'lgd-states',
  description: 'LGD states and union territories (admin/lgd_states.csv)',
  run: (db, file, progress) =>
    importCsv<StateRow>({
      db,
      file,
      progress,
      kind: 'lgd-states',
      shapes: [
        {
          name: 'LGD states',
          columns: ['state_code', 'state_name'],
          map: (r) => {
            const name = required(r, 'state_name');
            return {
              stateCode: integer(r, 'state_code'),
              name,
              nameKey: nameKey(name),
              nameLocal: optional(r, 'state_name_local'),
              stateOrUt: optional(r, 'state_or_ut'),
              census2011Code: optional(r, 'census2011_code'),
              lgdVersion: optionalInteger(r, 'state_version'),
            };
          },
          key: (row) => String(row.stateCode),
        },
      ],
      write: (tx, rows) => upsertRows(tx, lgdStates, rows, { target: [lgdStates.stateCode] }),
    }),
};

/** admin/lgd_districts.csv; the state must be loaded first. */
export const lgdDistrictsImporter: Importer = {
  kind: 'lgd-districts',
  description: 'LGD districts with their state codes (admin/lgd_districts.csv)',
  run: (db, file, progress) =>
    importCsv<DistrictRow>({
      db,
      file,
      progress,
      kind: 'lgd-districts',
      shapes: [
        {
          name: 'LGD districts',
          columns: ['state_code', 'district_code', 'district_name'],
          map: (r) => {
            const name = required(r, 'district_name');
            return {
              districtCode: integer(r, 'district_code'),
              stateCode: integer(r, 'state_code'),
              name,
              nameKey: nameKey(name),
              census2011Code: optional(r, 'census2011_code'),
            };
          },
          key: (row) => String(row.districtCode),
        },
      ],
      write: (tx, rows) => upsertRows(tx, lgdDistricts, rows, { target: [lgdDistricts.districtCode] }),
    }),
};

interface DistrictNameRow {
  districtCode: number;
  displayName: string;
  postNameKey: string | null;
}

/**
 * admin/assam_districts.csv: the curated name of each district ("Kamrup Metro") and its
 * spelling in the India Post directory, for districts already loaded from LGD.
 */
export const districtNamesImporter: Importer = {
  kind: 'district-names',
  description: "Districts' display names and India Post spellings (admin/assam_districts.csv)",
  run: (db, file, progress) =>
    importCsv<DistrictNameRow>({
      db,
      file,
      progress,
      kind: 'district-names',
      shapes: [
        {
          name: 'district names',
          columns: ['lgd_district_code', 'district_name', 'name_in_india_post_directory'],
          map: (r) => {
            const post = optional(r, 'name_in_india_post_directory');
            return {
              districtCode: integer(r, 'lgd_district_code'),
              displayName: required(r, 'district_name'),
              postNameKey: post ? nameKey(post) : null,
            };
          },
          key: (row) => String(row.districtCode),
        },
      ],
      write: async (tx, rows) => {
        const counts = noWrites();
        for (const row of rows) {
          const [current] = await tx
            .select({ displayName: lgdDistricts.displayName, postNameKey: lgdDistricts.postNameKey })
            .from(lgdDistricts)
            .where(eq(lgdDistricts.districtCode, row.districtCode));
          if (!current)
            throw new RowRejected(`district ${row.districtCode} is not loaded (run lgd-districts first)`);
          if (current.displayName === row.displayName && current.postNameKey === row.postNameKey) {
            counts.unchanged++;
            continue;
          }
          await tx
            .update(lgdDistricts)
            .set({ displayName: row.displayName, postNameKey: row.postNameKey, updatedAt: new Date() })
            .where(eq(lgdDistricts.districtCode, row.districtCode));
          counts.updated++;
        }
        return counts;
      },
    }),
};

/** admin/lgd_subdistricts.csv; districts first. */
export const lgdSubdistrictsImporter: Importer = {
  kind: 'lgd-subdistricts',
  description: 'LGD sub-districts (admin/lgd_subdistricts.csv)',
  run: (db, file, progress) =>
    importCsv<SubdistrictRow>({
      db,
      file,
      progress,
      kind: 'lgd-subdistricts',
      shapes: [
        {
          name: 'LGD sub-districts',
          columns: ['state_code', 'district_code', 'subdistrict_code', 'subdistrict_name'],
          map: (r) => ({
            subdistrictCode: integer(r, 'subdistrict_code'),
            districtCode: integer(r, 'district_code'),
            stateCode: integer(r, 'state_code'),
            name: required(r, 'subdistrict_name'),
            census2011Code: optional(r, 'census2011_code'),
            lgdVersion: optionalInteger(r, 'subdistrict_version'),
          }),
          key: (row) => String(row.subdistrictCode),
        },
      ],
      write: (tx, rows) =>
        upsertRows(tx, lgdSubdistricts, rows, { target: [lgdSubdistricts.subdistrictCode] }),
    }),
};

/** admin/lgd_blocks.csv; districts first. A block spanning two districts has a row for each. */
export const lgdBlocksImporter: Importer = {
  kind: 'lgd-blocks',
  description: 'LGD blocks (admin/lgd_blocks.csv)',
  run: (db, file, progress) =>
    importCsv<BlockRow>({
      db,
      file,
      progress,
      kind: 'lgd-blocks',
      shapes: [
        {
          name: 'LGD blocks',
          columns: ['state_code', 'district_code', 'block_code', 'block_name'],
          map: (r) => ({
            blockCode: integer(r, 'block_code'),
            districtCode: integer(r, 'district_code'),
            stateCode: integer(r, 'state_code'),
            name: required(r, 'block_name'),
            nameLocal: optional(r, 'block_name_local'),
            lgdVersion: optionalInteger(r, 'block_version'),
          }),
          key: (row) => `${row.blockCode}/${row.districtCode}`,
        },
      ],
      write: (tx, rows) =>
        upsertRows(tx, lgdBlocks, rows, { target: [lgdBlocks.blockCode, lgdBlocks.districtCode] }),
    }),
};

function pincode(r: Record<string, string>): string {
  const value = required(r, 'pincode');
  // India Post pincodes: six digits, the first not zero.
  if (!/^[1-9]\d{5}$/.test(value)) throw new RowRejected(`pincode "${value}" is not six digits`);
  return value;
}

function pincodeBase(r: Record<string, string>) {
  const districtName = required(r, 'district');
  const stateName = required(r, 'statename');
  return {
    pincode: pincode(r),
    districtName,
    stateName,
    districtKey: nameKey(districtName),
    stateKey: nameKey(stateName),
  };
}

/**
 * The pincode directory, from either file of India Post's data: the lookup
 * (pincodes/pincode_district_state_lookup.csv: one row per pincode and district, with the
 * primary district marked) or the post office directory (all_india_pincode_directory.csv or
 * the Assam extract: one row per post office, folded here into pincode-district pairs, the
 * district with most offices primary). Both give the same table.
 */
export const pincodesImporter: Importer = {
  kind: 'pincodes',
  description:
    'India Post pincodes → district and state: pincode_district_state_lookup.csv, or a post office directory (all_india / assam_pincode_directory.csv)',
  run: (db, file, progress) =>
    importCsv<PincodeRow>({
      db,
      file,
      progress,
      kind: 'pincodes',
      shapes: [
        {
          name: 'pincode lookup',
          columns: ['pincode', 'district', 'statename', 'office_count', 'is_primary'],
          map: (r) => {
            const primary = required(r, 'is_primary');
            if (primary !== '0' && primary !== '1')
              throw new RowRejected(`is_primary "${primary}" is not 0 or 1`);
            return { ...pincodeBase(r), officeCount: integer(r, 'office_count'), isPrimary: Number(primary) };
          },
          key: (row) => `${row.pincode}/${row.districtKey}/${row.stateKey}`,
        },
        {
          name: 'post office directory',
          columns: ['officename', 'pincode', 'district', 'statename'],
          // One row per post office (the directory lists a few twice; India Post's own lookup counts them too).
          map: (r) => ({ ...pincodeBase(r), officeCount: 1, isPrimary: 0 }),
          fold: foldOffices,
        },
      ],
      write: (tx, rows) =>
        upsertRows(tx, pincodeDistricts, rows, {
          target: [pincodeDistricts.pincode, pincodeDistricts.districtKey, pincodeDistricts.stateKey],
        }),
    }),
};

/** Post offices → one row per pincode and district, counting offices; most offices is primary. */
function foldOffices(rows: PincodeRow[]): PincodeRow[] {
  const pairs = new Map<string, PincodeRow>();
  for (const row of rows) {
    const key = `${row.pincode}/${row.districtKey}/${row.stateKey}`;
    const pair = pairs.get(key);
    if (pair) pair.officeCount++;
    else pairs.set(key, { ...row, officeCount: 1, isPrimary: 0 });
  }
  const byPincode = new Map<string, PincodeRow[]>();
  for (const pair of pairs.values())
    byPincode.set(pair.pincode, [...(byPincode.get(pair.pincode) ?? []), pair]);
  for (const list of byPincode.values()) {
    list.sort((a, b) => b.officeCount - a.officeCount || a.districtKey.localeCompare(b.districtKey));
    list[0]!.isPrimary = 1;
  }
  return [...pairs.values()];
}

export type { WriteCounts };
