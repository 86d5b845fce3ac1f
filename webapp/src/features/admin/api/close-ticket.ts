import { useMutation } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/**
 * Closes a ticket without an answer (the member can open it again by replying). Answers `{ message }`; a ticket
 * already closed (perhaps by another moderator just now) answers 422.
 */
export const closeTicket = (ticketId: number) =>
  authorized(() => AdminService.closeTicket({ requestBody: { ticketId }, acceptLanguage: apiLocale() }));

export const useCloseTicket = (config: MutationConfig<typeof closeTicket> = {}) =>
  useMutation({ ...config, mutationFn: closeTicket });
