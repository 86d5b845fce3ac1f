import { useIsFetching } from '@tanstack/react-query';
import { useRouterState, type AnyRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { routerSettled, SPLASH_MAX_MS, splashDone } from './splash-rule';

/** How long the splash takes to fade out, in ms (its transition in splash-screen.css). */
export const SPLASH_FADE_MS = 200;

/** The splash's element: index.html holds it, so that it is painted before any script has loaded. */
export const SPLASH_ID = 'splash';

/**
 * The logo on white while the app first loads (document 001's splash screen). index.html paints it (see
 * splash-screen.css); this component takes it away the first time nothing is loading, or after SPLASH_MAX_MS, with a
 * fade, and it does not come back for later navigations. It is decoration: hidden from assistive technology, and it
 * lets clicks through.
 *
 * `router` is passed in because the splash sits beside the RouterProvider, so that it shows before the first route
 * does.
 */
export function SplashScreen({ router }: { router: AnyRouter }) {
  const fetching = useIsFetching();
  const settled = useRouterState({ router, select: routerSettled });
  const [timedOut, setTimedOut] = useState(false);
  const [phase, setPhase] = useState<'shown' | 'leaving' | 'gone'>('shown');

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), SPLASH_MAX_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Once gone, gone: a later fetch or navigation does not bring it back.
  if (phase === 'shown' && splashDone({ fetching, routerSettled: settled, timedOut })) setPhase('leaving');

  useEffect(() => {
    const splash = document.getElementById(SPLASH_ID);
    if (!splash || phase === 'shown') return;
    if (phase === 'gone') {
      splash.remove();
      return;
    }
    splash.dataset.leaving = '';
    const timer = window.setTimeout(() => setPhase('gone'), SPLASH_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  return null;
}
