import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConnectionsService } from '../../../api/generated/client';
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
