import { useMutation } from '@tanstack/react-query';
import { ProfileService, type EditRequestBody } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/** Status 3: asks the moderators to change the name, the date of birth or the gender (409 while one is pending). */
export const sendEditRequest = (body: EditRequestBody) =>
  authorized(() => ProfileService.sendEditRequest({ requestBody: body, acceptLanguage: apiLocale() }));

export const useSendEditRequest = (config: MutationConfig<typeof sendEditRequest> = {}) =>
  useMutation({ ...config, mutationFn: sendEditRequest });
