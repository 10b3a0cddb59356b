import type {
  EpublishAction,
  EpublishListItem,
  EpublishListQuery,
  EpublishTender,
  EpublishValuesInput,
} from '../../../common/api/epublish.ts';
import type { ProductCategory } from '../../../common/api/masters.ts';
import {
  createTenderSubModuleCode,
  ePublishModuleCode,
  type FieldStatus,
} from '../../../common/api/module-config.ts';
import type { Paged } from '../../../common/api/paging.ts';
import type { TenderDetail } from '../../../common/api/tenders.ts';
import { apiFetch } from '../../api/client.ts';
import { useApiMutation } from '../../api/mutation.ts';

/**
 * Client API of the ePublish screens (issue #11; spec §2 "Logged-in pages: tenders"). Every
 * write invalidates the whole area, so the creator's list, the publisher's queue and the item
 * are current after a save or a decision.
 */
export const epublishKeys = {
  all: ['epublish'] as const,
  list: (query: Partial<EpublishListQuery>) => [...epublishKeys.all, 'list', query] as const,
  item: (id: number) => [...epublishKeys.all, 'item', id] as const,
  preview: (id: number) => [...epublishKeys.all, 'preview', id] as const,
  fields: ['epublish', 'field-status'] as const,
};

const base = '/epublish/tenders';

export function listQueryString(query: Partial<EpublishListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export const fetchEpublishList = (query: Partial<EpublishListQuery>, signal?: AbortSignal) =>
  apiFetch<Paged<EpublishListItem>>(`${base}?${listQueryString(query)}`, { signal });

export const epublishItemQuery = (id: number) => ({
  queryKey: epublishKeys.item(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<EpublishTender>(`${base}/${id}`, { signal }),
});

export const epublishPreviewQuery = (id: number) => ({
  queryKey: epublishKeys.preview(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<TenderDetail>(`${base}/${id}/preview`, { signal }),
});

/**
 * One level of a product classification (spec §3 Tender: product category, the four UNSPSC
 * levels): the top level without `parent`. Shared by the tender form's selects and the entry
 * page, which reads from the UNSPSC top level whether any UNSPSC classification is loaded.
 */
export const productCategoriesQuery = (scheme: 'unspsc' | 'gepnic', parent?: string | null) => ({
  queryKey: ['reference', 'product-categories', scheme, parent ?? ''] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<ProductCategory[]>(
      `/reference/product-categories?scheme=${scheme}${parent ? `&parent=${encodeURIComponent(parent)}` : ''}`,
      { signal },
    ),
  staleTime: 10 * 60_000,
});

/** Spec §3 Module field status: which fields of E-Publish › Create Tender show, which are mandatory. */
export const tenderFieldStatusQuery = {
  queryKey: epublishKeys.fields,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<FieldStatus>(
      `/module-config/field-status?module=${ePublishModuleCode}&subModule=${createTenderSubModuleCode}`,
      { signal },
    ),
  staleTime: 5 * 60_000,
};

export function useSaveEpublishTender() {
  return useApiMutation(
    ({ id, version, values }: { id: number | null; version?: number; values: EpublishValuesInput }) =>
      id === null
        ? apiFetch<EpublishTender>(base, { method: 'POST', body: { values } })
        : apiFetch<EpublishTender>(`${base}/${id}`, { method: 'PUT', body: { values, version } }),
    () => [epublishKeys.all],
  );
}

/**
 * The kinds of ePublish workflow item: tenders, their corrigenda (issue #11 item 3) and their
 * awards of contract (item 4), with the same steps (spec §4) at
 * /epublish/{resource}/{id}/actions/{action}.
 */
export type EpublishResource = 'tenders' | 'corrigenda' | 'awards';

export function useEpublishAction(resource: EpublishResource = 'tenders') {
  return useApiMutation(
    ({
      id,
      action,
      version,
      remarks,
    }: {
      id: number;
      action: EpublishAction;
      version: number;
      remarks?: string;
    }) =>
      apiFetch<EpublishTender>(`/epublish/${resource}/${id}/actions/${action}`, {
        method: 'POST',
        body: { version, ...(remarks ? { remarks } : {}) },
      }),
    () => [epublishKeys.all],
  );
}
