import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** The members' edit requests (name, date of birth, gender, other) awaiting a decision, oldest first. */
export const getEditRequests = () => authorized(() => AdminService.getEditRequests({ acceptLanguage: apiLocale() }));

export const getEditRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...QUERY_KEYS.admin, 'edit-requests'],
    queryFn: getEditRequests,
    staleTime: 15_000,
  });

export const useEditRequests = () => useSuspenseQuery(getEditRequestsQueryOptions());
