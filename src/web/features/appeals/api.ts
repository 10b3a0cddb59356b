import type { AppealListItem, AppealListQuery } from '../../../common/api/appeals.ts';
import type { Paged } from '../../../common/api/paging.ts';
import { apiFetch } from '../../api/client.ts';

/** Client API of the appeal screens (issue #25; spec §2 "Logged-in pages: appeals"). */
export const appealKeys = {
  all: ['appeals'] as const,
  list: (query: Partial<AppealListQuery>) => [...appealKeys.all, 'list', query] as const,
};

export function fetchAppealList(query: Partial<AppealListQuery>, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return apiFetch<Paged<AppealListItem>>(`/appeals?${params}`, { signal });
}
