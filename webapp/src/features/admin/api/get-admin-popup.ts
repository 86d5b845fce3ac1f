import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** The web popup being shown, in both languages, and since when; `popup` is absent when none is set. */
export const getAdminPopup = () => authorized(() => AdminService.getAdminPopup());

export const getAdminPopupQueryOptions = () =>
  queryOptions({ queryKey: [...QUERY_KEYS.admin, 'popup'], queryFn: getAdminPopup, staleTime: 15_000 });

export const useAdminPopup = () => useSuspenseQuery(getAdminPopupQueryOptions());
