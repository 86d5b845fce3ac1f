import { ConnectionsService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { useConnectionMutation } from './refresh-connections';

/** Adds a member to the shortlist (adding one already there changes nothing). */
export const addMemberToShortlist = (memberId: number) =>
  authorized(() =>
    ConnectionsService.addMemberToShortlist({ requestBody: { memberId }, acceptLanguage: apiLocale() }),
  );

export const removeMemberFromShortlist = (memberId: number) =>
  authorized(() =>
    ConnectionsService.removeMemberFromShortlist({ requestBody: { memberId }, acceptLanguage: apiLocale() }),
  );

export const useAddToShortlist = (config: MutationConfig<typeof addMemberToShortlist> = {}) =>
  useConnectionMutation(addMemberToShortlist, config);

export const useRemoveFromShortlist = (config: MutationConfig<typeof removeMemberFromShortlist> = {}) =>
  useConnectionMutation(removeMemberFromShortlist, config);
