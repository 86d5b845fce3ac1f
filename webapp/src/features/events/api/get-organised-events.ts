import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EventService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { authorized } from '../../../lib/session/auth-client';
import { EVENTS_QUERY_KEY } from './get-events';

/** The organisers' side of the events: their list, each event, its registrants. */
export const ORGANISED_EVENTS_KEY = [...EVENTS_QUERY_KEY, 'organised'] as const;

/**
 * One page (20) of the events the caller organises (docs/rules.md rule 49), latest day first, with how many
 * registered: every event for a moderator, the events of their villages and gol for a volunteer. 403 `not_volunteer`
 * for anyone else, which the page says in words.
 */
export const getOrganisedEvents = (pageIndex: number) =>
  authorized(() => EventService.getOrganisedEvents({ pageIndex, acceptLanguage: apiLocale() }));

export const getOrganisedEventsQueryOptions = (pageIndex: number) =>
  queryOptions({
    queryKey: [...ORGANISED_EVENTS_KEY, 'list', pageIndex],
    queryFn: () => getOrganisedEvents(pageIndex),
    staleTime: 15_000,
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });

/** A plain query: a 403 is said on the page, not an error screen. */
export const useOrganisedEvents = (pageIndex: number) => useQuery(getOrganisedEventsQueryOptions(pageIndex));
