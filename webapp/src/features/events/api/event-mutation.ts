import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type EventView } from '../../../api/generated/client';
import type { MutationConfig } from '../../../lib/react-query';
import { storeEvent } from './get-event';
import { MEMBER_EVENTS_KEY } from './get-events';

/**
 * A member's change to their registration (register, withdraw): the event it answers is stored at once; refused by a
 * rule (the window closed, the last place taken meanwhile), the member's events are read again, so that the page says
 * where the member now stands.
 */
export function useEventMutation<V>(
  mutationFn: (variables: V) => Promise<EventView>,
  config: MutationConfig<(variables: V) => Promise<EventView>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: (...args) => {
      storeEvent(queryClient, args[0]);
      return config.onSuccess?.(...args);
    },
    onError: (...args) => {
      if (args[0] instanceof ApiError && args[0].status === 422) {
        void queryClient.invalidateQueries({ queryKey: MEMBER_EVENTS_KEY });
      }
      return config.onError?.(...args);
    },
  });
}
