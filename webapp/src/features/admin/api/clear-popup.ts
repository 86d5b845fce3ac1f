import { useMutation } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/** Removes the web popup: no browser shows one from now on. Answers the (empty) state with `message` for the toast. */
export const clearPopup = () => authorized(() => AdminService.clearPopup({ acceptLanguage: apiLocale() }));

export const useClearPopup = (config: MutationConfig<typeof clearPopup> = {}) =>
  useMutation({ ...config, mutationFn: clearPopup });
