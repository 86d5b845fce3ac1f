import { useMutation } from '@tanstack/react-query';
import { HomeService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import type { MutationConfig } from '../react-query';

/**
 * Subscribes an address to the news (the extended footer's form). The server answers the same for a known address,
 * so the answer never tells whether it was subscribed already; a new one gets a confirmation e-mail.
 */
export const subscribe = (emailAddress: string) =>
  HomeService.subscribe({ emailAddress: emailAddress.trim(), acceptLanguage: apiLocale() });

export const useSubscribe = (config: MutationConfig<typeof subscribe> = {}) =>
  useMutation({ ...config, mutationFn: subscribe });
