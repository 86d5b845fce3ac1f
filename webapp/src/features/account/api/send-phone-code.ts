import { useMutation } from '@tanstack/react-query';
import { VerificationService, type PhoneCodeRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/**
 * Texts a code to a mobile number: the member's own (no password), or a new one (with the password). Nothing changes
 * until the code comes back; a number another member verified is a 409 on `phoneNumber`.
 */
export const sendPhoneCode = (requestBody: PhoneCodeRequest) =>
  authorized(() => VerificationService.sendPhoneCode({ requestBody, acceptLanguage: apiLocale() }));

export function useSendPhoneCode(config: MutationConfig<typeof sendPhoneCode> = {}) {
  return useMutation({ ...config, mutationFn: sendPhoneCode });
}
