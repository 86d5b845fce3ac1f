import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TicketService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { storeTicket } from './get-ticket';

export interface TicketReply {
  ticketId: number;
  message: string;
  attachments: Blob[];
}

/**
 * Adds the member's message (and files) to their ticket; a reply to an answered or closed ticket opens it again
 * ("still have a problem"). The answer is the ticket, whole, with a confirmation (`message`). Refusals as for a new
 * ticket, and 404 for a ticket that is not the member's.
 */
export const replyToTicket = (reply: TicketReply) =>
  authorized(() => TicketService.replyToTicket({ formData: reply, acceptLanguage: apiLocale() }));

export function useReplyToTicket(config: MutationConfig<typeof replyToTicket> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: replyToTicket,
    onSuccess: (answer, ...rest) => {
      storeTicket(queryClient, answer);
      return config.onSuccess?.(answer, ...rest);
    },
  });
}
