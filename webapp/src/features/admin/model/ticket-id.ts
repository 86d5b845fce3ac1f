import { parseMemberId } from './member-id';

/**
 * The `$ticketId` of /admin/tickets/$ticketId, written as a member id is (digits, from 1, no leading zero or sign);
 * null when the address names no ticket.
 */
export function parseTicketId(raw: string): number | null {
  return parseMemberId(raw);
}
