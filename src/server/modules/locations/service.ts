import type { DistrictDto, PincodeLookup, StateDto } from '../../../common/api/locations.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { displayName } from './names.ts';
import {
  listDistricts,
  listStates,
  listSubdistricts,
  pincodePlaces,
  placesOfState,
  primaryPlacesOf,
} from './queries.ts';

/** Spec §7 login lists: states, districts of a state, sub-districts of a district. */
export async function statesList(db: Db): Promise<StateDto[]> {
  return (await listStates(db))
    .map((s) => ({ code: s.code, name: displayName(s.name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function districtsOfState(db: Db, stateCode: number): Promise<DistrictDto[]> {
  return (await listDistricts(db, stateCode)).map((d) => ({
    code: d.code,
    stateCode: d.stateCode,
    name: d.displayName ?? displayName(d.name),
  }));
}

export async function subdistrictsOfDistrict(db: Db, districtCode: number) {
  return (await listSubdistricts(db, districtCode)).map((s) => ({ ...s, name: displayName(s.name) }));
}

/** Spec §5: a pincode fills state and district; the primary district comes first. */
export async function lookupPincode(db: Db, pincode: string): Promise<PincodeLookup> {
  const rows = await pincodePlaces(db, pincode);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such pincode in the India Post directory.');
  return {
    pincode,
    places: rows.map((r) => ({
      stateCode: r.state_code === null ? null : Number(r.state_code),
      state: displayName(r.state_lgd ?? r.state_name),
      districtCode: r.district_code === null ? null : Number(r.district_code),
      district: r.display_name ?? displayName(r.district_lgd ?? r.district_name),
      primary: Number(r.is_primary) === 1,
    })),
  };
}

/**
 * The primary district of a pincode, named as the screens name it; the tender import fills
 * a missing district with it (other modules ask here, not in locations/queries.ts).
 */
export async function primaryDistrict(db: Db, pincode: string): Promise<string | undefined> {
  const place = (await pincodePlaces(db, pincode))[0];
  return place ? (place.display_name ?? displayName(place.district_lgd ?? place.district_name)) : undefined;
}

/** `primaryDistrict` of many pincodes at once: pincode → district, for those the directory has. */
export async function primaryDistricts(db: Db, pincodes: string[]): Promise<Map<string, string>> {
  const valid = pincodes.map((p) => p.trim()).filter((p) => /^\d{6}$/.test(p));
  return new Map(
    (await primaryPlacesOf(db, valid)).map((r) => [
      String(r.pincode).trim(),
      r.display_name ?? displayName(r.district_lgd ?? r.district_name),
    ]),
  );
}

/** Assam in the Local Government Directory: the portal is the state's (spec §1). */
export const assamStateCode = 18;

/**
 * Assam's districts, sub-districts and blocks by name, each with its district as the screens
 * name it (the district filter's names): what the tender district matcher looks for (issue #14
 * item 3). Empty until the LGD files are loaded.
 */
export async function assamPlaceNames(
  db: Db,
): Promise<{ kind: 'district' | 'subdistrict' | 'block'; name: string; district: string }[]> {
  return (await placesOfState(db, assamStateCode)).map((r) => {
    const district = r.display_name ?? displayName(r.district_name);
    return { kind: r.kind, name: r.kind === 'district' ? district : displayName(r.name), district };
  });
}
