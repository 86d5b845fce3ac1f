import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AccountService, type PrivacyRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** The member's privacy (rule 47): private mode, browsing invisibly, and whether the app offers private mode. */
export const getPrivacy = () => authorized(() => AccountService.getPrivacy());

export const privacyQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.privacy,
    queryFn: getPrivacy,
    staleTime: 60_000,
  });

/** Read only where it is asked for: the person's own choice, which a family manager never reads (403). */
export const usePrivacy = (enabled = true) => useQuery({ ...privacyQueryOptions(), enabled });

export const setPrivacy = (requestBody: PrivacyRequest) =>
  authorized(() => AccountService.setPrivacy({ requestBody, acceptLanguage: apiLocale() }));

/** Saves the choices; the lists are read again, since the server's answer counts at once everywhere. */
export function useSetPrivacy(onSaved?: (message: string) => void, onFailed?: (error: Error) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrivacy,
    onSuccess: (answer) => onSaved?.(answer.message),
    onError: (error) => onFailed?.(error),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.privacy }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.matches }),
      ]);
    },
  });
}
