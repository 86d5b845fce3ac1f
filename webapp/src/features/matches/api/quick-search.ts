import { useMutation } from '@tanstack/react-query';
import { MatchService } from '../../../api/generated/client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/** The member id of a profile id (`PT104233`), or 0 when there is no such member the caller may see. */
export const quickSearch = (profileId: string) =>
  authorized(() => MatchService.quickSearch({ requestBody: { profileId } }));

export const useQuickSearch = (config: MutationConfig<typeof quickSearch> = {}) =>
  useMutation({ ...config, mutationFn: quickSearch });
