import { useQuery } from '@tanstack/react-query';
import type {
  OrgChangeDto,
  OrgParentOption,
  OrgUnitDetail,
  OrgUnitPage,
} from '../../../common/api/organisation.ts';
import type { OrgLevel } from '../../../common/organisation.ts';
import { apiFetch } from '../../api/client.ts';
import { useApiMutation } from '../../api/mutation.ts';

/** Fetchers and hooks of the organisation master screens (style guide §7: one per endpoint). */
const base = (level: OrgLevel) => `/masters/organisation/${level}`;

export const orgKeys = {
  level: (level: OrgLevel) => ['organisation', level] as const,
};

export const orgUnitsKey = (level: OrgLevel) => [...orgKeys.level(level), 'units'] as const;

export function fetchUnits(level: OrgLevel, filters: { q?: string; page: number }, signal?: AbortSignal) {
  const query = new URLSearchParams({ ...(filters.q ? { q: filters.q } : {}), page: String(filters.page) });
  return apiFetch<OrgUnitPage>(`${base(level)}/units?${query}`, { signal });
}

export function useOpenChanges(level: OrgLevel) {
  return useQuery({
    queryKey: [...orgKeys.level(level), 'changes'],
    queryFn: () => apiFetch<OrgChangeDto[]>(`${base(level)}/changes`),
  });
}

export function useUnitDetail(level: OrgLevel, id: string | undefined) {
  return useQuery({
    queryKey: [...orgKeys.level(level), 'unit', id],
    queryFn: () => apiFetch<OrgUnitDetail>(`${base(level)}/units/${id}`),
    enabled: !!id,
  });
}

export function useParentOptions(level: OrgLevel, q: string) {
  const query = q.trim().length >= 3 ? `?q=${encodeURIComponent(q.trim())}` : '';
  return useQuery({
    queryKey: [...orgKeys.level(level), 'parents', query],
    queryFn: () => apiFetch<OrgParentOption[]>(`${base(level)}/parent-options${query}`),
    enabled: level > 1,
    staleTime: 30_000,
  });
}

type WriteResult = { unitId: number; changeId: number };

export const orgWrites = {
  propose: (level: OrgLevel, body: unknown) =>
    apiFetch<WriteResult>(`${base(level)}/units`, { method: 'POST', body }),
  proposeUpdate: (level: OrgLevel, id: number, body: unknown) =>
    apiFetch<WriteResult>(`${base(level)}/units/${id}`, { method: 'PUT', body }),
  resend: (level: OrgLevel, changeId: number, body: unknown) =>
    apiFetch<WriteResult>(`${base(level)}/changes/${changeId}`, { method: 'PUT', body }),
  decide: (level: OrgLevel, changeId: number, action: 'approve' | 'reject' | 'remove', body: unknown) =>
    apiFetch<WriteResult>(`${base(level)}/changes/${changeId}/${action}`, { method: 'POST', body }),
};

/** Writes of a level refresh everything shown about it: units, proposals, a unit's history. */
export function useProposeUnit(level: OrgLevel) {
  return useApiMutation(
    (body: unknown) => orgWrites.propose(level, body),
    () => [orgKeys.level(level)],
  );
}

/** A change to a unit, or a rejected proposal corrected and sent again. */
export function useProposeUpdate(level: OrgLevel) {
  return useApiMutation(
    ({ unitId, resendId, body }: { unitId: number; resendId?: number; body: unknown }) =>
      resendId === undefined
        ? orgWrites.proposeUpdate(level, unitId, body)
        : orgWrites.resend(level, resendId, body),
    () => [orgKeys.level(level)],
  );
}

/** Spec §4: approve, reject back to the creator, or remove a proposal. */
export function useDecideChange(level: OrgLevel) {
  return useApiMutation(
    ({
      changeId,
      action,
      body,
    }: {
      changeId: number;
      action: 'approve' | 'reject' | 'remove';
      body: unknown;
    }) => orgWrites.decide(level, changeId, action, body),
    () => [orgKeys.level(level)],
  );
}
