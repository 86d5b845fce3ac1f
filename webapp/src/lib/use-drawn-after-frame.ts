import { useDeferredValue } from 'react';

/**
 * `false` while a page's frame is drawn, then `true` in a pass of its own right after it: what is drawn only once this
 * is `true` (a long form, a grid of cards) costs the first paint nothing, and React draws it in slices that leave a
 * slow phone's main thread free between them, not in one long task (target Q7; docs/architecture.md "The web app's
 * first paint"). React's `useDeferredValue` with a first value does exactly this: the first render gets the first
 * value, and a deferred render follows with the real one.
 */
export function useDrawnAfterFrame(): boolean {
  return useDeferredValue(true, false);
}
