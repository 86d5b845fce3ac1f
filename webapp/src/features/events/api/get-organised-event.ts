import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { EventService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { authorized } from '../../../lib/session/auth-client';
import { ORGANISED_EVENTS_KEY } from './get-organised-events';

export const organisedEventKey = (eventId: number) => [...ORGANISED_EVENTS_KEY, 'detail', eventId] as const;

/** One event the caller organises, as its form shows it (rule 49); 404 for another's or an unknown one. */
export const getOrganisedEvent = (eventId: number) =>
  authorized(() => EventService.getOrganisedEvent({ eventId, acceptLanguage: apiLocale() }));

export const getOrganisedEventQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: organisedEventKey(eventId),
    queryFn: () => getOrganisedEvent(eventId),
    staleTime: 15_000,
  });

export const useOrganisedEvent = (eventId: number) => useSuspenseQuery(getOrganisedEventQueryOptions(eventId));
