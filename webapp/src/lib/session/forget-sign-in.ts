import type { QueryClient } from '@tanstack/react-query';
import { clearSession } from './session-store';

/**
 * Signs this browser out after the server has ended its sign-in (a Logout live event, a Logout push): forgets the
 * tokens and the member's cached data without calling the server again. The caller then navigates to "/".
 */
export function forgetSignIn(queryClient: QueryClient): void {
  clearSession();
  queryClient.clear();
}
