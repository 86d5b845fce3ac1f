import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { CreateProfileService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** What the wizard has saved so far (status 0 only); it resumes at `wizardStep + 1`. */
export const getWizardDetail = () =>
  authorized(() => CreateProfileService.getWizardMemberDetail({ acceptLanguage: apiLocale() }));

export const getWizardDetailQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.wizardDetail,
    queryFn: getWizardDetail,
    staleTime: Infinity,
    retry: false,
  });

export const useWizardDetail = () => useSuspenseQuery(getWizardDetailQueryOptions());
