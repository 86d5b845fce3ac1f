import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EventService, type EventRequest, type EventView } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { EVENTS_QUERY_KEY } from './get-events';
import { organisedEventKey } from './get-organised-event';

/**
 * Creates an event (no `eventId`) or changes one (docs/rules.md rule 49); in the audit log either way. 400 for a field
 * the shared rules refuse; 422 `event_date_passed`, `event_not_your_village` or `capacity_below_registrations`.
 */
export const saveEvent = ({ eventId, event }: { eventId?: number; event: EventRequest }): Promise<EventView> =>
  eventId === undefined
    ? authorized(() => EventService.createEvent({ requestBody: event, acceptLanguage: apiLocale() }))
    : authorized(() => EventService.updateEvent({ eventId, requestBody: event, acceptLanguage: apiLocale() }));

export function useSaveEvent(config: MutationConfig<typeof saveEvent> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveEvent,
    onSuccess: (...args) => {
      const saved = args[0];
      queryClient.setQueryData<EventView>(organisedEventKey(saved.eventId), saved);
      // The organisers' list, and the members' lists and events (names, days, places, standing).
      void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
      return config.onSuccess?.(...args);
    },
  });
}
