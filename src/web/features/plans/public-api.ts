import type { Paged } from '../../../common/api/paging.ts';
import type { PublicPlanItem, PublicPlanOptions } from '../../../common/api/plans.ts';
import { apiFetch } from '../../api/client.ts';

/**
 * The public annual procurement plan API (annualprocurementplandisplay): its own module, so the
 * server-rendered public page loads no mutation code (decision 019's budget).
 */
const publicKey = ['public-plans'] as const;

export const publicPlansQuery = (query: string) => ({
  queryKey: [...publicKey, 'list', query] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<Paged<PublicPlanItem>>(`/public/plans?${query}`, { signal }),
});

export const publicPlanOptionsQuery = {
  queryKey: [...publicKey, 'options'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<PublicPlanOptions>('/public/plans/options', { signal }),
};

export const publicPlanItemQuery = (id: number) => ({
  queryKey: [...publicKey, 'item', id] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<PublicPlanItem>(`/public/plans/items/${id}`, { signal }),
});

export const publicPlanExportHref = (query: string, format: 'csv' | 'xlsx') =>
  `/api/v1/public/plans/export?${new URLSearchParams([...new URLSearchParams(query).entries(), ['format', format]]).toString()}`;
