import { z } from 'zod';
import { PAGE_INDEX_MAX, PAGE_INDEX_MIN } from '../../../api/generated/rules/rules';
import { TICKET_STATUSES } from './support';

/** `page=n`, from 1; anything else is the first page. */
const page = z.number().int().min(PAGE_INDEX_MIN).max(PAGE_INDEX_MAX).optional().catch(undefined);

/** /admin/tickets?status=answered&page=2: which tickets, which page; anything unknown falls back to the open ones. */
export const ticketListSearch = z.object({
  status: z.enum(TICKET_STATUSES).optional().catch(undefined),
  page,
});

/** /admin/enquiries?handled=true&page=2: the open enquiries unless `handled` is true. */
export const enquiryListSearch = z.object({
  handled: z.boolean().optional().catch(undefined),
  page,
});

/** How many pages a list of `total` items has, `size` a page: at least one, so that an empty list has its page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
