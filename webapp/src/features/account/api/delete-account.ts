import { useMutation } from '@tanstack/react-query';
import { AccountService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/**
 * Deletes the account for good, with the password. Sent in the body rather than the `password` query parameter that
 * the server also accepts, so that it never sits in an address (history, proxies' logs).
 */
export const deleteAccount = (password: string) =>
  authorized(() => AccountService.deleteAccount({ requestBody: { password }, acceptLanguage: apiLocale() }));

export const useDeleteAccount = (config: MutationConfig<typeof deleteAccount> = {}) =>
  useMutation({ ...config, mutationFn: deleteAccount });
