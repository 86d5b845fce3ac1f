import { Trans } from '@lingui/react/macro';
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../../components/layout/language-switcher';
import { Logo } from '../../../components/logo';
import { AnchorLink } from '../../../components/router-link';
import { copyrightYears } from '../../../lib/copyright';
import classes from './auth-shell.module.css';
import { useReleaseAdopted } from '../../../lib/prerendered';

/** Document 000's auth shell: logo, tagline, the screen itself, and a footer with copyright, terms and contact. */
export function AuthShell({ children }: { children: ReactNode }) {
  // A prerendered page's controls here wait until the app has adopted them (lib/prerendered.ts).
  useReleaseAdopted();
  return (
    <Box className={classes.shell}>
      <Box component="aside" className={classes.aside}>
        <Link to="/" className={classes.logoLink}>
          <Logo size="lg" inverted />
        </Link>
        <Stack gap="xs" className={classes.tagline}>
          <Title order={2} c="white" size="h3">
            <Trans>A trusted beginning for a lifelong bond</Trans>
          </Title>
          <Text c="green.0" size="sm">
            <Trans>Vetted profiles of Kadva and Leva Patidar families, approved by hand.</Trans>
          </Text>
        </Stack>
      </Box>

      <Box className={classes.main}>
        <Group justify="flex-end" p="md">
          <LanguageSwitcher />
        </Group>
        <Box component="main" className={classes.content}>
          {children}
        </Box>
        <Group component="footer" justify="space-between" gap="xs" p="md" className={classes.footer}>
          <Text size="xs" c="dimmed">
            © {copyrightYears()} Sagpan
          </Text>
          <Group gap="md">
            <AnchorLink to="/terms" size="xs" c="dimmed">
              <Trans>Terms and conditions</Trans>
            </AnchorLink>
            <AnchorLink to="/contact" size="xs" c="dimmed">
              <Trans>Contact</Trans>
            </AnchorLink>
          </Group>
        </Group>
      </Box>
    </Box>
  );
}
