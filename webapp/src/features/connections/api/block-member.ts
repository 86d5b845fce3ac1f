import { ConnectionsService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { useConnectionMutation } from './refresh-connections';

/**
 * Blocks a member (rule 8): at most 20 at a time (422 beyond). Both vanish from each other's lists, search, detail
 * and inbox at once, and pending requests between them are cancelled.
 */
export const blockMember = (memberId: number) =>
  authorized(() => ConnectionsService.blockMember({ requestBody: { memberId }, acceptLanguage: apiLocale() }));

export const unblockMember = (memberId: number) =>
  authorized(() => ConnectionsService.unblockMember({ requestBody: { memberId }, acceptLanguage: apiLocale() }));

export const useBlockMember = (config: MutationConfig<typeof blockMember> = {}) =>
  useConnectionMutation(blockMember, config);

export const useUnblockMember = (config: MutationConfig<typeof unblockMember> = {}) =>
  useConnectionMutation(unblockMember, config);
