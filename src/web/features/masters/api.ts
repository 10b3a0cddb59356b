import type { MasterCreate, MasterEntry, MasterUpdate } from '../../../common/api/masters.ts';
import { type ManagedMasterKind, managedMasters, masterKindSlug } from '../../../common/masters/kinds.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { apiFetch } from '../../api/client.ts';
import { useApiMutation } from '../../api/mutation.ts';

/** Which master a page of the catalogue maintains (spec §2 Master data). */
export function masterOfRoute(routeId: RouteId): ManagedMasterKind | undefined {
  for (const [kind, pages] of Object.entries(managedMasters)) {
    if (Object.values(pages).includes(routeId as never)) return kind as ManagedMasterKind;
  }
  return undefined;
}

const base = (kind: ManagedMasterKind) => `/masters/${masterKindSlug[kind]}`;

/** Query keys of this area: everything of a kind sits under `all(kind)`, which writes invalidate. */
export const mastersKeys = {
  all: (kind: ManagedMasterKind) => ['masters', kind] as const,
  list: (kind: ManagedMasterKind, filter: { q?: string; status?: string }) =>
    [...mastersKeys.all(kind), 'list', filter] as const,
  entry: (kind: ManagedMasterKind, id: string | undefined) =>
    [...mastersKeys.all(kind), 'entry', id] as const,
};

export function masterListQuery(kind: ManagedMasterKind, filter: { q?: string; status?: string }) {
  const params = new URLSearchParams({
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  });
  return {
    queryKey: mastersKeys.list(kind, filter),
    queryFn: () => apiFetch<MasterEntry[]>(`${base(kind)}${params.size ? `?${params}` : ''}`),
  };
}

export function masterEntryQuery(kind: ManagedMasterKind, id: string | undefined) {
  return {
    queryKey: mastersKeys.entry(kind, id),
    queryFn: () => apiFetch<MasterEntry>(`${base(kind)}/${id}`),
  };
}

export function useCreateMasterEntry(kind: ManagedMasterKind) {
  return useApiMutation(
    (body: MasterCreate) => apiFetch<MasterEntry>(base(kind), { method: 'POST', body }),
    () => [mastersKeys.all(kind)],
  );
}

export function useUpdateMasterEntry(kind: ManagedMasterKind) {
  return useApiMutation(
    ({ id, body }: { id: number; body: MasterUpdate }) =>
      apiFetch<MasterEntry>(`${base(kind)}/${id}`, { method: 'PUT', body }),
    () => [mastersKeys.all(kind)],
  );
}
