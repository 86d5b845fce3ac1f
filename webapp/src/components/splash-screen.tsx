import { Transition } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { useRouterState, type AnyRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Logo } from './logo';
import { routerSettled, SPLASH_MAX_MS, splashDone } from './splash-rule';
import classes from './splash-screen.module.css';

/** How long the splash takes to fade out, in ms. */
export const SPLASH_FADE_MS = 200;

/**
 * The logo on white while the app first loads (document 001's splash screen). It goes the first time nothing is
 * loading, or after SPLASH_MAX_MS, and does not come back for later navigations. It is decoration: hidden from
 * assistive technology, and it lets clicks through.
 *
 * `router` is passed in because the splash sits beside the RouterProvider, so that it shows before the first route
 * does.
 */
export function SplashScreen({ router }: { router: AnyRouter }) {
  const fetching = useIsFetching();
  const settled = useRouterState({ router, select: routerSettled });
  const [timedOut, setTimedOut] = useState(false);
  const [shown, setShown] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), SPLASH_MAX_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Once gone, gone: a later fetch or navigation does not bring it back.
  if (shown && splashDone({ fetching, routerSettled: settled, timedOut })) setShown(false);

  return (
    <Transition mounted={shown} transition="fade" duration={SPLASH_FADE_MS}>
      {(styles) => (
        <div className={classes.splash} style={styles} aria-hidden="true" data-testid="splash">
          <Logo size="lg" />
        </div>
      )}
    </Transition>
  );
}
