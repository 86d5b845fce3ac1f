import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/**
 * Every samaj volunteer (docs/rules.md rule 45), appointed ones first (newest first), then withdrawn ones: the account,
 * the villages and gol they serve, named in the page's language, and how many of their words members accepted.
 */
export const getVolunteers = () => authorized(() => AdminService.getVolunteers({ acceptLanguage: apiLocale() }));

export const getVolunteersQueryOptions = () =>
  queryOptions({ queryKey: [...QUERY_KEYS.admin, 'volunteers'], queryFn: getVolunteers, staleTime: 15_000 });

export const useVolunteers = () => useSuspenseQuery(getVolunteersQueryOptions());
