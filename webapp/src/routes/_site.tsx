import { Box } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { NotificationsMenu } from '../features/notifications/components/notifications-menu';

/** The public website's shell: header, page, extended footer. */
export const Route = createFileRoute('/_site')({
  component: SiteLayout,
});

function SiteLayout() {
  return (
    <>
      <SiteHeader notifications={<NotificationsMenu />} />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </>
  );
}
