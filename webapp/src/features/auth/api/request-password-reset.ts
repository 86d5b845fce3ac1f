import { useMutation } from '@tanstack/react-query';
import { AccountService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

/** "Forgot password": a code to set a new password goes to the account's e-mail. */
export const requestPasswordReset = (email: string) =>
  AccountService.forgetPassword({ email: email.trim(), acceptLanguage: apiLocale() });

export const useRequestPasswordReset = (config: MutationConfig<typeof requestPasswordReset> = {}) =>
  useMutation({ ...config, mutationFn: requestPasswordReset });
