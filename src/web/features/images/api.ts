import type { Image, ImageAction, ImageCreate, ImageListQuery } from '../../../common/api/images.ts';
import type { Paged } from '../../../common/api/paging.ts';
import { apiFetch } from '../../api/client.ts';
import { useApiMutation } from '../../api/mutation.ts';

/** Client API of imageupload (issue #27 item 4; decision 054). */
export const imageKeys = {
  all: ['images'] as const,
  list: (query: Partial<ImageListQuery>) => ['images', 'list', query] as const,
  item: (id: number) => ['images', 'item', id] as const,
};

export const imageListQuery = (query: Partial<ImageListQuery>) => ({
  queryKey: imageKeys.list(query),
  queryFn: ({ signal }: { signal: AbortSignal }) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
    return apiFetch<Paged<Image>>(`/images?${params}`, { signal });
  },
});

export const imageQuery = (id: number) => ({
  queryKey: imageKeys.item(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<Image>(`/images/${id}`, { signal }),
});

export function useCreateImage() {
  return useApiMutation(
    (body: ImageCreate) => apiFetch<Image>('/images', { method: 'POST', body }),
    () => [imageKeys.all],
  );
}

export function useImageStep(id: number) {
  return useApiMutation(
    ({ action, ...body }: { action: ImageAction; version: number; remarks?: string }) =>
      apiFetch<Image>(`/images/${id}/${action}`, { method: 'POST', body }),
    () => [imageKeys.all],
  );
}
