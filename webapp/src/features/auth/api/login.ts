import { useMutation } from '@tanstack/react-query';
import { AccountService, type LoginRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export interface LoginInput extends Pick<LoginRequest, 'username' | 'password'> {
  /** The captcha's answer, which may still be in the works when the member presses the button. */
  captchaToken: () => Promise<string>;
}

/** Sign-in with the e-mail or mobile number and the password. */
export const login = async ({ username, password, captchaToken }: LoginInput) =>
  AccountService.login({
    requestBody: { username: username.trim(), password, captchaResponse: await captchaToken() },
    acceptLanguage: apiLocale(),
  });

export const useLogin = (config: MutationConfig<typeof login> = {}) => useMutation({ ...config, mutationFn: login });
