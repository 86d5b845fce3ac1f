import type { QueryClient } from '@tanstack/react-query';
import type { AccountInfo } from '../../../api/generated/client';
import type { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { updateUser } from '../../../lib/session/session-store';
import { invalidateAccount } from './invalidate-account';

/**
 * After a deactivation or reactivation: the stored sign-in takes the new profileStatus, as a live status event does,
 * so that the routing table and the menus follow; the account details show it at once; the profile and the
 * notifications (the server announces the change there) are read again.
 */
export function applyAccountState(queryClient: QueryClient, profileStatus: ProfileStatus): void {
  updateUser({ profileStatus });
  queryClient.setQueryData<AccountInfo>(QUERY_KEYS.accountInfo, (old) => (old ? { ...old, profileStatus } : old));
  invalidateAccount(queryClient);
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.ownProfile });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.notifications });
  // What others see changed: the lists of members (matches, shortlists, inbox) are read again when next opened.
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.matches });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inbox });
}
