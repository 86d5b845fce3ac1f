import { useMutation } from '@tanstack/react-query';
import { AccountService, type ChangeEmailRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

/** A mistyped address, corrected before it is confirmed; a new code goes to the new address. */
export const changeEmail = (requestBody: ChangeEmailRequest) =>
  AccountService.changeEmailAddressOtp({ requestBody, acceptLanguage: apiLocale() });

export const useChangeEmail = (config: MutationConfig<typeof changeEmail> = {}) =>
  useMutation({ ...config, mutationFn: changeEmail });
