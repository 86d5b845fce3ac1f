import { Box } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { lazy } from 'react';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { StartupPopup } from '../features/popup/components/startup-popup';
import { loadMemberSiteLayout } from '../app/member-site-layout-chunk';
import { getSession } from '../lib/session/session-store';
import { useSession } from '../lib/session/use-session';

/** The signed-in shell, a chunk of its own (app/member-site-layout.tsx). */
const MemberSiteLayout = lazy(() => loadMemberSiteLayout().then((chunk) => ({ default: chunk.MemberSiteLayout })));

/**
 * The website's shell. Signed out: header, page, extended footer. Signed in: the member's shell
 * (app/member-site-layout.tsx), which a visitor's page never loads: the public pages' code stays small on a phone
 * (target Q7).
 */
export const Route = createFileRoute('/_site')({
  // Signed in: the member's shell starts loading with the route's own code, not after it.
  beforeLoad: () => {
    if (getSession()) void loadMemberSiteLayout();
  },
  component: SiteLayout,
});

function SiteLayout() {
  const session = useSession();
  if (session) return <MemberSiteLayout session={session} />;
  return (
    <>
      <SiteHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
      {/* Document 001's start-up popup: asked for once per page load, whoever is visiting. */}
      <StartupPopup />
    </>
  );
}
