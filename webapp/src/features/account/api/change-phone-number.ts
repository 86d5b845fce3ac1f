import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountService, type ChangePhoneRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { invalidateAccount } from './invalidate-account';

/** Changes the mobile number (with the password); another member's number is a 409 on `phoneNumber`. */
export const changePhoneNumber = (requestBody: ChangePhoneRequest) =>
  authorized(() => AccountService.changePhoneNumber({ requestBody, acceptLanguage: apiLocale() }));

export function useChangePhoneNumber(config: MutationConfig<typeof changePhoneNumber> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: changePhoneNumber,
    onSuccess: (...args) => {
      invalidateAccount(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
