import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { AccountService } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** The account as its owner sees it: profile id, e-mail, mobile, status, member since, a new e-mail awaiting its code. */
export const getAccountInfo = () => authorized(() => AccountService.getAccountInfo());

export const getAccountInfoQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.accountInfo, queryFn: getAccountInfo, staleTime: 30_000 });

export const useAccountInfo = () => useSuspenseQuery(getAccountInfoQueryOptions());
