import type {
  Authority,
  AuthorityHistory,
  AuthorityListQuery,
  AuthorityUpdate,
  AuthorityValues,
} from '../../../common/api/appellate-authorities.ts';
import type { ReferenceEntry } from '../../../common/api/masters.ts';
import type { Paged } from '../../../common/api/paging.ts';
import { apiFetch } from '../../api/client.ts';
import { useApiMutation } from '../../api/mutation.ts';

/**
 * Client API of the appellate authority masters (issue #25 item 1; spec §2 appellateauthorityinfo,
 * appellateinfomodify, appellateinfoupdate/{id}). Ministries and departments are simple masters
 * (their pages are the master kit's); the authority picks their active entries.
 */
export const authorityKeys = {
  all: ['appellate-authorities'] as const,
  list: (query: Partial<AuthorityListQuery>) => [...authorityKeys.all, 'list', query] as const,
  item: (id: number) => [...authorityKeys.all, 'item', id] as const,
  history: (id: number) => [...authorityKeys.all, 'history', id] as const,
  units: () => [...authorityKeys.all, 'units'] as const,
  masters: (slug: string) => ['reference', slug] as const,
};

export type UnitOption = { id: number; path: string };

const queryString = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};

export const fetchAuthorities = (query: Partial<AuthorityListQuery>, signal?: AbortSignal) =>
  apiFetch<Paged<Authority>>(`/appeals/authorities?${queryString(query)}`, { signal });

export const authorityQuery = (id: number) => ({
  queryKey: authorityKeys.item(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<Authority>(`/appeals/authorities/${id}`, { signal }),
});

export const authorityHistoryQuery = (id: number) => ({
  queryKey: authorityKeys.history(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<AuthorityHistory>(`/appeals/authorities/${id}/history`, { signal }),
});

export const assignableUnitsQuery = {
  queryKey: authorityKeys.units(),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<{ items: UnitOption[] }>('/appeals/authorities/units', { signal }),
};

/** The active entries of the ministry or department master. */
export const masterOptionsQuery = (slug: 'appellate-ministry' | 'appellate-department') => ({
  queryKey: authorityKeys.masters(slug),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<ReferenceEntry[]>(`/reference/${slug}`, { signal }),
});

export const useCreateAuthority = () =>
  useApiMutation(
    (body: AuthorityValues) => apiFetch<Authority>('/appeals/authorities', { method: 'POST', body }),
    () => [authorityKeys.all],
  );

export const useUpdateAuthority = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: AuthorityUpdate }) =>
      apiFetch<Authority>(`/appeals/authorities/${id}`, { method: 'PUT', body }),
    () => [authorityKeys.all],
  );
