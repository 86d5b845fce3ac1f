import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { copyrightYears } from '../../lib/copyright';
import { Logo } from '../logo';
import { AnchorLink } from '../router-link';
import classes from './site-footer.module.css';
import { SocialLinks } from './social-links';

/**
 * The newsletter form, at the foot of every public page, is a chunk of its own (with its field rules and the form
 * library): it loads and is adopted after the rest of the page, in a task of its own, rather than adding to the one in
 * which a page's code starts (target Q7). A prerendered page carries its HTML all the same (prerender waits for it).
 */
const SubscribeForm = lazy(() => import('./subscribe-form').then((chunk) => ({ default: chunk.SubscribeForm })));

/**
 * Document 001's extended footer for visitors who are not signed in: about text with the social links, quick links,
 * our promise and the subscribe-by-e-mail form; one column on a phone, two on a tablet, four on a desktop.
 */
export function SiteFooter() {
  const { t } = useLingui();
  const years = copyrightYears();

  const quickLinks = [
    { to: '/about', label: t`About us` },
    { to: '/contact', label: t`Contact` },
    { to: '/terms', label: t`Terms and conditions` },
    { to: '/privacy-policy', label: t`Privacy policy` },
    { to: '/safety', label: t`Staying safe` },
    { to: '/grievance', label: t`Grievance officer` },
  ] as const;

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
          <Stack gap="sm" className={classes.about}>
            <Logo inverted />
            <Text size="sm" c="gray.3">
              <Trans>
                Sagpan is a matrimonial service run for Kadva and Leva Patidar families. Every profile is checked by hand
                before it is shown to anyone, and families decide for themselves when to share their contact details.
              </Trans>
            </Text>
            <SocialLinks />
          </Stack>

          <Stack gap="xs" component="nav" aria-labelledby="footer-quick-links">
            <Title order={2} size="h5" c="white" id="footer-quick-links">
              <Trans>Quick links</Trans>
            </Title>
            {quickLinks.map((link) => (
              <AnchorLink key={link.to} to={link.to} c="gray.3" size="sm" className={classes.link}>
                {link.label}
              </AnchorLink>
            ))}
          </Stack>

          <Stack gap="xs">
            <Title order={2} size="h5" c="white">
              <Trans>Our promise</Trans>
            </Title>
            <Text size="sm" c="gray.3">
              <Trans>
                No public profiles, no advertisements, no trackers. Your family's details stay between Sagpan and the
                members you choose to connect with.
              </Trans>
            </Text>
          </Stack>

          <Suspense fallback={null}>
            <SubscribeForm />
          </Suspense>
        </SimpleGrid>

        <Divider my="lg" color="green.7" />

        <Group justify="space-between" gap="xs">
          <Text size="xs" c="gray.3" data-testid="copyright">
            © {years} Sagpan
          </Text>
          <Text size="xs" c="gray.3">
            <Trans>Made with care for Patidar families</Trans>
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
