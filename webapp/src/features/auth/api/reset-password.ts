import { useMutation } from '@tanstack/react-query';
import { AccountService, type ResetPasswordRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

/** The code from the e-mail and the new password. */
export const resetPassword = (values: ResetPasswordRequest) =>
  AccountService.verifyForgetPassword({
    requestBody: { ...values, email: values.email.trim() },
    acceptLanguage: apiLocale(),
  });

export const useResetPassword = (config: MutationConfig<typeof resetPassword> = {}) =>
  useMutation({ ...config, mutationFn: resetPassword });
