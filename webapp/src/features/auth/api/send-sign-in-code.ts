import { useMutation } from '@tanstack/react-query';
import { AccountService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

/** A code to sign in without the password. */
export const sendSignInCode = (email: string) => AccountService.sendRequestOtp({ email, acceptLanguage: apiLocale() });

export const useSendSignInCode = (config: MutationConfig<typeof sendSignInCode> = {}) =>
  useMutation({ ...config, mutationFn: sendSignInCode });
