import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write through TanStack Query that refreshes what it changes (style.md §7): after success
 * every query under the given keys is invalidated, so the list a page returns to is current.
 * Features build one hook per endpoint on this (`useCreateMasterEntry`, …); pages never call
 * `apiFetch` for a write.
 */
export function useApiMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: (variables: TVariables, data: TData) => readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, variables) => {
      await Promise.all(
        invalidates(variables, data).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
