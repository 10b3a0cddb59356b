import type { z } from 'zod';
import type {
  Appeal,
  AppealCreate,
  AppealListItem,
  AppealListQuery,
  AppealValuesInput,
  appealTenderSchema,
  appealVerdicts,
  publicAppealSchema,
} from '../../../common/api/appeals.ts';
import type { Paged } from '../../../common/api/paging.ts';
import { apiFetch } from '../../api/client.ts';
import { useApiMutation } from '../../api/mutation.ts';

/** Client API of the appeal screens (issue #25; spec §2 "Logged-in pages: appeals", public register). */
export const appealKeys = {
  all: ['appeals'] as const,
  list: (query: Partial<AppealListQuery>) => [...appealKeys.all, 'list', query] as const,
  item: (id: number) => [...appealKeys.all, 'item', id] as const,
  tenders: (q: string) => [...appealKeys.all, 'tenders', q] as const,
  publicList: (query: string) => ['public-appeals', 'list', query] as const,
  publicItem: (id: number) => ['public-appeals', 'item', id] as const,
};

export type AppealTender = z.infer<typeof appealTenderSchema>;
export type PublicAppeal = z.infer<typeof publicAppealSchema>;

const queryString = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
};

export function fetchAppealList(query: Partial<AppealListQuery>, signal?: AbortSignal) {
  return apiFetch<Paged<AppealListItem>>(`/appeals?${queryString(query)}`, { signal });
}

export const appealQuery = (id: number) => ({
  queryKey: appealKeys.item(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<Appeal>(`/appeals/${id}`, { signal }),
});

/** The tender an appeal is about, by reference number or Tender ID (§5: 3 characters or more). */
export const appealTendersQuery = (q: string) => ({
  queryKey: appealKeys.tenders(q),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<{ items: AppealTender[] }>(`/appeals/tenders?${queryString({ q })}`, { signal }),
});

/** The appellant's own level I appeals a second appeal may hang on (s.38(2): decided or expired). */
export const firstAppealsQuery = {
  queryKey: [...appealKeys.all, 'first-appeals'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchAppealList({ view: 'mine', level: 1 }, signal),
};

export const appealDocumentHref = (id: number, fileId: number) => `/api/v1/appeals/${id}/documents/${fileId}`;
export const publicAppealDocumentHref = (id: number, fileId: number) =>
  `/api/v1/public/appeals/${id}/documents/${fileId}`;

/** Save as Draft: a new appeal (POST) or the draft again (PUT, optimistic lock). */
export function useSaveAppeal() {
  return useApiMutation(
    (input: { id: null; body: AppealCreate } | { id: number; version: number; values: AppealValuesInput }) =>
      input.id === null
        ? apiFetch<Appeal>('/appeals', { method: 'POST', body: input.body })
        : apiFetch<Appeal>(`/appeals/${input.id}`, {
            method: 'PUT',
            body: { version: input.version, values: input.values },
          }),
    () => [appealKeys.all],
  );
}

export type AppealStep =
  | { action: 'submit'; version: number; consent: boolean }
  | { action: 'approve' | 'reject'; version: number; remarks?: string }
  | { action: 'hearing'; version: number; hearingAt: string; place: string; venue: string; remarks?: string }
  | {
      action: 'dispose';
      version: number;
      verdict: (typeof appealVerdicts)[number];
      disposalReportFileId: number;
      remarks?: string;
    };

/** One step of the appeal (spec §4): filing, the authority's decision, hearing, disposal. */
export function useAppealStep(id: number) {
  return useApiMutation(
    ({ action, ...body }: AppealStep) =>
      apiFetch<Appeal>(`/appeals/${id}/${action}`, { method: 'POST', body }),
    () => [appealKeys.all, ['public-appeals']],
  );
}

export const publicAppealListQuery = (search: string) => ({
  queryKey: appealKeys.publicList(search),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<Paged<PublicAppeal>>(`/public/appeals${search ? `?${search}` : ''}`, { signal }),
});

export const publicAppealQuery = (id: number) => ({
  queryKey: appealKeys.publicItem(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<PublicAppeal>(`/public/appeals/${id}`, { signal }),
});
