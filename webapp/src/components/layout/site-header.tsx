import { useLingui } from '@lingui/react/macro';
import { Box, Burger, Container, Divider, Group, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AnchorLink, ButtonLink } from '../router-link';
import { Logo } from '../logo';
import { LanguageSwitcher } from './language-switcher';
import classes from './site-header.module.css';
import { MenuDrawer } from './menu-drawer';
import { useMenuDrawer } from './use-menu-drawer';
import { useReleaseAdopted } from '../../lib/prerendered';

/**
 * The site's header for a visitor: the public pages' links and the sign-in (a signed-in member's header is
 * components/layout/member-header.tsx, which loads only with the member's layout).
 */
export function SiteHeader() {
  // A prerendered page's controls here wait until the app has adopted them (lib/prerendered.ts).
  useReleaseAdopted();
  const { t } = useLingui();
  const drawer = useMenuDrawer();
  const { opened, toggle, close } = drawer;

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

      <MenuDrawer drawer={drawer}>
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
      </MenuDrawer>
    </Box>
  );
}
