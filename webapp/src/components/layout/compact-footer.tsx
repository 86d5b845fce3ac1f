import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UserInfo } from '../../api/generated/client';
import { copyrightYears } from '../../lib/copyright';
import { hasMemberArea, isApprovedMember } from '../../lib/session/member-area';
import { AnchorLink } from '../router-link';
import classes from './site-footer.module.css';

/**
 * Document 001's compact footer for a signed-in user: the copyright and links to the profile and the matches. They
 * open in the same tab, as every other link of the app does (document 001 opened them in a new one, which on a phone
 * piles up tabs of the same app). Each link shows only to whom it leads somewhere (the routing would send anyone else
 * away from it).
 */
export function CompactFooter({ user }: { user: UserInfo }) {
  const { t } = useLingui();

  const links: { to: string; label: ReactNode; testId: string }[] = [];
  if (hasMemberArea(user)) links.push({ to: '/profile', label: <Trans>My profile</Trans>, testId: 'footer-profile' });
  if (isApprovedMember(user)) links.push({ to: '/matches', label: <Trans>Matches</Trans>, testId: 'footer-matches' });

  return (
    <Box component="footer" className={classes.footer} data-testid="footer-compact">
      <Container size="lg" py="md">
        <Group justify="space-between" gap="xs" className={classes.compactRow}>
          <Text size="xs" c="gray.3" data-testid="copyright">
            © {copyrightYears()} Sagpan
          </Text>
          {links.length > 0 && (
            <Group gap="lg" component="nav" aria-label={t`Footer links`}>
              {links.map((link) => (
                <AnchorLink
                  key={link.to}
                  to={link.to}
                  preload={false}
                  size="sm"
                  c="gray.3"
                  className={classes.link}
                  data-testid={link.testId}
                >
                  {link.label}
                </AnchorLink>
              ))}
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
}
