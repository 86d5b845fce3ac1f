import { useLingui } from '@lingui/react/macro';
import { Box, Burger, Container, Divider, Group, Stack } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Session } from '../../lib/session/session-store';
import { hasMemberArea, isApprovedMember } from '../../lib/session/member-area';
import { isActingManager } from '../../lib/session/roles';
import { AnchorLink } from '../router-link';
import { Logo } from '../logo';
import { LanguageSwitcher } from './language-switcher';
import { MEMBER_MENU } from './member-links';
import { UserMenu } from './user-menu';
import classes from './site-header.module.css';
import { MenuDrawer } from './menu-drawer';
import { useMenuDrawer } from './use-menu-drawer';

interface MemberHeaderProps {
  /** Whose header it is. */
  session: Session;
  /** The bell of a signed-in member; it shows once the wizard is done. */
  notifications?: ReactNode;
  /** How many notifications are unread, for the user menu; unknown while it loads. */
  unreadCount?: number;
  /** An approved member's quick search by profile id, in the header (it decides at which widths it shows). */
  quickSearch?: ReactNode;
  /** The same at the top of the phone's menu drawer; `close` closes the drawer once a member is found. */
  menuQuickSearch?: (close: () => void) => ReactNode;
  /** The profiles the account looks after, to switch between in the user menu (rule 46); rendered when it opens. */
  profileSwitch?: ReactNode;
}

/**
 * The site's header for someone signed in (the visitor's is components/layout/site-header.tsx). The member's layout
 * passes in what comes from the features (the bell and the unread count, the quick search), so that this shared piece
 * does not import a feature. It loads with the member's layout, never on a visitor's page.
 */
export function MemberHeader({
  session,
  notifications,
  unreadCount,
  quickSearch,
  menuQuickSearch,
  profileSwitch,
}: MemberHeaderProps) {
  const { t, i18n } = useLingui();
  const drawer = useMenuDrawer();
  const { opened, toggle, close } = drawer;
  const pathname = useLocation({ select: (location) => location.pathname });

  // Document 001: the full menu for an approved member, an empty one for any other status.
  // Moderators have their own area (/admin) and no member menu.
  // A family manager acting for the profile has no support tickets: they are the person's own (rule 46).
  const menu = !isApprovedMember(session.user)
    ? []
    : isActingManager(session.user)
      ? MEMBER_MENU.filter((item) => item.base !== '/ticket')
      : MEMBER_MENU;
  const isActive = (base: string) => pathname === base || pathname.startsWith(`${base}/`);

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to="/" className={classes.logoLink} aria-label={t`Sagpan home page`}>
          <Logo />
        </Link>
        {menu.length > 0 && (
          <Group gap="lg" visibleFrom="md" component="nav" aria-label={t`Main menu`} data-testid="member-menu">
            {menu.map((item) => (
              <AnchorLink
                key={item.href}
                to={item.href}
                className={classes.link}
                data-active={isActive(item.base) || undefined}
                underline="never"
              >
                {i18n._(item.label)}
              </AnchorLink>
            ))}
          </Group>
        )}
        <Group gap="sm" wrap="nowrap">
          {menu.length > 0 && quickSearch}
          <LanguageSwitcher />
          {hasMemberArea(session.user) && notifications}
          <UserMenu user={session.user} unreadCount={unreadCount} profileSwitch={profileSwitch} />
          {menu.length > 0 && (
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={opened ? t`Close menu` : t`Open menu`}
              data-testid="member-menu-burger"
            />
          )}
        </Group>
      </Container>
      {menu.length > 0 && (
        <MenuDrawer drawer={drawer}>
          {menuQuickSearch && (
            <>
              {menuQuickSearch(close)}
              <Divider my="md" />
            </>
          )}
          <Stack component="nav" gap="xs" aria-label={t`Main menu`} data-testid="member-menu-drawer">
            {menu.map((item) => (
              <AnchorLink
                key={item.href}
                to={item.href}
                className={classes.drawerLink}
                data-active={isActive(item.base) || undefined}
                underline="never"
                onClick={close}
              >
                {i18n._(item.label)}
              </AnchorLink>
            ))}
          </Stack>
        </MenuDrawer>
      )}
    </Box>
  );
}
