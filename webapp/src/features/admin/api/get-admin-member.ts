import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';
import type { MemberId } from '../model/member-id';

/** One member as moderators see them: the whole profile, contact details, photos and status history. */
export const getAdminMember = (id: MemberId) =>
  authorized(() => AdminService.getAdminMember({ id, acceptLanguage: apiLocale() }));

export const getAdminMemberQueryOptions = (id: MemberId) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.admin, 'member-view', id],
    queryFn: () => getAdminMember(id),
    staleTime: 15_000,
  });

export const useAdminMember = (id: MemberId) => useSuspenseQuery(getAdminMemberQueryOptions(id));
