import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session-store';

/** The current sign-in (null when signed out); re-renders on sign-in, refresh and sign-out. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
