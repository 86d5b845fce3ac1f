import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EventService, type EventDay } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { eventDayKey, storeEventDay } from './get-event-day';

/** A change on the day page: the event and the event number it is about. */
export interface DayMarkRequest {
  eventId: number;
  eventNumber: number;
}

/**
 * Marks the registrant holding `eventNumber` (rule 49), on the event's day: 422 `not_a_candidate` for a number no
 * bride or groom for the member holds, `marking_closed` on another day.
 */
export const markInterest = ({ eventId, eventNumber }: DayMarkRequest) =>
  authorized(() => EventService.markInterest({ eventId, acceptLanguage: apiLocale(), requestBody: { eventNumber } }));

/** Takes a mark back on the day, unless the member confirmed it (422 `already_confirmed`). */
export const removeInterest = ({ eventId, eventNumber }: DayMarkRequest) =>
  authorized(() =>
    EventService.removeInterest({ eventId, acceptLanguage: apiLocale(), requestBody: { eventNumber } }),
  );

/** Confirms a mutual mark; the second side's confirmation connects the two (422 `not_mutual` otherwise). */
export const confirmInterest = ({ eventId, eventNumber }: DayMarkRequest) =>
  authorized(() =>
    EventService.confirmInterest({ eventId, acceptLanguage: apiLocale(), requestBody: { eventNumber } }),
  );

/** Each answers the day page as it now stands, which is stored at once; a refusal reads it again. */
function useDayMutation(
  mutationFn: (request: DayMarkRequest) => Promise<EventDay>,
  config: MutationConfig<(request: DayMarkRequest) => Promise<EventDay>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: (...args) => {
      storeEventDay(queryClient, args[0]);
      return config.onSuccess?.(...args);
    },
    onError: (...args) => {
      void queryClient.invalidateQueries({ queryKey: eventDayKey(args[1].eventId) });
      return config.onError?.(...args);
    },
  });
}

export const useMarkInterest = (config: MutationConfig<typeof markInterest> = {}) =>
  useDayMutation(markInterest, config);
export const useRemoveInterest = (config: MutationConfig<typeof removeInterest> = {}) =>
  useDayMutation(removeInterest, config);
export const useConfirmInterest = (config: MutationConfig<typeof confirmInterest> = {}) =>
  useDayMutation(confirmInterest, config);
