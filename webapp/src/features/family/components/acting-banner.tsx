import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/router-link';
import { useSession } from '../../../lib/session/use-session';
import { useSwitchProfile } from '../../../lib/session/use-switch-profile';
import { relationLabel } from '../model/family';

/** The line for a samaj volunteer entering a paper form (rule 49): whose it is, and the way back to their events. */
function VolunteerLine({ name }: { name: string }) {
  const back = useSwitchProfile({ to: '/admin/events' });
  return (
    <>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Trans>
          You are entering the paper form of <b>{name}</b> as a samaj volunteer. The profile waits for their own
          consent.
        </Trans>
      </Text>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => back.mutate(undefined)}
        disabled={back.isPending}
        data-testid="acting-banner-back"
      >
        <Trans>Back to my events</Trans>
      </Anchor>
    </>
  );
}

/**
 * A line over every page while the sign-in acts for a profile as one of its family managers (docs/rules.md rule 46):
 * whose profile it is, who the manager is to them, and where to switch; for a volunteer entering a paper form, the
 * way back to their events.
 */
export function ActingBanner() {
  const { i18n } = useLingui();
  const user = useSession()?.user;
  const manager = user?.manager;
  if (!user || !manager) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  // Mid-sentence: "as their brother" (Gujarati has no case).
  const relation = relationLabel(manager.relation, i18n).toLocaleLowerCase(i18n.locale);
  return (
    <Box bg="yellow.0" py={6} style={{ borderBottom: '1px solid var(--mantine-color-yellow-3)' }} data-testid="acting-banner">
      <Container size="lg">
        <Group gap="xs" justify="space-between" wrap="wrap">
          {manager.relation === 'volunteer' ? (
            <VolunteerLine name={name} />
          ) : (
            <>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Trans>
                  You are looking after the profile of <b>{name}</b> as their {relation}. What you do is shown with
                  your name.
                </Trans>
              </Text>
              <AnchorLink to="/profile/family" size="sm" data-testid="acting-banner-switch">
                <Trans>Switch profile</Trans>
              </AnchorLink>
            </>
          )}
        </Group>
      </Container>
    </Box>
  );
}
