import { useLingui } from '@lingui/react/macro';
import { MantineContext, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Outlet } from '@tanstack/react-router';
import { useContext, useMemo, type ReactNode } from 'react';
import { TOAST_MS } from '../api/startup-rules';
import { ErrorPage } from '../features/errors/components/error-page';
import { cssVariablesResolver, themeWithLabels } from './theme';

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
      {/* Top right, below the sticky header (see global.css), so a toast never covers the bell or the avatar. */}
      <Notifications position="top-right" autoClose={TOAST_MS} className="sagpan-toasts" />
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
