import type { z } from 'zod';
import type {
  OrgUnitOption,
  transferListSchema,
  UserRow,
  userCreatedSchema,
  userCreateSchema,
  userPageSchema,
  userRolesUpdateSchema,
  userSearchSchema,
  userStatusUpdateSchema,
  userTransferSchema,
  userUnitsSchema,
  xmlPasswordResetSchema,
} from '../../../common/api/users.ts';
import { apiFetch } from '../../api/client.ts';
import { useApiMutation } from '../../api/mutation.ts';

/**
 * The user administration API (spec §2 usercreation, userlisteditrole, userstatusupdate,
 * usertransfer): typed from `src/common/api/users.ts`, one query-key factory, and a mutation
 * hook per write that refreshes everything under `usersKeys.all`.
 */
export const usersKeys = {
  all: ['users'] as const,
  list: () => [...usersKeys.all, 'list'] as const,
  orgUnits: () => [...usersKeys.all, 'org-units'] as const,
  transfers: () => [...usersKeys.all, 'transfers'] as const,
  units: (id: number) => [...usersKeys.all, 'units', id] as const,
};

type UserPage = z.infer<typeof userPageSchema>;

export function fetchUsers(filters: z.output<typeof userSearchSchema>, signal?: AbortSignal) {
  const query = new URLSearchParams({
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    page: String(filters.page),
  });
  return apiFetch<UserPage>(`/users?${query}`, { signal });
}

export const fetchOrgUnitOptions = () => apiFetch<{ items: OrgUnitOption[] }>('/users/org-units');
export const fetchTransfers = () => apiFetch<z.infer<typeof transferListSchema>>('/users/transfers');
export const fetchUserUnits = (id: number) => apiFetch<z.infer<typeof userUnitsSchema>>(`/users/${id}/units`);

const invalidateUsers = () => [usersKeys.all];

export const useCreateUser = () =>
  useApiMutation(
    (body: z.input<typeof userCreateSchema>) =>
      apiFetch<z.infer<typeof userCreatedSchema>>('/users', { method: 'POST', body }),
    invalidateUsers,
  );

export const useUpdateUserStatus = (user: UserRow) =>
  useApiMutation(
    (body: z.input<typeof userStatusUpdateSchema>) =>
      apiFetch(`/users/${user.id}/status`, { method: 'PUT', body }),
    invalidateUsers,
  );

export const useUpdateUserRoles = (user: UserRow) =>
  useApiMutation(
    (body: z.input<typeof userRolesUpdateSchema>) =>
      apiFetch(`/users/${user.id}/roles`, { method: 'PUT', body }),
    invalidateUsers,
  );

export const useTransferUser = (userId: number) =>
  useApiMutation(
    (body: z.input<typeof userTransferSchema>) =>
      apiFetch(`/users/${userId}/transfer`, { method: 'POST', body }),
    invalidateUsers,
  );

export const useXmlPasswordReset = () =>
  useApiMutation(
    (user: UserRow) =>
      apiFetch<z.infer<typeof xmlPasswordResetSchema>>(`/users/${user.id}/xml-password-reset`, {
        method: 'POST',
      }),
    () => [],
  );
