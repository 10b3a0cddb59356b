import type { z } from 'zod';
import type { DistrictDto } from '../../common/api/locations.ts';
import type {
  productCategoryCountsSchema,
  TenderCounts,
  TenderDetail,
  TenderPage,
  tenderCalendarSchema,
} from '../../common/api/tenders.ts';
import { apiFetch } from './client.ts';

/**
 * Fetchers of the public tender read API (issue: public tender discovery). They live here, not
 * in a feature folder, because the home page and the tender pages both read them.
 */
export type ProductCategoryCounts = z.infer<typeof productCategoryCountsSchema>;
export type TenderCalendar = z.infer<typeof tenderCalendarSchema>;

const base = '/public/tenders';

/** The query string as the API reads it: same names as the page URL (empty values dropped). */
export function tenderQueryString(params: URLSearchParams): string {
  const clean = new URLSearchParams();
  for (const [key, value] of params) if (value !== '') clean.append(key, value);
  clean.sort();
  return clean.toString();
}

export function tenderListQuery(params: URLSearchParams) {
  const qs = tenderQueryString(params);
  return {
    queryKey: ['public-tenders', 'list', qs],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<TenderPage>(`${base}${qs ? `?${qs}` : ''}`, { signal }),
  };
}

export function tenderDetailQuery(uid: string) {
  return {
    queryKey: ['public-tenders', 'detail', uid],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<TenderDetail>(`${base}/${encodeURIComponent(uid)}`, { signal }),
  };
}

/** Assam in the Local Government Directory (the districts of the district filter). */
const assamStateCode = 18;

/** The districts of Assam, for the district filter of the listings and the home page's search. */
export const assamDistrictsQuery = {
  queryKey: ['locations', 'districts', assamStateCode],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<DistrictDto[]>(`/locations/states/${assamStateCode}/districts`, { signal }),
};

export const tenderCountsQuery = {
  queryKey: ['public-tenders', 'counts'],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<TenderCounts>(`${base}/counts`, { signal }),
};

export const productCategoryCountsQuery = {
  queryKey: ['public-tenders', 'product-categories'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<ProductCategoryCounts>(`${base}/product-categories`, { signal }),
};

export function tenderCalendarQuery(month: string) {
  return {
    queryKey: ['public-tenders', 'calendar', month],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<TenderCalendar>(`${base}/calendar?month=${encodeURIComponent(month)}`, { signal }),
  };
}

/** The download address of a result set (a plain link: the server answers with an attachment). */
export function tenderExportHref(format: 'csv' | 'xlsx', params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  copy.delete('cursor');
  copy.delete('limit');
  copy.set('format', format);
  return `/api/v1${base}/export?${tenderQueryString(copy)}`;
}

/**
 * The Atom feed or the calendar of a result set (issue #32 item 5): plain links to the server's
 * files, the same filters as the list.
 */
export function tenderOpenDataHref(kind: 'atom' | 'ics', params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  for (const key of ['cursor', 'limit', 'sort']) copy.delete(key);
  const qs = tenderQueryString(copy);
  return `/api/v1/${kind === 'atom' ? 'feeds/tenders.atom' : 'calendar/tenders.ics'}${qs ? `?${qs}` : ''}`;
}

/** The query of the e-mail alert page for a result set (issue #32 item 6): the feed's filters. */
export function tenderAlertQuery(params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  for (const key of ['cursor', 'limit', 'sort']) copy.delete(key);
  const qs = tenderQueryString(copy);
  return qs ? `?${qs}` : '';
}
