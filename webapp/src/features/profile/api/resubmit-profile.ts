import { useMutation } from '@tanstack/react-query';
import { ProfileService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/** Status 2: the edited profile goes back to the moderators (status 1). */
export const resubmitProfile = () => authorized(() => ProfileService.resubmitProfile({ acceptLanguage: apiLocale() }));

export const useResubmitProfile = (config: MutationConfig<typeof resubmitProfile> = {}) =>
  useMutation({ ...config, mutationFn: resubmitProfile });
