import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, Burger, Button, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { AnchorLink } from '../router-link';
import { Logo } from '../logo';
import { LanguageSwitcher } from './language-switcher';
import classes from './site-header.module.css';

// The sign-in screens arrive in the next milestone; a plain link keeps the address without a typed route.
const LOGIN_HREF = '/auth/login';

export function SiteHeader() {
  const { t } = useLingui();
  const [opened, { toggle, close }] = useDisclosure(false);

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
          <Button component="a" href={LOGIN_HREF} variant="filled" radius="xl">
            {t`Sign in`}
          </Button>
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
          <Anchor href={LOGIN_HREF} className={classes.drawerLink} underline="never">
            {t`Sign in`}
          </Anchor>
        </Stack>
      </Drawer>
    </Box>
  );
}
