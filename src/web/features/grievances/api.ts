import type {
  Feedback,
  FeedbackCreate,
  Grievance,
  GrievanceCreate,
  GrievanceListItem,
  GrievanceListQuery,
  GrievanceOfficer,
  GrievanceOfficerCreate,
  GrievanceTrackResult,
  GrievanceValuesInput,
} from '../../../common/api/grievances.ts';
import type { Paged } from '../../../common/api/paging.ts';
import { apiFetch } from '../../api/client.ts';
import { useApiMutation } from '../../api/mutation.ts';

/** Client API of the grievance screens (issue #26; spec §2 grievance pages, §7 grievance, feedback). */
export const grievanceKeys = {
  all: ['grievances'] as const,
  list: (query: Partial<GrievanceListQuery>) => [...grievanceKeys.all, 'list', query] as const,
  item: (id: number) => [...grievanceKeys.all, 'item', id] as const,
  tenders: (q: string) => [...grievanceKeys.all, 'tenders', q] as const,
  officers: ['grievance-officers'] as const,
  feedback: ['feedback'] as const,
};

export const queryString = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  return params.toString();
};

export function fetchGrievanceList(query: Partial<GrievanceListQuery>, signal?: AbortSignal) {
  return apiFetch<Paged<GrievanceListItem>>(`/grievances?${queryString(query)}`, { signal });
}

export const grievanceExportHref = (query: Partial<GrievanceListQuery>, format: 'csv' | 'xlsx') =>
  `/api/v1/grievances/export?${queryString({ ...query, page: undefined, format })}`;

export const grievanceQuery = (id: number) => ({
  queryKey: grievanceKeys.item(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<Grievance>(`/grievances/${id}`, { signal }),
});

export const grievanceTendersQuery = (q: string) => ({
  queryKey: grievanceKeys.tenders(q),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<{
      items: { id: number; uid: string; referenceNo: string; title: string; organisation: string }[];
    }>(`/grievances/tenders?${queryString({ q })}`, { signal }),
});

export const grievanceDocumentHref = (id: number, fileId: number) =>
  `/api/v1/grievances/${id}/documents/${fileId}`;

/** Save as Draft: a new grievance (POST) or the draft again (PUT, optimistic lock). */
export function useSaveGrievance() {
  return useApiMutation(
    (
      input:
        | { id: null; body: GrievanceCreate }
        | { id: number; version: number; values: GrievanceValuesInput },
    ) =>
      input.id === null
        ? apiFetch<Grievance>('/grievances', { method: 'POST', body: input.body })
        : apiFetch<Grievance>(`/grievances/${input.id}`, {
            method: 'PUT',
            body: { version: input.version, values: input.values },
          }),
    () => [grievanceKeys.all],
  );
}

export type GrievanceStep =
  | { action: 'submit'; version: number; captchaId: string; captchaAnswer: string }
  | { action: 'open' | 'reply' | 'close'; version: number; remarks?: string; documentFileId?: number | null };

/** One step of the grievance (spec §4): submission, then the officer's open, reply and close. */
export function useGrievanceStep(id: number) {
  return useApiMutation(
    ({ action, ...body }: GrievanceStep) =>
      apiFetch<Grievance>(`/grievances/${id}/${action}`, { method: 'POST', body }),
    () => [grievanceKeys.all],
  );
}

export function trackGrievance(body: { grievanceNo: string; email: string }) {
  return apiFetch<GrievanceTrackResult>('/public/grievances/track', { method: 'POST', body });
}

export function sendFeedback(body: FeedbackCreate) {
  return apiFetch<{ id: number }>('/public/feedback', { method: 'POST', body });
}

export function fetchFeedbackList(query: Record<string, unknown>, signal?: AbortSignal) {
  return apiFetch<Paged<Feedback>>(`/feedback?${queryString(query)}`, { signal });
}

export const feedbackExportHref = (query: Record<string, unknown>, format: 'csv' | 'xlsx') =>
  `/api/v1/feedback/export?${queryString({ ...query, page: undefined, format })}`;

export function fetchOfficerList(query: Record<string, unknown>, signal?: AbortSignal) {
  return apiFetch<Paged<GrievanceOfficer>>(`/grievance-officers?${queryString(query)}`, { signal });
}

export function useRegisterOfficer() {
  return useApiMutation(
    (body: GrievanceOfficerCreate) =>
      apiFetch<GrievanceOfficer>('/grievance-officers', { method: 'POST', body }),
    () => [grievanceKeys.officers],
  );
}

export function useOfficerStatus() {
  return useApiMutation(
    (input: { id: number; version: number; active: boolean }) =>
      apiFetch<GrievanceOfficer>(`/grievance-officers/${input.id}/status`, {
        method: 'PUT',
        body: { version: input.version, active: input.active },
      }),
    () => [grievanceKeys.officers],
  );
}
