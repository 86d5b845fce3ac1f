import { queryOptions, useQuery } from '@tanstack/react-query';
import { VerificationService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/**
 * What the member has verified (docs/rules.md rule 44): the badges earned, the ones open, and the mobile number; the
 * samaj volunteers' words waiting for an answer and the village of the samaj badge (rule 45), named in the page's
 * language; and whether the member is a volunteer themselves.
 */
export const getVerification = () =>
  authorized(() => VerificationService.getVerification({ acceptLanguage: apiLocale() }));

export const getVerificationQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.verification, queryFn: getVerification, staleTime: 30_000 });

/** Not suspending: the number shows at once from the account's details, whether it is verified once this is there. */
export const useVerification = () => useQuery(getVerificationQueryOptions());
