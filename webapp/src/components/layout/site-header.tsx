import { useLingui } from '@lingui/react/macro';
import { Box, Burger, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { hasMemberArea, isApprovedMember } from '../../lib/session/member-area';
import { useSession } from '../../lib/session/use-session';
import { AnchorLink, ButtonLink } from '../router-link';
import { Logo } from '../logo';
import { LanguageSwitcher } from './language-switcher';
import { MEMBER_MENU } from './member-links';
import { UserMenu } from './user-menu';
import classes from './site-header.module.css';
import { useReleaseAdopted } from '../../lib/prerendered';

interface SiteHeaderProps {
  /** The bell of a signed-in member; it shows once the wizard is done. */
  notifications?: ReactNode;
  /** How many notifications are unread, for the user menu; unknown while it loads. */
  unreadCount?: number;
  /** An approved member's quick search by profile id, in the header (it decides at which widths it shows). */
  quickSearch?: ReactNode;
  /** The same at the top of the phone's menu drawer; `close` closes the drawer once a member is found. */
  menuQuickSearch?: (close: () => void) => ReactNode;
}

/**
 * The site's header. The layout route passes in what comes from the features (the bell and the unread count, the quick
 * search), so that this shared piece does not import a feature.
 */
export function SiteHeader({ notifications, unreadCount, quickSearch, menuQuickSearch }: SiteHeaderProps) {
  // A prerendered page's controls here wait until the app has adopted them (lib/prerendered.ts).
  useReleaseAdopted();
  const { t, i18n } = useLingui();
  const [opened, { toggle, close }] = useDisclosure(false);
  const session = useSession();
  const pathname = useLocation({ select: (location) => location.pathname });

  if (session) {
    // Document 001: the full menu for an approved member, an empty one for any other status.
    // Moderators have their own area (/admin) and no member menu.
    const menu = isApprovedMember(session.user) ? MEMBER_MENU : [];
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
            <UserMenu user={session.user} unreadCount={unreadCount} />
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
          <Drawer
            opened={opened}
            onClose={close}
            hiddenFrom="md"
            position="right"
            size="80%"
            title={<Logo size="sm" />}
            closeButtonProps={{ 'aria-label': t`Close menu` }}
          >
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
          </Drawer>
        )}
      </Box>
    );
  }

  const links = [
    { to: '/home', label: t`Home` },
    { to: '/about', label: t`About us` },
    { to: '/contact', label: t`Contact` },
  ] as const;

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to="/" className={classes.logoLink} aria-label={t`Sagpan home page`}>
          <Logo />
        </Link>

        <Group gap="lg" visibleFrom="md" component="nav" aria-label={t`Main menu`}>
          {links.map((link) => (
            <AnchorLink
              key={link.to}
              to={link.to}
              className={classes.link}
              activeProps={{ 'data-active': true }}
              underline="never"
            >
              {link.label}
            </AnchorLink>
          ))}
          <ButtonLink to="/auth/login" variant="filled" radius="xl">
            {t`Sign in`}
          </ButtonLink>
        </Group>

        <Group gap="sm" wrap="nowrap">
          <LanguageSwitcher />
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            size="sm"
            aria-label={opened ? t`Close menu` : t`Open menu`}
          />
        </Group>
      </Container>

      <Drawer
        opened={opened}
        onClose={close}
        hiddenFrom="md"
        position="right"
        size="80%"
        title={<Logo size="sm" />}
        closeButtonProps={{ 'aria-label': t`Close menu` }}
      >
        <Stack component="nav" gap="xs" aria-label={t`Main menu`}>
          {links.map((link) => (
            <AnchorLink
              key={link.to}
              to={link.to}
              className={classes.drawerLink}
              activeProps={{ 'data-active': true }}
              underline="never"
              onClick={close}
            >
              {link.label}
            </AnchorLink>
          ))}
          <Divider my="sm" />
          <AnchorLink to="/auth/login" className={classes.drawerLink} underline="never" onClick={close}>
            {t`Sign in`}
          </AnchorLink>
        </Stack>
      </Drawer>
    </Box>
  );
}
