import { EventService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { useEventMutation } from './event-mutation';

/**
 * Withdraws the member's registration (rule 49) until registration closes: the place is freed, the event number stays
 * theirs should they register again. 422 `not_registered` or `registration_closed`.
 */
export const withdrawFromEvent = (eventId: number) =>
  authorized(() => EventService.withdrawFromEvent({ eventId, acceptLanguage: apiLocale() }));

export const useWithdrawFromEvent = (config: MutationConfig<typeof withdrawFromEvent> = {}) =>
  useEventMutation(withdrawFromEvent, config);
