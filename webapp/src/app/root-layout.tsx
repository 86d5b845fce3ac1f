import { useLingui } from '@lingui/react/macro';
import { MantineContext, MantineProvider } from '@mantine/core';
import { Notifications, useNotifications } from '@mantine/notifications';
import { Outlet } from '@tanstack/react-router';
import { useContext, useMemo, useState, type ReactNode } from 'react';
import { TOAST_MS } from '../api/startup-rules';
import { ErrorPage } from '../features/errors/components/error-page';
import { cssVariablesResolver, themeWithLabels } from './theme';

/**
 * The toasts' corner (top right, below the sticky header: see global.css, so a toast never covers the bell or the
 * avatar), in the page from the first toast on. Mounted with the page, Mantine's corner set up a portal and six
 * positions' transition groups, each with a second, urgent render right after the page was adopted (target Q7); a
 * toast shown before it is there waits in Mantine's store, and the corner shows it as it mounts.
 */
function Toasts() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  return needed ? <Notifications position="top-right" autoClose={TOAST_MS} className="sagpan-toasts" /> : null;
}

/**
 * Mantine's provider and the toasts, around every page. The root route loads this module lazily, in parallel with the
 * first page's own chunk (which needs Mantine anyway): the entry chunk holds React, the router, React Query and
 * Lingui, and Mantine comes with the pages (see scripts/check-bundle.mjs). Inside another MantineShell it adds nothing:
 * the root's 404 page shows either inside the root layout or instead of it.
 */
export function MantineShell({ children }: { children: ReactNode }) {
  const outer = useContext(MantineContext);
  const { t } = useLingui();
  const theme = useMemo(() => themeWithLabels({ close: t`Close`, showPassword: t`Show the password` }), [t]);
  if (outer) return children;
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Toasts />
      {children}
    </MantineProvider>
  );
}

/** The root route's component. */
export function RootLayout() {
  return (
    <MantineShell>
      <Outlet />
    </MantineShell>
  );
}

/** The root route's 404 page. */
export function RootNotFound() {
  return (
    <MantineShell>
      <ErrorPage kind="not-found" />
    </MantineShell>
  );
}

/** The root route's page for an error that no route has caught (it stands instead of the root layout). */
export function RootError() {
  return (
    <MantineShell>
      <ErrorPage kind="something-went-wrong" />
    </MantineShell>
  );
}
