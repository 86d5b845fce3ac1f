import type { TicketStatus } from '../../../api/generated/rules/types/TicketStatus';
import { definedOnly, flag, oneOf, pageNumber } from '../../../lib/search-readers';

/** The ticket statuses (rule 33), in the order of the queue's filter. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const satisfies readonly TicketStatus[];

/** The queue's filter when the address names no status: the tickets waiting for an answer. */
export const DEFAULT_TICKET_STATUS: TicketStatus = 'open';

export interface TicketListSearch {
  status?: TicketStatus;
  page?: number;
}

/** /admin/tickets?status=answered&page=2: which tickets, which page; anything unknown falls back to the open ones. */
export const ticketListSearch = {
  parse: (search: Record<string, unknown>): TicketListSearch =>
    definedOnly({ status: oneOf(TICKET_STATUSES, search.status), page: pageNumber(search.page) }),
};

export interface EnquiryListSearch {
  handled?: boolean;
  page?: number;
}

/** /admin/enquiries?handled=true&page=2: the open enquiries unless `handled` is true. */
export const enquiryListSearch = {
  parse: (search: Record<string, unknown>): EnquiryListSearch =>
    definedOnly({ handled: flag(search.handled), page: pageNumber(search.page) }),
};

/** How many pages a list of `total` items has, `size` a page: at least one, so that an empty list has its page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
