import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EpublishListItem, EpublishListQuery } from '../../../common/api/epublish.ts';
import type {
  EpublishAward,
  EpublishAwardValuesInput,
  epublishAwardListItemSchema,
} from '../../../common/api/epublish-awards.ts';
import type { Paged } from '../../../common/api/paging.ts';
import type { TenderDetail } from '../../../common/api/tenders.ts';
import { apiFetch } from '../../api/client.ts';
import { useApiMutation } from '../../api/mutation.ts';
import { epublishKeys, fetchEpublishList, listQueryString } from './api.ts';

/**
 * Client API of the award-of-contract screens (issue #11 item 4; spec §2 createaoc, aoc,
 * directpurchaseaoc, aocupdate, aoclist, aoclisttopublish, aocpublishedlist, aocpreview). Keys
 * sit under the ePublish area's, so every write (here or a decision) refreshes every ePublish
 * list at once, as the corrigenda do.
 */
export const awardKeys = {
  item: (id: number) => [...epublishKeys.all, 'award', id] as const,
  preview: (id: number) => [...epublishKeys.all, 'award-preview', id] as const,
  choice: (q: string) => [...epublishKeys.all, 'award-tenders', q] as const,
};

const base = '/epublish/awards';

export type AwardListItem = z.infer<typeof epublishAwardListItemSchema>;
/** A list row as the shared ePublish list reads it: the public permalink once published. */
export type AwardListRow = AwardListItem & { publishedUid: string | null };

export const fetchAwardList = async (
  query: Partial<EpublishListQuery>,
  signal?: AbortSignal,
): Promise<Paged<AwardListRow>> => {
  const page = await apiFetch<Paged<AwardListItem>>(`${base}?${listQueryString(query)}`, { signal });
  // A published award is read on its tender's aocfullview permalink (spec §2 bidawards).
  return {
    ...page,
    items: page.items.map((row) => ({
      ...row,
      publishedUid: row.state === 'published' ? row.tenderUid : null,
    })),
  };
};

export const awardItemQuery = (id: number) => ({
  queryKey: awardKeys.item(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<EpublishAward>(`${base}/${id}`, { signal }),
});

export const awardPreviewQuery = (id: number) => ({
  queryKey: awardKeys.preview(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<TenderDetail>(`${base}/${id}/preview`, { signal }),
});

/**
 * The creator's tenders an award may be for (§7 checkAocAllowed): published ones and those
 * archived at their closing, whose bids have been opened (issue #11 item 2); the server refuses
 * the others with bidsNotOpened. The list takes one state at a time, so both are asked.
 */
export const awardTendersQuery = (q: string) => ({
  queryKey: awardKeys.choice(q),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<EpublishListItem[]> => {
    const pages = await Promise.all(
      (['published', 'archived'] as const).map((state) =>
        fetchEpublishList({ view: 'mine', state, ...(q ? { q } : {}) }, signal),
      ),
    );
    return pages.flatMap((page) => page.items);
  },
});

/** Not public before it is published: the chain reads the award's documents here. */
export const awardDocumentHref = (id: number, fileId: number) => `/api/v1${base}/${id}/documents/${fileId}`;

/**
 * Creates the award (no saved one yet: POST with its tender) or saves it (PUT with the version,
 * the optimistic lock); the item's cache holds the answer, so the form's next save has its version.
 */
export function useSaveAward() {
  const queryClient = useQueryClient();
  return useApiMutation(
    async ({
      saved,
      tenderId,
      values,
    }: {
      saved: { id: number; version: number } | null;
      tenderId: number | null;
      values: EpublishAwardValuesInput;
    }) => {
      const award = saved
        ? await apiFetch<EpublishAward>(`${base}/${saved.id}`, {
            method: 'PUT',
            body: { values, version: saved.version },
          })
        : await apiFetch<EpublishAward>(base, { method: 'POST', body: { tenderId, values } });
      queryClient.setQueryData(awardKeys.item(award.id), award);
      return award;
    },
    () => [epublishKeys.all],
  );
}
