import type { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/query-keys';

/**
 * What a change to the account makes stale: its details, what is verified of them, the login history shown next to
 * them, and the activity (every change is recorded there).
 */
export function invalidateAccount(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.accountInfo });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.verification });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.loginHistory });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.activity });
}
