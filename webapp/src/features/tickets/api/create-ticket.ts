import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TicketService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { storeTicket } from './get-ticket';

export interface NewTicket {
  topic: string;
  message: string;
  /** The files, as lib/attachments.ts checked them (the generated limits: how many, which types, how large). */
  attachments: Blob[];
}

/**
 * Opens a ticket; the answer is the ticket with a confirmation (`message`) in the page's language. Refusals: 400 with
 * `errors` by field, 413 (a 4th file or one too large), 415 (not a JPEG, PNG or PDF by its bytes), 422 (a picture that
 * cannot be read), each with a translated `detail`.
 */
export const createTicket = (ticket: NewTicket) =>
  authorized(() => TicketService.createTicket({ formData: ticket, acceptLanguage: apiLocale() }));

export function useCreateTicket(config: MutationConfig<typeof createTicket> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createTicket,
    onSuccess: (answer, ...rest) => {
      storeTicket(queryClient, answer);
      return config.onSuccess?.(answer, ...rest);
    },
  });
}
