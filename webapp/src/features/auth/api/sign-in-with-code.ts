import { useMutation } from '@tanstack/react-query';
import { AccountService, type VerifyCodeRequest } from '../../../api/generated/client';
import type { MutationConfig } from '../../../lib/react-query';

/** Sign-in with the code that arrived by e-mail. */
export const signInWithCode = ({ email, otp }: Pick<VerifyCodeRequest, 'email' | 'otp'>) =>
  AccountService.verifyRequestOtp({ requestBody: { email: email.trim(), otp } });

export const useSignInWithCode = (config: MutationConfig<typeof signInWithCode> = {}) =>
  useMutation({ ...config, mutationFn: signInWithCode });
