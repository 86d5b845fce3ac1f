import { useMutation } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

export interface TicketAnswer {
  ticketId: number;
  /** 1 to 4000 characters (the shared `message` rule). */
  message: string;
  /** Up to 3 files: jpeg, png or pdf, at most 5 MiB each. */
  attachments: readonly File[];
  /** Close the ticket with this answer instead of leaving it answered. */
  close: boolean;
}

/**
 * A moderator's answer: it joins the thread and the ticket becomes answered (or closed with `close`); the member is
 * told. Answers the whole ticket with `message` for the toast; a file too large is a 413, of another type a 415.
 */
export function answerTicket({ ticketId, message, attachments, close }: TicketAnswer) {
  return authorized(() =>
    AdminService.answerTicket({
      formData: { ticketId, message, attachments: [...attachments], close },
      acceptLanguage: apiLocale(),
    }),
  );
}

export const useAnswerTicket = (config: MutationConfig<typeof answerTicket> = {}) =>
  useMutation({ ...config, mutationFn: answerTicket });
