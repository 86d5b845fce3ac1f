import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FamilyService } from '../../../api/generated/client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

const CONSENT_QUERY_KEY = ['create-profile', 'consent'] as const;

/**
 * Whether the profile waits for its person's consent (docs/rules.md rule 46): a profile someone else created goes to
 * the moderators once its person agrees with a code sent to their own e-mail.
 */
export const getPersonConsent = () => authorized(() => FamilyService.getFamilyConsent());

/** Asked again every few seconds while a code waits, so that the page moves on once the person agrees. */
export const CONSENT_POLL_MS = 5_000;

export const usePersonConsent = () =>
  useQuery(
    queryOptions({
      queryKey: CONSENT_QUERY_KEY,
      queryFn: getPersonConsent,
      staleTime: 0,
      refetchInterval: (query) =>
        query.state.data?.codeValidUntil && !query.state.data.consentedOn ? CONSENT_POLL_MS : false,
    }),
  );

/** Sends the person a code at their own e-mail (again after a minute). 422 `consent_own_address`, 429. */
export const sendConsentCode = (email: string) =>
  authorized(() => FamilyService.sendFamilyConsentCode({ requestBody: { email } }));

export function useSendConsentCode(config: MutationConfig<typeof sendConsentCode> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: sendConsentCode,
    onSuccess: (...args) => {
      queryClient.setQueryData(CONSENT_QUERY_KEY, args[0]);
      return config.onSuccess?.(...args);
    },
  });
}
