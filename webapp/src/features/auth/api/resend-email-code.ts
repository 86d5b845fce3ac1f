import { useMutation } from '@tanstack/react-query';
import { AccountService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

/** A new code to confirm the e-mail address. */
export const resendEmailCode = (email: string) => AccountService.sendOtp({ email, acceptLanguage: apiLocale() });

export const useResendEmailCode = (config: MutationConfig<typeof resendEmailCode> = {}) =>
  useMutation({ ...config, mutationFn: resendEmailCode });
