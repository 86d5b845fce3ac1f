import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Burger, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../../components/layout/language-switcher';
import { UserMenu } from '../../../components/layout/user-menu';
import { Logo } from '../../../components/logo';
import { AnchorLink } from '../../../components/router-link';
import { isModerator } from '../../../lib/session/roles';
import { useSession } from '../../../lib/session/use-session';
import { getCheckQueueQueryOptions } from '../api/get-check-queue';
import { getEditRequestsQueryOptions } from '../api/get-edit-requests';
import { getEnquiriesQueryOptions } from '../api/get-enquiries';
import { getPhotoQueueQueryOptions } from '../api/get-photo-queue';
import { getReportQueueQueryOptions } from '../api/get-report-queue';
import { getTicketQueueQueryOptions } from '../api/get-ticket-queue';
import classes from '../../../components/layout/site-header.module.css';

type AdminPath =
  | '/admin'
  | '/admin/queue'
  | '/admin/edit-requests'
  | '/admin/photos'
  | '/admin/checks'
  | '/admin/volunteers'
  | '/admin/events'
  | '/admin/reports'
  | '/admin/tickets'
  | '/admin/enquiries'
  | '/admin/popup'
  | '/admin/members'
  | '/admin/audit'
  | '/admin/allowances';

/** The lists whose waiting count the menu shows beside their link. */
type Pending = 'editRequests' | 'photos' | 'checks' | 'reports' | 'tickets' | 'enquiries';

const ADMIN_MENU: readonly {
  href: AdminPath;
  label: MessageDescriptor;
  exact?: boolean;
  also?: string;
  pending?: Pending;
  /** Samaj volunteers have it too (docs/rules.md rule 49): the one page of the area that is not the moderators' alone. */
  organisers?: true;
}[] = [
  { href: '/admin', label: msg`Overview`, exact: true },
  { href: '/admin/queue', label: msg`Approval queue`, also: '/admin/member' },
  { href: '/admin/edit-requests', label: msg`Edit requests`, pending: 'editRequests' },
  { href: '/admin/photos', label: msg`New photos`, pending: 'photos' },
  { href: '/admin/checks', label: msg`ID and photo checks`, pending: 'checks' },
  { href: '/admin/volunteers', label: msg`Samaj volunteers` },
  { href: '/admin/events', label: msg`Events`, organisers: true },
  { href: '/admin/reports', label: msg`Reports`, pending: 'reports' },
  { href: '/admin/tickets', label: msg`Tickets`, pending: 'tickets' },
  { href: '/admin/enquiries', label: msg`Enquiries`, pending: 'enquiries' },
  { href: '/admin/popup', label: msg`Web popup` },
  { href: '/admin/members', label: msg`Member look-up` },
  { href: '/admin/audit', label: msg`Audit log` },
  { href: '/admin/allowances', label: msg`Daily allowances` },
];

/**
 * How many edit requests, photos, reported members, open tickets and open enquiries wait: the lists' own totalCount,
 * from the same cached queries as their pages (the first page of the open tickets and enquiries; a decision refreshes
 * them). Unknown (no badge) while they load or when they fail, and never asked for by an organiser who is no moderator
 * (`enabled` false: the server would refuse them every one).
 */
function usePendingCounts(enabled: boolean): Record<Pending, number | undefined> {
  const editRequests = useQuery({ ...getEditRequestsQueryOptions(), enabled });
  const photos = useQuery({ ...getPhotoQueueQueryOptions(), enabled });
  const checks = useQuery({ ...getCheckQueueQueryOptions(), enabled });
  const reports = useQuery({ ...getReportQueueQueryOptions(), enabled });
  const tickets = useQuery({ ...getTicketQueueQueryOptions('open', 1), enabled });
  const enquiries = useQuery({ ...getEnquiriesQueryOptions(false, 1), enabled });
  return {
    editRequests: editRequests.data?.totalCount,
    photos: photos.data?.totalCount,
    checks: checks.data?.totalCount,
    reports: reports.data?.totalCount,
    tickets: tickets.data?.totalCount,
    enquiries: enquiries.data?.totalCount,
  };
}

/**
 * The moderators' area: its own header and menu (bilingual), the page below. Fourteen links and their counts do not fit
 * beside the logo at any width, so from the xl breakpoint (1200 px) on they have a row of their own under the header's
 * bar (wrapping rather than cut off should a language's labels need more room); below it they are in the drawer.
 *
 * The events' organisers who are no moderators (samaj volunteers, docs/rules.md rule 49) come in for the events pages
 * only: they see that one link, the logo leads to their own start page, and the moderators' counts are never fetched.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const moderator = isModerator(session?.user);
  const [opened, { toggle, close }] = useDisclosure(false);
  const pending = usePendingCounts(moderator);
  const menu = moderator ? ADMIN_MENU : ADMIN_MENU.filter((item) => item.organisers);
  const menuLabel = moderator ? t`Moderation menu` : t`Organisers' menu`;
  const pathname = useLocation({ select: (location) => location.pathname.replace(/\/+$/, '') || '/' });

  const isActive = (item: (typeof ADMIN_MENU)[number]) =>
    item.exact
      ? pathname === item.href
      : pathname === item.href ||
        pathname.startsWith(`${item.href}/`) ||
        (item.also !== undefined && pathname.startsWith(item.also));
  // Real links: a Ctrl-click or a middle click opens the page in a new tab; a plain click also closes the drawer.
  // The header's row is a little smaller than the drawer's.
  const links = (className: string, size: 'sm' | 'md') =>
    menu.map((item) => {
      const total = item.pending ? pending[item.pending] : undefined;
      return (
        <AnchorLink
          key={item.href}
          to={item.href}
          onClick={close}
          className={className}
          data-active={isActive(item) || undefined}
          underline="never"
          size={size}
          style={{ whiteSpace: 'nowrap' }}
        >
          {i18n._(item.label)}
          {total !== undefined && total > 0 && (
            <Badge
              component="span"
              size="sm"
              circle={total < 10}
              color="orange"
              ml={6}
              // A circle badge is display: flex, which would break the line inside the link.
              style={{ verticalAlign: 'middle', display: 'inline-flex' }}
              title={t`${total} waiting`}
              data-testid={`admin-menu-pending-${item.pending}`}
            >
              {total}
            </Badge>
          )}
        </AnchorLink>
      );
    });

  return (
    <>
      <Box component="header" className={classes.header}>
        <Container size="xl" className={classes.inner}>
          <Group gap="xs" wrap="nowrap">
            {moderator ? (
              <Link to="/admin" className={classes.logoLink} aria-label={t`Moderation home`}>
                <Logo size="sm" />
              </Link>
            ) : (
              <Link to="/" className={classes.logoLink} aria-label={t`Sagpan home page`}>
                <Logo size="sm" />
              </Link>
            )}
            <Badge color="blue" variant="light" visibleFrom="xs" data-testid="admin-badge">
              {moderator ? <Trans>Moderation</Trans> : <Trans>Event organisers</Trans>}
            </Badge>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitcher />
            {session && <UserMenu user={session.user} />}
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="xl"
              size="sm"
              aria-label={opened ? t`Close menu` : t`Open menu`}
              data-testid="admin-burger"
            />
          </Group>
        </Container>
        <Container size="xl" visibleFrom="xl" pb={4}>
          <Group
            gap="md"
            wrap="wrap"
            // Each link keeps its natural width (Mantine would cap it at a tenth of the row and wrap its count under
            // it); the row wraps instead.
            preventGrowOverflow={false}
            style={{ rowGap: 0 }}
            component="nav"
            aria-label={menuLabel}
            data-testid="admin-menu"
          >
            {links(classes.link, 'sm')}
          </Group>
        </Container>
        <Drawer
          opened={opened}
          onClose={close}
          hiddenFrom="xl"
          position="right"
          size="80%"
          title={<Logo size="sm" />}
          closeButtonProps={{ 'aria-label': t`Close menu` }}
        >
          <Stack component="nav" gap="xs" aria-label={menuLabel}>
            {links(classes.drawerLink, 'md')}
          </Stack>
        </Drawer>
      </Box>
      <Box component="main" style={{ flex: 1 }} bg="gray.0">
        <Container size="xl" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
          {children}
        </Container>
      </Box>
    </>
  );
}
