import type { z } from 'zod';
import type { EpublishListItem, EpublishListQuery } from '../../../common/api/epublish.ts';
import type {
  EpublishCorrigendum,
  EpublishCorrigendumValuesInput,
  epublishCorrigendumListItemSchema,
  epublishCorrigendumPreviewSchema,
} from '../../../common/api/epublish-corrigenda.ts';
import type { Paged } from '../../../common/api/paging.ts';
import { apiFetch } from '../../api/client.ts';
import { useApiMutation } from '../../api/mutation.ts';
import { epublishKeys, fetchEpublishList, listQueryString } from './api.ts';

/**
 * Client API of the ePublish corrigendum screens (issue #11 item 3; spec §2
 * directpurchasecorrigendum*, corrigendumlists). Keys sit under the ePublish area's, so every
 * write (here or a decision) makes the tender lists and the corrigendum lists current at once.
 */
export const corrigendumKeys = {
  item: (id: number) => [...epublishKeys.all, 'corrigendum', id] as const,
  preview: (id: number) => [...epublishKeys.all, 'corrigendum-preview', id] as const,
  choice: (q: string) => [...epublishKeys.all, 'corrigendum-tenders', q] as const,
};

const base = '/epublish/corrigenda';

export type CorrigendumListItem = z.infer<typeof epublishCorrigendumListItemSchema>;
export type CorrigendumPreview = z.infer<typeof epublishCorrigendumPreviewSchema>;

export const fetchCorrigendumList = (query: Partial<EpublishListQuery>, signal?: AbortSignal) =>
  apiFetch<Paged<CorrigendumListItem>>(`${base}?${listQueryString(query)}`, { signal });

export const corrigendumItemQuery = (id: number) => ({
  queryKey: corrigendumKeys.item(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<EpublishCorrigendum>(`${base}/${id}`, { signal }),
});

export const corrigendumPreviewQuery = (id: number) => ({
  queryKey: corrigendumKeys.preview(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<CorrigendumPreview>(`${base}/${id}/preview`, { signal }),
});

/** The creator's published tenders, one of which a new corrigendum amends (keyword: §5, 3+ characters). */
export const publishedTendersQuery = (q: string) => ({
  queryKey: corrigendumKeys.choice(q),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<Paged<EpublishListItem>> =>
    fetchEpublishList({ view: 'mine', state: 'published', ...(q ? { q } : {}) }, signal),
});

/** Not public yet: the chain reads a corrigendum's document through the ePublish endpoint. */
export const corrigendumDocumentHref = (id: number, fileId: number) =>
  `/api/v1${base}/${id}/documents/${fileId}`;

export function useSaveCorrigendum() {
  return useApiMutation(
    (
      input:
        | { id: null; tenderId: number; values: EpublishCorrigendumValuesInput }
        | { id: number; version: number; values: EpublishCorrigendumValuesInput },
    ) =>
      input.id === null
        ? apiFetch<EpublishCorrigendum>(base, {
            method: 'POST',
            body: { tenderId: input.tenderId, values: input.values },
          })
        : apiFetch<EpublishCorrigendum>(`${base}/${input.id}`, {
            method: 'PUT',
            body: { values: input.values, version: input.version },
          }),
    () => [epublishKeys.all],
  );
}
