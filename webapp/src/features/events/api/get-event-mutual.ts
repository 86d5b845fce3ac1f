import { queryOptions, useQuery } from '@tanstack/react-query';
import { EventService } from '../../../api/generated/client';
import { authorized } from '../../../lib/session/auth-client';
import { organisedEventKey } from './get-organised-event';

/**
 * The pairs who marked each other at an event (docs/rules.md rule 49), for its organisers' desk to arrange a meeting on
 * the spot: bride and groom with numbers, names and profile ids, latest first, and whether both confirmed. Read every
 * 30 seconds while the page is open on the day.
 */
export const getEventMutualMarks = (eventId: number) =>
  authorized(() => EventService.getEventMutualMarks({ eventId }));

export const getEventMutualQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: [...organisedEventKey(eventId), 'mutual'],
    queryFn: () => getEventMutualMarks(eventId),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });

export const useEventMutualMarks = (eventId: number) => useQuery(getEventMutualQueryOptions(eventId));
