/**
 * The portal's OCDS ocid prefix (issue #32 item 3, docs/decisions/049): `ocds-` and six
 * characters, as the Open Contracting Partnership assigns them. A tender's ocid is the prefix, a
 * hyphen and its permalink id (`ocds-asspp1-eprocure-2023_PWD_34868_9`), so it never changes
 * across re-imports. Its own file without schemas, so the public pages link to it at no cost.
 */
export const ocidPrefix = 'ocds-asspp1';

export const ocidOf = (uid: string) => `${ocidPrefix}-${uid}`;

/** The permalink id inside an ocid of this portal, or null for any other ocid. */
export function uidOfOcid(ocid: string): string | null {
  return ocid.startsWith(`${ocidPrefix}-`) && ocid.length > ocidPrefix.length + 1
    ? ocid.slice(ocidPrefix.length + 1)
    : null;
}

/** Where the public pages link a tender's open data (plain links: the server answers). */
export const tenderRecordHref = (uid: string) => `/api/v1/ocds/records/${encodeURIComponent(ocidOf(uid))}`;
export const tenderCalendarFileHref = (uid: string) =>
  `/api/v1/calendar/tenders/${encodeURIComponent(uid)}.ics`;
