import type { DistrictBasis } from '../../../common/api/tenders.ts';
import { nameKey } from '../../importers/fields.ts';

/**
 * The district of the work (issue #14 item 3): where the work is, read from the tender's own
 * words, rather than the district of its pincode, which on the state's e-procurement export
 * is mostly the inviting office's (a Tinsukia road tender of a Guwahati office). Pure: the
 * place names come in as a gazetteer built from the Local Government Directory (LGD) tables
 * (`buildGazetteer`), so it is tested on the real names without a database.
 *
 * Rules, in order (docs/decisions/028, which gives the counts on the real tenders):
 * 1. The title names a district as a district ("Dist Dhemaji", "in Charaideo District"):
 *    an explicit statement, and the one case where the location is often the office's town
 *    ("DISPUR,GHY" on Secretariat tenders for works across the state).
 * 2. The location names a district (or a known spelling of one: "Kamrup (M)", "Sibsagar").
 * 3. The location names an LGD sub-district or block ("North Lakhimpur" → Lakhimpur).
 * 4. The title names a district anywhere. Sub-district and block names in titles are NOT used:
 *    titles are lists of village roads, and village names repeat block names of other
 *    districts (a "Rampur" road in Barpeta is not Kamrup's Rampur block).
 * 5. The pincode's district (the office's, kept apart as `officeDistrict`).
 * 6. Unknown.
 * A step that finds places in more than one district decides nothing (no guess) and the next
 * step is tried: "Lakhipur" is a sub-district of both Cachar and Goalpara.
 * Names match as whole words, case and punctuation aside ("KAMRUP(M)", "Dist-Majuli"), the
 * longest name first ("North Guwahati" is Kamrup's, not Kamrup Metro's "Guwahati").
 */

export type PlaceKind = 'district' | 'subdistrict' | 'block';

/** One LGD name: a district (`district` is then its own name), a sub-district or a block. */
export interface GazetteerPlace {
  kind: PlaceKind;
  name: string;
  /** The district's name as the portal shows it and filters on ("Kamrup Metro"). */
  district: string;
}

interface Entry {
  /** Set when the words are a district's name or a spelling of it. */
  district?: string;
  /** The sub-districts and blocks of that name, by district, with the name as LGD writes it. */
  places: Map<string, { kind: 'subdistrict' | 'block'; name: string }>;
  /** The name to report (a district's display name, or the LGD place name). */
  label: string;
}

export interface Gazetteer {
  /** Keys (upper-case words, single spaces), longest first. */
  keys: string[];
  entries: Map<string, Entry>;
}

/** Upper case, letters and digits, single spaces: the importers' own name key (fields.ts). */
export const wordsOf = nameKey;

/**
 * LGD marks a unit split between districts ("Bijni (Pt)", "Dhakuakhana (Pt-I)", "KAPILI PT.I",
 * "BATABRABA (PART)"), a revenue circle ("Dangtal Revenue Circle", "UJANI MAJULI CIRCLE") and
 * Bodoland's copies ("Golakganj-BTC"); people write the place's name without these.
 */
function placeKey(name: string): string {
  return wordsOf(name)
    .replace(/ (PT I|PT|PART|REVENUE CIRCLE|CIRCLE|BTC)$/, '')
    .trim();
}

/** The same marks taken off a name as it is shown ("Barama Pt" → "Barama", "Bilashipara-BTC" → "Bilashipara"). */
function placeLabel(name: string): string {
  return name.replace(/[\s-]+(\((pt|part)[^)]*\)|pt\.?(\s*i)?|part|btc)\s*$/i, '').trim();
}

/**
 * Spellings in use that LGD does not write (seen in the state's tenders, or the district's
 * other official name), each to the LGD name it means. Districts by their portal name, places
 * by their LGD key. Only spellings, never guesses about where a town lies.
 */
const districtSpellings: Record<string, string> = {
  'KAMRUP METROPOLITAN': 'Kamrup Metro',
  'KAMRUP M': 'Kamrup Metro',
  SIBSAGAR: 'Sivasagar',
  SIVSAGAR: 'Sivasagar',
  BISHWANATH: 'Biswanath',
  SIBASAGAR: 'Sivasagar',
  MORIGAON: 'Marigaon',
  'SOUTH SALMARA MANKACHAR': 'South Salmara Mancachar',
  'NORTH CACHAR HILLS': 'Dima Hasao',
  // Karimganj was renamed Sribhumi in 2024; the LGD snapshot still says Karimganj.
  SRIBHUMI: 'Karimganj',
};
const placeSpellings: Record<string, string> = {
  NAHARKATIA: 'NAHARKATIYA',
  MANGALDAI: 'MANGALDOI',
  GAUHATI: 'GUWAHATI',
  GHY: 'GUWAHATI',
};

export function buildGazetteer(places: GazetteerPlace[]): Gazetteer {
  const entries = new Map<string, Entry>();
  const entry = (key: string, label: string) => {
    let e = entries.get(key);
    if (!e) {
      e = { places: new Map(), label };
      entries.set(key, e);
    }
    return e;
  };
  const districts = new Set<string>();
  for (const p of places) {
    if (p.kind === 'district') {
      const e = entry(wordsOf(p.name), p.name);
      e.district = p.name;
      e.label = p.name;
      districts.add(p.name);
    }
  }
  for (const [spelling, district] of Object.entries(districtSpellings)) {
    if (!districts.has(district)) continue;
    entry(spelling, district).district = district;
  }
  for (const p of places) {
    if (p.kind === 'district') continue;
    const key = placeKey(p.name);
    if (!key) continue;
    const e = entry(key, placeLabel(p.name));
    // A sub-district wins over a block of the same name in the same district (same place).
    if (!e.places.has(p.district) || p.kind === 'subdistrict')
      e.places.set(p.district, { kind: p.kind, name: p.name });
  }
  for (const [spelling, key] of Object.entries(placeSpellings)) {
    const target = entries.get(key);
    if (target && !entries.has(spelling))
      entries.set(spelling, { places: target.places, label: target.label });
  }
  const keys = [...entries.keys()].sort((a, b) => b.length - a.length || a.localeCompare(b));
  return { keys, entries };
}

interface Found {
  key: string;
  start: number;
  entry: Entry;
  /** Written as a district: "Dist X", "District X", "X District", "X Dist". */
  explicit: boolean;
}

const districtWord = /^(DIST|DISTT|DISTRICT)$/;

/** The gazetteer's names in a text, whole words, longest first, none overlapping. */
export function findPlaces(gazetteer: Gazetteer, text: string): Found[] {
  const words = wordsOf(text);
  if (!words) return [];
  const padded = ` ${words} `;
  const taken: [number, number][] = [];
  const found: Found[] = [];
  for (const key of gazetteer.keys) {
    let from = 0;
    for (;;) {
      const at = padded.indexOf(` ${key} `, from);
      if (at < 0) break;
      from = at + 1;
      const start = at + 1;
      const end = start + key.length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      taken.push([start, end]);
      const before = padded.slice(0, at).trim().split(' ').pop() ?? '';
      const after = padded.slice(end + 1).split(' ')[0] ?? '';
      found.push({
        key,
        start,
        entry: gazetteer.entries.get(key)!,
        explicit: districtWord.test(before) || districtWord.test(after),
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

export interface WorkDistrict {
  district: string | null;
  basis: DistrictBasis;
  /** The name that decided it, as the gazetteer writes it ("North Lakhimpur"); null for pincode/unknown. */
  basisName: string | null;
}

/** The one district all the districts found agree on, with the first name that says it. */
function oneDistrict(found: Found[]): { district: string; name: string } | null {
  const districts = new Set(found.map((f) => f.entry.district!));
  if (districts.size !== 1) return null;
  return { district: found[0]!.entry.district!, name: found[0]!.entry.label };
}

/**
 * The one district every place name found lies in (a name in two districts agrees with a name
 * in one of them: "Lakhipur, Silchar" is Cachar), and the first name that lies in it alone.
 */
function onePlaceDistrict(
  found: Found[],
): { district: string; name: string; kind: 'subdistrict' | 'block' } | null {
  if (found.length === 0) return null;
  let common = [...found[0]!.entry.places.keys()];
  for (const f of found.slice(1)) common = common.filter((d) => f.entry.places.has(d));
  if (common.length !== 1) return null;
  const district = common[0]!;
  const decisive = found.find((f) => f.entry.places.size === 1) ?? found[0]!;
  const place = decisive.entry.places.get(district)!;
  return { district, name: decisive.entry.label, kind: place.kind };
}

export function deriveWorkDistrict(
  gazetteer: Gazetteer,
  tender: { location: string | null; title: string | null; officeDistrict: string | null },
): WorkDistrict {
  const inLocation = findPlaces(gazetteer, tender.location ?? '');
  const inTitle = findPlaces(gazetteer, tender.title ?? '');
  const titleDistricts = inTitle.filter((f) => f.entry.district);

  const stated = oneDistrict(titleDistricts.filter((f) => f.explicit));
  if (stated) return { district: stated.district, basis: 'title-district', basisName: stated.name };

  const named = oneDistrict(inLocation.filter((f) => f.entry.district));
  if (named) return { district: named.district, basis: 'location-district', basisName: named.name };

  // Only when the location names no district at all: "Margherita, Dibrugarh" must not become
  // a disagreement settled by the place name alone.
  if (!inLocation.some((f) => f.entry.district)) {
    const place = onePlaceDistrict(inLocation.filter((f) => f.entry.places.size > 0));
    if (place)
      return {
        district: place.district,
        basis: place.kind === 'subdistrict' ? 'location-subdistrict' : 'location-block',
        basisName: place.name,
      };
  }

  const mentioned = oneDistrict(titleDistricts);
  if (mentioned) return { district: mentioned.district, basis: 'title-district', basisName: mentioned.name };

  if (tender.officeDistrict) return { district: tender.officeDistrict, basis: 'pincode', basisName: null };
  return { district: null, basis: 'unknown', basisName: null };
}
