import { useMutation } from '@tanstack/react-query';
import { AccountService, type RegisterRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export interface RegisterInput extends Omit<RegisterRequest, 'captchaResponse' | 'language'> {
  captchaToken: () => Promise<string>;
}

/** A new account; the server e-mails a code to confirm the address. */
export const register = async ({ captchaToken, ...values }: RegisterInput) =>
  AccountService.register({
    requestBody: {
      ...values,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phoneNumber: values.phoneNumber.trim(),
      captchaResponse: await captchaToken(),
      language: apiLocale(),
    },
    acceptLanguage: apiLocale(),
  });

export const useRegister = (config: MutationConfig<typeof register> = {}) =>
  useMutation({ ...config, mutationFn: register });
