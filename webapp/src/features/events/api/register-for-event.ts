import { EventService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import type { BookletChoices } from '../model/registration';
import { useEventMutation } from './event-mutation';

/**
 * Registers the member for an event (docs/rules.md rule 49) with what the booklet may show; registering again changes
 * those choices and keeps the event number. Answers the event with the member's registration; 422
 * `registration_closed`, `not_eligible` or `event_full`.
 */
export const registerForEvent = ({ eventId, choices }: { eventId: number; choices: BookletChoices }) =>
  authorized(() => EventService.registerForEvent({ eventId, requestBody: choices, acceptLanguage: apiLocale() }));

export const useRegisterForEvent = (config: MutationConfig<typeof registerForEvent> = {}) =>
  useEventMutation(registerForEvent, config);
