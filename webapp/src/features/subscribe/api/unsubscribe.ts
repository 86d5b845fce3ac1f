import { useMutation } from '@tanstack/react-query';
import { HomeService, type UnsubscribeRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

/** Unsubscribes the address of a confirmation e-mail's link; a second time answers the same, a wrong link is a 404. */
export const unsubscribe = (requestBody: UnsubscribeRequest) =>
  HomeService.unsubscribe({ requestBody, acceptLanguage: apiLocale() });

export const useUnsubscribe = (config: MutationConfig<typeof unsubscribe> = {}) =>
  useMutation({ ...config, mutationFn: unsubscribe });
