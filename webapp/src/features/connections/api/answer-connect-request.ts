import { ConnectionsService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { useConnectionMutation } from './refresh-connections';

/**
 * The answers to a pending request (rule 9), each addressed by its `requestId`: the receiver accepts or declines
 * it, the sender cancels it. 422 when it is no longer pending (answered or cancelled a moment before).
 */
export const acceptConnectRequest = (requestId: number) =>
  authorized(() =>
    ConnectionsService.acceptConnectRequest({ requestBody: { requestId }, acceptLanguage: apiLocale() }),
  );

export const declineConnectRequest = (requestId: number) =>
  authorized(() =>
    ConnectionsService.declineConnectRequest({ requestBody: { requestId }, acceptLanguage: apiLocale() }),
  );

export const cancelConnectRequest = (requestId: number) =>
  authorized(() =>
    ConnectionsService.cancelConnectRequest({ requestBody: { requestId }, acceptLanguage: apiLocale() }),
  );

export const useAcceptConnectRequest = (config: MutationConfig<typeof acceptConnectRequest> = {}) =>
  useConnectionMutation(acceptConnectRequest, config);

export const useDeclineConnectRequest = (config: MutationConfig<typeof declineConnectRequest> = {}) =>
  useConnectionMutation(declineConnectRequest, config);

export const useCancelConnectRequest = (config: MutationConfig<typeof cancelConnectRequest> = {}) =>
  useConnectionMutation(cancelConnectRequest, config);
