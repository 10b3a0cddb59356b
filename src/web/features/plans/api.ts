import type { Paged } from '../../../common/api/paging.ts';
import type {
  Plan,
  PlanAction,
  PlanCreate,
  PlanListQuery,
  PlanSummary,
  PlanUpdate,
  TenderLookupItem,
} from '../../../common/api/plans.ts';
import { apiFetch } from '../../api/client.ts';
import { useApiMutation } from '../../api/mutation.ts';

/** Client API of the annual procurement plan screens (issue #27 item 5; decision 052). */
export const planKeys = {
  all: ['plans'] as const,
  list: (query: Partial<PlanListQuery>) => ['plans', 'list', query] as const,
  item: (id: number) => ['plans', 'item', id] as const,
  units: ['plans', 'units'] as const,
  lookup: (q: string) => ['plans', 'lookup', q] as const,
  /** The public page's queries (public-api.ts): refreshed after a decision or a link. */
  public: ['public-plans'] as const,
};

const queryString = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  return params.toString();
};

export const planListQuery = (query: Partial<PlanListQuery>) => ({
  queryKey: planKeys.list(query),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<Paged<PlanSummary>>(`/plans?${queryString(query)}`, { signal }),
});

export const planQuery = (id: number) => ({
  queryKey: planKeys.item(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<Plan>(`/plans/${id}`, { signal }),
});

export const planUnitsQuery = {
  queryKey: planKeys.units,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<{ items: { id: number; name: string; level: number }[] }>('/plans/units', { signal }),
};

export const tenderLookupQuery = (q: string) => ({
  queryKey: planKeys.lookup(q),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<{ items: TenderLookupItem[] }>(`/plans/tender-lookup?${queryString({ q })}`, { signal }),
});

export function useCreatePlan() {
  return useApiMutation(
    (body: PlanCreate) => apiFetch<Plan>('/plans', { method: 'POST', body }),
    () => [planKeys.all],
  );
}

export function useUpdatePlan(id: number) {
  return useApiMutation(
    (body: PlanUpdate) => apiFetch<Plan>(`/plans/${id}`, { method: 'PUT', body }),
    () => [planKeys.all],
  );
}

export function usePlanStep(id: number) {
  return useApiMutation(
    ({ action, ...body }: { action: PlanAction; version: number; remarks?: string }) =>
      apiFetch<Plan>(`/plans/${id}/${action}`, { method: 'POST', body }),
    () => [planKeys.all, planKeys.public],
  );
}

export function useLinkTender() {
  return useApiMutation(
    ({ itemId, tenderId }: { itemId: number; tenderId: number }) =>
      apiFetch<Plan>(`/plans/items/${itemId}/tenders`, { method: 'POST', body: { tenderId } }),
    () => [planKeys.all, planKeys.public],
  );
}

export function useUnlinkTender() {
  return useApiMutation(
    ({ itemId, tenderId }: { itemId: number; tenderId: number }) =>
      apiFetch<Plan>(`/plans/items/${itemId}/tenders/${tenderId}`, { method: 'DELETE' }),
    () => [planKeys.all, planKeys.public],
  );
}
