import type {
  Bidder,
  BidderListQuery,
  DebarmentSearchResult,
  RegisterChange,
  RegisterKind,
  RegisterStatus,
  RegisterUpload,
  RegisterVersion,
} from '../../../common/api/bidders.ts';
import type { Paged } from '../../../common/api/paging.ts';
import { apiFetch } from '../../api/client.ts';
import { useApiMutation } from '../../api/mutation.ts';

/** Client API of the bidder register screens (issue #28; docs/decisions/045, 046). */
export const bidderKeys = {
  all: ['bidder-registers'] as const,
  status: (kind: RegisterKind) => [...bidderKeys.all, kind, 'status'] as const,
  list: (kind: RegisterKind, scope: 'mine' | 'public') => [...bidderKeys.all, kind, 'list', scope] as const,
  organisations: (kind: RegisterKind) => [...bidderKeys.all, kind, 'organisations'] as const,
  changes: (kind: RegisterKind) => [...bidderKeys.all, kind, 'changes'] as const,
  debarment: (q: string) => [...bidderKeys.all, 'debarment', q] as const,
};

export const queryString = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  return params.toString();
};

/** Officials' lists read their own chain's registers; the public lists every unit's. */
export const bidderListPath = (kind: RegisterKind, scope: 'mine' | 'public') =>
  scope === 'public' ? `/public/bidder-registers/${kind}/bidders` : `/bidder-registers/${kind}/bidders`;

export function fetchBidders(
  kind: RegisterKind,
  scope: 'mine' | 'public',
  query: Partial<BidderListQuery>,
  signal?: AbortSignal,
) {
  return apiFetch<Paged<Bidder>>(`${bidderListPath(kind, scope)}?${queryString(query)}`, { signal });
}

export const bidderExportHref = (
  kind: RegisterKind,
  scope: 'mine' | 'public',
  query: Partial<BidderListQuery>,
) => {
  const { page: _page, ...rest } = query;
  return `/api/v1${bidderListPath(kind, scope)}/export?${queryString(rest)}`;
};

export const organisationsQuery = (kind: RegisterKind) => ({
  queryKey: bidderKeys.organisations(kind),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<{ id: number; name: string }[]>(`/public/bidder-registers/${kind}/organisations`, { signal }),
});

export function fetchChanges(
  kind: RegisterKind,
  query: { q?: string; change?: string; page?: number },
  signal?: AbortSignal,
) {
  return apiFetch<Paged<RegisterChange>>(
    `/public/bidder-registers/${kind}/corrigenda?${queryString(query)}`,
    {
      signal,
    },
  );
}

export const debarmentQuery = (q: string) => ({
  queryKey: bidderKeys.debarment(q),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<DebarmentSearchResult>(`/public/debarment-search?${queryString({ q })}`, { signal }),
});

export const registerStatusQuery = (kind: RegisterKind) => ({
  queryKey: bidderKeys.status(kind),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<RegisterStatus>(`/bidder-registers/${kind}/status`, { signal }),
});

/** The schema and example links beside the upload (issue #28 item 1). */
export const schemaHref = (kind: RegisterKind) => `/api/v1/bidder-registers/${kind}/schema.json`;
export const exampleHref = (kind: RegisterKind) => `/api/v1/bidder-registers/${kind}/example.json`;

export function useUploadRegister(kind: RegisterKind) {
  return useApiMutation(
    (body: RegisterUpload) =>
      apiFetch<RegisterVersion>(`/bidder-registers/${kind}/versions`, { method: 'POST', body }),
    () => [bidderKeys.all],
  );
}

export function useShareVersion(kind: RegisterKind) {
  return useApiMutation(
    (input: { id: number; orgUnitIds: number[] }) =>
      apiFetch<RegisterVersion>(`/bidder-registers/${kind}/versions/${input.id}/shares`, {
        method: 'POST',
        body: { orgUnitIds: input.orgUnitIds },
      }),
    () => [bidderKeys.all],
  );
}

export function usePublishVersion(kind: RegisterKind) {
  return useApiMutation(
    (id: number) =>
      apiFetch<RegisterVersion>(`/bidder-registers/${kind}/versions/${id}/publish`, { method: 'POST' }),
    () => [bidderKeys.all],
  );
}

export const shareUnitsQuery = {
  queryKey: [...bidderKeys.all, 'units'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<{ id: number; name: string }[]>('/bidder-registers/units', { signal }),
};
