import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConnectionsService, FamilyService } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** The parents' names and phones of a member the caller is connected with (rule 10; 404 for anyone else). */
export const getFamilyContacts = (memberId: number) =>
  authorized(() => ConnectionsService.getFamilyContacts({ memberId }));

export const getFamilyContactsQueryOptions = (memberId: number) =>
  queryOptions({
    // Under the matches' key: a connection change (a block) makes it stale with the cards.
    queryKey: [...QUERY_KEYS.matches, 'family-contacts', memberId],
    queryFn: () => getFamilyContacts(memberId),
    staleTime: 60_000,
  });

/** Read when the dialog opens, not before. */
export const useFamilyContacts = (memberId: number, enabled: boolean) =>
  useQuery({ ...getFamilyContactsQueryOptions(memberId), enabled });

/**
 * Asks the member to show the family's contacts they keep until asked (docs/rules.md rule 46); the answer is the
 * request's state, which the dialog then shows.
 */
export const askFamilyContacts = (memberId: number) =>
  authorized(() => FamilyService.askFamilyContacts({ requestBody: { memberId } }));

export function useAskFamilyContacts(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askFamilyContacts,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getFamilyContactsQueryOptions(memberId).queryKey }),
  });
}
