import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EventService, type PaperEntry, type PaperFormAnswer, type PaperFormRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { organisedEventKey } from './get-organised-event';

/**
 * A volunteer registers a family that is not online from its paper form (docs/rules.md rule 49): the family's account,
 * the person's profile (which the volunteer then enters in the wizard, acting for it) and the registration with the
 * event's next number. 409 for an address or verified mobile already an account's; 422 outside the window, for a
 * person the event is not for, or when full.
 */
export const enterPaperForm = ({ eventId, form }: { eventId: number; form: PaperFormRequest }): Promise<PaperFormAnswer> =>
  authorized(() => EventService.enterPaperForm({ eventId, requestBody: form, acceptLanguage: apiLocale() }));

/** The photo of the paper form on which the person signed their consent, for a moderator to check. */
export const sendPaperConsent = ({
  eventId,
  memberId,
  image,
}: {
  eventId: number;
  memberId: number;
  image: Blob;
}): Promise<PaperEntry> =>
  authorized(() => EventService.sendPaperConsent({ eventId, memberId, formData: { image } }));

/** Either call changes the event's registrants: the organiser's event (its counts) and its list are read again. */
function useRefreshEvent() {
  const queryClient = useQueryClient();
  return (eventId: number) => void queryClient.invalidateQueries({ queryKey: organisedEventKey(eventId) });
}

export function useEnterPaperForm(config: MutationConfig<typeof enterPaperForm> = {}) {
  const refresh = useRefreshEvent();
  return useMutation({
    ...config,
    mutationFn: enterPaperForm,
    onSuccess: (...args) => {
      refresh(args[1].eventId);
      return config.onSuccess?.(...args);
    },
  });
}

export function useSendPaperConsent(config: MutationConfig<typeof sendPaperConsent> = {}) {
  const refresh = useRefreshEvent();
  return useMutation({
    ...config,
    mutationFn: sendPaperConsent,
    onSuccess: (...args) => {
      refresh(args[1].eventId);
      return config.onSuccess?.(...args);
    },
  });
}
