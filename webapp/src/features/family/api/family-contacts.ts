import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FamilyService, type ContactsRequest, type OwnContacts } from '../../../api/generated/client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

const CONTACTS_QUERY_KEY = ['family', 'contacts'] as const;

/** The member's family contacts and the requests of connected members to see those kept until asked (rule 46). */
export const getOwnFamilyContacts = () => authorized(() => FamilyService.getOwnFamilyContacts());

export const useOwnFamilyContacts = () =>
  useQuery(queryOptions({ queryKey: CONTACTS_QUERY_KEY, queryFn: getOwnFamilyContacts, staleTime: 30_000 }));

function useKeep() {
  const queryClient = useQueryClient();
  return (answer: OwnContacts) => queryClient.setQueryData(CONTACTS_QUERY_KEY, answer);
}

/** Saves the whole list, in order (at most 5). */
export const saveFamilyContacts = (requestBody: ContactsRequest) =>
  authorized(() => FamilyService.saveFamilyContacts({ requestBody }));

export function useSaveFamilyContacts(config: MutationConfig<typeof saveFamilyContacts> = {}) {
  const keep = useKeep();
  return useMutation({
    ...config,
    mutationFn: saveFamilyContacts,
    onSuccess: (...args) => {
      keep(args[0]);
      return config.onSuccess?.(...args);
    },
  });
}

/** Approves or declines a connected member's request to see the contacts kept until asked. */
export const answerContactsRequest = ({ askId, approve }: { askId: number; approve: boolean }) =>
  authorized(() => FamilyService.answerFamilyContactsRequest({ requestBody: { askId, approve } }));

export function useAnswerContactsRequest() {
  const keep = useKeep();
  return useMutation({ mutationFn: answerContactsRequest, onSuccess: keep });
}
