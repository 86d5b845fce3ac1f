import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { EventService, type EventDay } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { authorized } from '../../../lib/session/auth-client';
import { MEMBER_EVENTS_KEY } from './get-events';

export const eventDayKey = (eventId: number) => [...MEMBER_EVENTS_KEY, 'day', eventId] as const;

/**
 * The member's day page of an event (docs/rules.md rule 49), `GET /api/Event/{eventId}/Interest`: their own number and
 * their marks, each `mutual` once the other marked them too, `confirmed`, and connected once both confirmed. Read
 * every 30 seconds while open, since the other side marks and confirms from their own phone.
 */
export const getEventDay = (eventId: number) =>
  authorized(() => EventService.getEventDay({ eventId, acceptLanguage: apiLocale() }));

export const getEventDayQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: eventDayKey(eventId),
    queryFn: () => getEventDay(eventId),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });

export const useEventDay = (eventId: number) => useSuspenseQuery(getEventDayQueryOptions(eventId));

export function storeEventDay(queryClient: QueryClient, day: EventDay): void {
  queryClient.setQueryData<EventDay>(eventDayKey(day.eventId), day);
}
