import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { EventService, type EventView } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { authorized } from '../../../lib/session/auth-client';
import { MEMBER_EVENTS_KEY } from './get-events';

export const eventKey = (eventId: number) => [...MEMBER_EVENTS_KEY, 'detail', eventId] as const;

/** One event from a week ago on, with where the member stands (rule 49); 404 for an older or unknown one. */
export const getEvent = (eventId: number) =>
  authorized(() => EventService.getEvent({ eventId, acceptLanguage: apiLocale() }));

export const getEventQueryOptions = (eventId: number) =>
  queryOptions({ queryKey: eventKey(eventId), queryFn: () => getEvent(eventId), staleTime: 30_000 });

export const useEvent = (eventId: number) => useSuspenseQuery(getEventQueryOptions(eventId));

/**
 * After registering, changing the choices or withdrawing, the answer is the event as the member now stands with it:
 * kept for its page, and the list fetched again (its badge and places left changed).
 */
export function storeEvent(queryClient: QueryClient, event: EventView): void {
  queryClient.setQueryData<EventView>(eventKey(event.eventId), event);
  void queryClient.invalidateQueries({ queryKey: [...MEMBER_EVENTS_KEY, 'list'] });
}
