import { useMutation } from '@tanstack/react-query';
import { AccountService, type VerifyCodeRequest } from '../../../api/generated/client';
import type { MutationConfig } from '../../../lib/react-query';

/** The code from the e-mail confirms the address (after registration, or a sign-in with an unconfirmed one). */
export const confirmEmail = ({ email, otp }: Pick<VerifyCodeRequest, 'email' | 'otp'>) =>
  AccountService.verifyOtp({ requestBody: { email, otp } });

export const useConfirmEmail = (config: MutationConfig<typeof confirmEmail> = {}) =>
  useMutation({ ...config, mutationFn: confirmEmail });
