import type { OcdsSearch } from '../../../common/api/opendata.ts';
import { uidOfOcid } from '../../../common/api/opendata.ts';
import type { TenderDetail, TenderSearch, TenderSummary } from '../../../common/api/tenders.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findTenders, tenderDetail } from '../tenders/index.ts';
import { recordOf } from './compile.ts';
import { type OcdsContext, type Release, releasesOf } from './ocds.ts';

/**
 * OCDS packages of the public tenders (issue #32 item 3, docs/decisions/049). Only what the
 * public API shows: a tender scheduled for later is not found here either (the tenders
 * module's own "published" rule).
 */

const publisher = {
  name: 'State Public Procurement Portal, Assam (Finance Department, Government of Assam)',
};
/** The imported tenders are CivicDataLab's ODbL data (../shared/data/README.md): the same licence. */
const license = 'https://opendatacommons.org/licenses/odbl/1-0/';

async function publicDetail(db: Db, ocid: string): Promise<TenderDetail> {
  const uid = uidOfOcid(ocid);
  if (!uid) throw new AppError('NOT_FOUND', 'No contracting process of this portal has this ocid.');
  return tenderDetail(db, uid);
}

/** The package's publication time: the newest of its releases (stable for the same data). */
const newest = (releases: Release[]) =>
  ['1970-01-01T00:00:00Z', ...releases.map((r) => r.date)].sort().at(-1)!;

function releasePackage(uri: string, releases: Release[], next?: string) {
  return {
    uri,
    version: '1.1',
    publishedDate: newest(releases),
    publisher,
    license,
    releases,
    ...(next ? { links: { next } } : {}),
  };
}

function recordPackage(uri: string, records: ReturnType<typeof recordOf>[], next?: string) {
  return {
    uri,
    version: '1.1',
    publishedDate: newest(records.map((r) => r.compiledRelease)),
    publisher,
    license,
    records,
    ...(next ? { links: { next } } : {}),
  };
}

/** `GET /ocds/releases/{ocid}`: every release of one contracting process, oldest first. */
export async function releasesOfProcess(db: Db, ctx: OcdsContext, ocid: string) {
  const detail = await publicDetail(db, ocid);
  return releasePackage(
    `${ctx.origin}/api/v1/ocds/releases/${encodeURIComponent(ocid)}`,
    releasesOf(ctx, detail),
  );
}

/** `GET /ocds/records/{ocid}`: the record of one contracting process. */
export async function recordOfProcess(db: Db, ctx: OcdsContext, ocid: string) {
  const detail = await publicDetail(db, ocid);
  return recordPackage(`${ctx.origin}/api/v1/ocds/records/${encodeURIComponent(ocid)}`, [
    recordOf(releasesOf(ctx, detail)),
  ]);
}

/** The query string of a search, as the public API takes it (cursor replaced by `cursor`). */
export function searchQuery(search: Partial<TenderSearch>, cursor?: string | null): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) {
    if (v === undefined || v === null || k === 'cursor') continue;
    params.set(k, String(v));
  }
  if (cursor) params.set('cursor', cursor);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The page's tenders in full (one query set per tender; a page is at most 50). */
async function detailsOfPage(db: Db, search: OcdsSearch) {
  const page = await findTenders(db, search, { count: false });
  const details = await Promise.all(page.items.map((t: TenderSummary) => tenderDetail(db, t.uid)));
  return { details, nextCursor: page.nextCursor };
}

/** `GET /ocds/releases?…`: the releases of one page of a search, with the next page's link. */
export async function releasesOfSearch(db: Db, ctx: OcdsContext, search: OcdsSearch) {
  const { details, nextCursor } = await detailsOfPage(db, search);
  const base = `${ctx.origin}/api/v1/ocds/releases`;
  return releasePackage(
    `${base}${searchQuery(search, search.cursor)}`,
    details.flatMap((d) => releasesOf(ctx, d)),
    nextCursor ? `${base}${searchQuery(search, nextCursor)}` : undefined,
  );
}

/** `GET /ocds/records?…`: the records of one page of a search. */
export async function recordsOfSearch(db: Db, ctx: OcdsContext, search: OcdsSearch) {
  const { details, nextCursor } = await detailsOfPage(db, search);
  const base = `${ctx.origin}/api/v1/ocds/records`;
  return recordPackage(
    `${base}${searchQuery(search, search.cursor)}`,
    details.map((d) => recordOf(releasesOf(ctx, d))),
    nextCursor ? `${base}${searchQuery(search, nextCursor)}` : undefined,
  );
}
