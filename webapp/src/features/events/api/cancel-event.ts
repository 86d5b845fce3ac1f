import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EventService, type EventView } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { EVENTS_QUERY_KEY } from './get-events';
import { organisedEventKey } from './get-organised-event';

/**
 * Cancels an event its organiser manages (docs/rules.md rule 49), with the reason every registrant is told: 400 for a
 * reason the shared rule refuses (1 to 300 characters), 422 `event_date_passed` or `event_cancelled`.
 */
export const cancelEvent = ({ eventId, reason }: { eventId: number; reason: string }): Promise<EventView> =>
  authorized(() => EventService.cancelEvent({ eventId, requestBody: { reason }, acceptLanguage: apiLocale() }));

export function useCancelEvent(config: MutationConfig<typeof cancelEvent> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: cancelEvent,
    onSuccess: (...args) => {
      const saved = args[0];
      queryClient.setQueryData<EventView>(organisedEventKey(saved.eventId), saved);
      void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
      return config.onSuccess?.(...args);
    },
  });
}
