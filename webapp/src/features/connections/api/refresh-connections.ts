import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { CONNECTION_QUERY_KEYS } from '../../../lib/query-keys';

/**
 * After any connection action, whether it went through or not (a 409 or 422 means the state moved under the member's
 * feet): the cards, details, inbox, quota and notifications are read again. Resolves once the open pages have their
 * new data, so a button stays busy until its card shows the new state.
 */
export async function refreshAfterConnectionChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(CONNECTION_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A mutation of the connections feature: the caller's callbacks, then the refresh above once it is settled. */
export function useConnectionMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  config: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSettled: async (...args) => {
      await refreshAfterConnectionChange(queryClient);
      return config.onSettled?.(...args);
    },
  });
}
