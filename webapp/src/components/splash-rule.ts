/** The splash never stays longer than this, whatever is still loading (document 001: "hides after 3 seconds"). */
export const SPLASH_MAX_MS = 3_000;

/** The part of the router's state that says whether it is still working out the first page. */
export interface RouterLoadState {
  status: 'pending' | 'idle';
  isLoading: boolean;
  /** Set once a navigation has finished; absent before the first one. */
  resolvedLocation?: unknown;
}

/** The router has shown a page and is not loading another. Before its first load it is idle too, hence the location. */
export function routerSettled(state: RouterLoadState): boolean {
  return state.status === 'idle' && !state.isLoading && state.resolvedLocation !== undefined;
}

export interface AppLoadState {
  /** TanStack Query's `useIsFetching()`. */
  fetching: number;
  routerSettled: boolean;
  /** Whether SPLASH_MAX_MS have passed since the app started. */
  timedOut: boolean;
}

/** Whether the splash may go: nothing is loading any more, or it has been up for its upper bound. */
export function splashDone({ fetching, routerSettled, timedOut }: AppLoadState): boolean {
  return timedOut || (fetching === 0 && routerSettled);
}
