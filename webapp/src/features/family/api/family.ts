import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FamilyService, type InviteRequest, type RightsRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/** The family page's data: who looks after the member's profile, and the profiles the account looks after. */
export const FAMILY_QUERY_KEY = ['family'] as const;

/**
 * `GET /api/Family` (docs/rules.md rule 46): `managers` (those invited to, or looking after, the caller's own profile;
 * only to the profile's person) and `profiles` (those the account looks after, the one the sign-in acts for marked).
 */
export const getFamily = () => authorized(() => FamilyService.getFamily());

export const getFamilyQueryOptions = () =>
  queryOptions({ queryKey: FAMILY_QUERY_KEY, queryFn: getFamily, staleTime: 30_000 });

export const useFamily = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getFamilyQueryOptions(), enabled });

/** Refreshes the family page after a change. */
function useRefreshFamily() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: FAMILY_QUERY_KEY });
}

/**
 * Invites a family member by e-mail to look after the member's profile with some rights (a code valid 7 days); again
 * for one not yet accepted, a new code. 409 `already_managing`, 422 `family_limit` or `invite_self`, 429 within a
 * minute of the last code.
 */
export const inviteFamilyMember = (requestBody: InviteRequest) =>
  authorized(() => FamilyService.inviteFamilyMember({ requestBody }));

export function useInviteFamilyMember(config: MutationConfig<typeof inviteFamilyMember> = {}) {
  const refresh = useRefreshFamily();
  return useMutation({
    ...config,
    mutationFn: inviteFamilyMember,
    onSuccess: (...args) => {
      refresh();
      return config.onSuccess?.(...args);
    },
  });
}

/** A manager's relation and rights, counted from their next call. */
export const changeFamilyMember = ({ managerId, requestBody }: { managerId: number; requestBody: RightsRequest }) =>
  authorized(() => FamilyService.changeFamilyMember({ managerId, requestBody }));

export function useChangeFamilyMember(config: MutationConfig<typeof changeFamilyMember> = {}) {
  const refresh = useRefreshFamily();
  return useMutation({
    ...config,
    mutationFn: changeFamilyMember,
    onSuccess: (...args) => {
      refresh();
      return config.onSuccess?.(...args);
    },
  });
}

/** Removes a manager or an invitation: their sign-in on the profile ends at once. Answers `{ message }`. */
export const removeFamilyMember = (managerId: number) =>
  authorized(() => FamilyService.removeFamilyMember({ managerId, acceptLanguage: apiLocale() }));

export function useRemoveFamilyMember(config: MutationConfig<typeof removeFamilyMember> = {}) {
  const refresh = useRefreshFamily();
  return useMutation({
    ...config,
    mutationFn: removeFamilyMember,
    onSuccess: (...args) => {
      refresh();
      return config.onSuccess?.(...args);
    },
  });
}

