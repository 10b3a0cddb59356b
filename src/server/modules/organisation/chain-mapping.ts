import { constants } from '../../../common/constants.ts';
import type { OrgLevel } from '../../../common/organisation.ts';

/**
 * How an organisation chain of the state's e-procurement system (GePNIC; the `organisation_chain`
 * column of assam_tenders/tenders.csv, levels joined by `||`) lands on the portal's eight levels
 * (docs/decisions/012-organisation-chains-and-approval.md):
 *
 *   segment 1 (department, PSU, university, council) → level 1 Ministry/Secretariat
 *   (derived from segment 2)                         → level 2 Organisation Type
 *   segment 2 (directorate, chief engineer, agency)  → level 3 Organisation Name
 *   segment 3 (circle, zone, board, office)          → level 4 Department
 *   segment 4 (division)                             → level 5 Division
 *   segments 5–7, if a file has them                 → levels 6–8
 *
 * GePNIC has no organisation type, so level 2 is one of four types read from the words of
 * segment 2, created under each level-1 unit that needs it.
 */
export interface MappedUnit {
  level: OrgLevel;
  name: string;
}

export class ChainRejected extends Error {}

export const organisationTypes = [
  { name: 'Externally Aided Project', test: /world bank|\badb\b|externally|aided|\beap\b/i },
  { name: 'Public Sector Undertaking', test: /\b(ltd|limited|corporation|company)\b/i },
  {
    name: 'Society, Mission or Agency',
    test: /\b(society|mission|agency|authority|board|foundation|federation|union|park|centre|center|university|council)\b/i,
  },
] as const;
export const defaultOrganisationType = 'Directorate or Office';

export function organisationTypeOf(name: string): string {
  return organisationTypes.find((t) => t.test.test(name))?.name ?? defaultOrganisationType;
}

const maxSegments = 7;
const maxNameLength = 200;

/** The units of one chain, from level one down; throws ChainRejected with the reason. */
export function mapChain(chain: string): MappedUnit[] {
  if (chain.trim() === '') throw new ChainRejected('organisation_chain is empty');
  const segments = chain.split('||').map((s) => s.replace(/\s+/g, ' ').trim());
  if (segments.length > maxSegments)
    throw new ChainRejected(
      `organisation_chain has ${segments.length} levels; at most ${maxSegments} fit the hierarchy`,
    );
  segments.forEach((segment, i) => {
    if (segment === '') throw new ChainRejected(`organisation_chain level ${i + 1} is empty`);
    if (segment.length > maxNameLength)
      throw new ChainRejected(`organisation_chain level ${i + 1} is longer than ${maxNameLength} characters`);
    // The same rule as a name typed on the master screens (spec §5: no word of 30 or more).
    if (segment.split(' ').some((w) => [...w].length >= constants.wordMaxLength))
      throw new ChainRejected(`organisation_chain level ${i + 1} has a word of 30 or more characters`);
  });
  const [first, ...rest] = segments;
  const units: MappedUnit[] = [{ level: 1, name: first! }];
  if (rest.length > 0) units.push({ level: 2, name: organisationTypeOf(rest[0]!) });
  rest.forEach((name, i) => {
    units.push({ level: (i + 3) as OrgLevel, name });
  });
  return units;
}

const stopWords = new Set(['OF', 'AND', 'THE', 'FOR', 'IN', 'TO', 'O', 'A']);

/**
 * A short code for a unit (spec §5: unique, at most 6): the initials of its significant words
 * (at most 4), or its first letters; a number is added until it is free. `taken` holds every
 * code in use, in capitals, and receives the new one.
 */
export function generateShortCode(name: string, taken: Set<string>): string {
  const words = name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w && !stopWords.has(w));
  let base = words
    .map((w) => w[0])
    .join('')
    .slice(0, 4);
  if (base.length < 2) base = (words.join('') || 'ORG').slice(0, 4);
  if (!taken.has(base)) {
    taken.add(base);
    return base;
  }
  for (let n = 1; n < 1_000_000; n++) {
    const suffix = String(n);
    const code = base.slice(0, constants.shortCodeMaxLength - suffix.length) + suffix;
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
  throw new Error('no short code left');
}
