import type { z } from 'zod';
import type {
  RoleDto,
  RoleMenus,
  roleMenusUpdateSchema,
  roleUpdateSchema,
} from '../../../common/api/roles.ts';
import { apiFetch } from '../../api/client.ts';
import { useApiMutation } from '../../api/mutation.ts';

/** Spec §2 rolemaster, rolemasterupdate/{id}, menuAuth: typed calls, keys, and writes that refresh. */
export const rolesKeys = {
  all: ['roles'] as const,
  list: () => [...rolesKeys.all, 'list'] as const,
  role: (id: string | number | undefined) => [...rolesKeys.all, 'role', String(id)] as const,
  menus: (id: string | number | null) => [...rolesKeys.all, 'menus', String(id)] as const,
};

export const rolesQuery = { queryKey: rolesKeys.list(), queryFn: () => apiFetch<RoleDto[]>('/roles') };

export const roleQuery = (id: string | undefined) => ({
  queryKey: rolesKeys.role(id),
  queryFn: () => apiFetch<RoleDto>(`/roles/${id}`),
});

export const roleMenusQuery = (id: string | number | null) => ({
  queryKey: rolesKeys.menus(id),
  queryFn: () => apiFetch<RoleMenus>(`/roles/${id}/menus`),
});

export const useUpdateRole = (id: string | number | undefined) =>
  useApiMutation(
    (body: z.input<typeof roleUpdateSchema>) => apiFetch(`/roles/${id}`, { method: 'PUT', body }),
    () => [rolesKeys.all],
  );

export const useUpdateRoleMenus = (id: string | number | null) =>
  useApiMutation(
    (body: z.input<typeof roleMenusUpdateSchema>) => apiFetch(`/roles/${id}/menus`, { method: 'PUT', body }),
    () => [rolesKeys.all],
  );
