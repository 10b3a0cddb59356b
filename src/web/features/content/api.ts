import type {
  Announcement,
  AnnouncementAction,
  AnnouncementCreate,
  AnnouncementState,
  ContentAction,
  ContentDocument,
  ContentDocumentCreate,
  ContentListQuery,
  Training,
  TrainingAction,
  TrainingCreate,
  TrainingState,
} from '../../../common/api/content.ts';
import type { Paged } from '../../../common/api/paging.ts';
import { apiFetch } from '../../api/client.ts';
import { useApiMutation } from '../../api/mutation.ts';

/** Client API of the content screens (issue #27; decisions 043, 044). */
export const contentKeys = {
  all: ['content'] as const,
  list: (query: Partial<ContentListQuery>) => [...contentKeys.all, 'list', query] as const,
  item: (id: number) => [...contentKeys.all, 'item', id] as const,
  announcements: ['announcements'] as const,
  announcementList: (state?: AnnouncementState) => ['announcements', 'list', state ?? ''] as const,
  announcement: (id: number) => ['announcements', 'item', id] as const,
};

const queryString = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};

export const contentListQuery = (query: Partial<ContentListQuery>) => ({
  queryKey: contentKeys.list(query),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<Paged<ContentDocument>>(`/content/documents?${queryString(query)}`, { signal }),
});

export const contentItemQuery = (id: number) => ({
  queryKey: contentKeys.item(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<ContentDocument>(`/content/documents/${id}`, { signal }),
});

export const staffDocumentHref = (id: number) => `/api/v1/content/documents/${id}/file`;

export function useCreateDocument() {
  return useApiMutation(
    (body: ContentDocumentCreate) =>
      apiFetch<ContentDocument>('/content/documents', { method: 'POST', body }),
    () => [contentKeys.all],
  );
}

export function useDocumentStep(id: number) {
  return useApiMutation(
    ({ action, ...body }: { action: ContentAction; version: number; remarks?: string }) =>
      apiFetch<ContentDocument>(`/content/documents/${id}/${action}`, { method: 'POST', body }),
    () => [contentKeys.all, ['public-content']],
  );
}

export const announcementListQuery = (state?: AnnouncementState) => ({
  queryKey: contentKeys.announcementList(state),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<Paged<Announcement>>(`/announcements?${queryString({ state })}`, { signal }),
});

export const announcementQuery = (id: number) => ({
  queryKey: contentKeys.announcement(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<Announcement>(`/announcements/${id}`, { signal }),
});

export function useCreateAnnouncement() {
  return useApiMutation(
    (body: AnnouncementCreate) => apiFetch<Announcement>('/announcements', { method: 'POST', body }),
    () => [contentKeys.announcements],
  );
}

export function useAnnouncementStep(id: number) {
  return useApiMutation(
    ({ action, ...body }: { action: AnnouncementAction; version: number; remarks?: string }) =>
      apiFetch<Announcement>(`/announcements/${id}/${action}`, { method: 'POST', body }),
    () => [contentKeys.announcements, ['public-content']],
  );
}

export const trainingKeys = {
  all: ['trainings'] as const,
  list: (state?: TrainingState) => ['trainings', 'list', state ?? ''] as const,
  item: (id: number) => ['trainings', 'item', id] as const,
};

export const trainingListQuery = (state?: TrainingState) => ({
  queryKey: trainingKeys.list(state),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<Paged<Training>>(`/trainings?${queryString({ state })}`, { signal }),
});

export const trainingQuery = (id: number) => ({
  queryKey: trainingKeys.item(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<Training>(`/trainings/${id}`, { signal }),
});

export function useCreateTraining() {
  return useApiMutation(
    (body: TrainingCreate) => apiFetch<Training>('/trainings', { method: 'POST', body }),
    () => [trainingKeys.all],
  );
}

export function useTrainingStep(id: number) {
  return useApiMutation(
    ({ action, ...body }: { action: TrainingAction; version: number; remarks?: string }) =>
      apiFetch<Training>(`/trainings/${id}/${action}`, { method: 'POST', body }),
    () => [trainingKeys.all, ['public-content']],
  );
}
