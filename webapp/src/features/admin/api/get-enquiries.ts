import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** Enquiries a page shows (the server's default page size). */
export const ENQUIRY_PAGE_SIZE = 20;

/**
 * One page of the contact-form enquiries: open ones oldest first, or (`handled`) those handled, newest first. Their
 * topics in the page's language.
 */
export const getEnquiries = (handled: boolean, pageIndex: number) =>
  authorized(() =>
    AdminService.getEnquiries({ handled, pageIndex, pageSize: ENQUIRY_PAGE_SIZE, acceptLanguage: apiLocale() }),
  );

export const getEnquiriesQueryOptions = (handled: boolean, pageIndex: number) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.admin, 'enquiries', handled, pageIndex],
    queryFn: () => getEnquiries(handled, pageIndex),
    staleTime: 15_000,
  });

export const useEnquiries = (handled: boolean, pageIndex: number) =>
  useSuspenseQuery(getEnquiriesQueryOptions(handled, pageIndex));
