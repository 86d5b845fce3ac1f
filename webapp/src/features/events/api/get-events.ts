import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { EventService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { authorized } from '../../../lib/session/auth-client';

/** Every events query, the member's and the organisers': saving an event refreshes them all. */
export const EVENTS_QUERY_KEY = ['events'] as const;

/** The member's side of the events (the list and each event with where the member stands). */
export const MEMBER_EVENTS_KEY = [...EVENTS_QUERY_KEY, 'member'] as const;

/**
 * The events the approved member may join or joined (docs/rules.md rule 49), from a week ago on, soonest first, each
 * with where the member stands (`standing`) and their own registration. Family managers with `view` read them too.
 */
export const getEvents = () => authorized(() => EventService.getEvents({ acceptLanguage: apiLocale() }));

export const getEventsQueryOptions = () =>
  queryOptions({ queryKey: [...MEMBER_EVENTS_KEY, 'list'], queryFn: getEvents, staleTime: 30_000 });

export const useEvents = () => useSuspenseQuery(getEventsQueryOptions());
