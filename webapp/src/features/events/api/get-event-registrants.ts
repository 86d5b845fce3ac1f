import { queryOptions, useQuery } from '@tanstack/react-query';
import { EventService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { authorized } from '../../../lib/session/auth-client';
import { organisedEventKey } from './get-organised-event';

/**
 * The registrants of an event, for its organisers' desk (rule 49), by event number, those who withdrew last: name,
 * profile id, age on the day, bride or groom, village and what each chose for the booklet. Never a photo or a contact.
 */
export const getEventRegistrants = (eventId: number) =>
  authorized(() => EventService.getEventRegistrants({ eventId, acceptLanguage: apiLocale() }));

export const getEventRegistrantsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: [...organisedEventKey(eventId), 'registrants'],
    queryFn: () => getEventRegistrants(eventId),
    staleTime: 15_000,
  });

/** A plain query: the event's form stays usable while the registrants load, or if they fail. */
export const useEventRegistrants = (eventId: number) => useQuery(getEventRegistrantsQueryOptions(eventId));
