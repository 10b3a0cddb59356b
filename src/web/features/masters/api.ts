import type { MasterCreate, MasterEntry, MasterUpdate } from '../../../common/api/masters.ts';
import { type ManagedMasterKind, managedMasters, masterKindSlug } from '../../../common/masters/kinds.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { apiFetch } from '../../api/client.ts';

/** Which master a page of the catalogue maintains (spec §2 Master data). */
export function masterOfRoute(routeId: RouteId): ManagedMasterKind | undefined {
  for (const [kind, pages] of Object.entries(managedMasters)) {
    if (Object.values(pages).includes(routeId as never)) return kind as ManagedMasterKind;
  }
  return undefined;
}

const base = (kind: ManagedMasterKind) => `/masters/${masterKindSlug[kind]}`;

export const mastersKey = (kind: ManagedMasterKind) => ['masters', kind] as const;

export function masterListQuery(kind: ManagedMasterKind, filter: { q?: string; status?: string }) {
  const params = new URLSearchParams({
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  });
  return {
    queryKey: [...mastersKey(kind), 'list', params.toString()],
    queryFn: () => apiFetch<MasterEntry[]>(`${base(kind)}${params.size ? `?${params}` : ''}`),
  };
}

export function masterEntryQuery(kind: ManagedMasterKind, id: string | undefined) {
  return {
    queryKey: [...mastersKey(kind), 'entry', id],
    queryFn: () => apiFetch<MasterEntry>(`${base(kind)}/${id}`),
  };
}

export const createMasterEntry = (kind: ManagedMasterKind, body: MasterCreate) =>
  apiFetch<MasterEntry>(base(kind), { method: 'POST', body });

export const updateMasterEntry = (kind: ManagedMasterKind, id: number, body: MasterUpdate) =>
  apiFetch<MasterEntry>(`${base(kind)}/${id}`, { method: 'PUT', body });
