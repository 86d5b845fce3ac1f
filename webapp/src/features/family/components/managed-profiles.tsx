import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ManagedProfile } from '../../../api/generated/client';
import { ProblemAlert } from '../../../components/problem-alert';
import { relationLabel, RIGHT_LABELS } from '../model/family';
import { useSwitchProfile } from '../../../lib/session/use-switch-profile';

/**
 * The profiles the account looks after (docs/rules.md rule 46), each opened in one step; the one open now is marked.
 * Lists, quotas and allowances stay each profile's own.
 */
export function ManagedProfiles({ profiles, acting }: { profiles: ManagedProfile[]; acting: boolean }) {
  const { t, i18n } = useLingui();
  const switchTo = useSwitchProfile();
  return (
    <Stack gap="sm" data-testid="family-profiles">
      <Title order={2} size="h4">
        <Trans>Profiles you look after</Trans>
      </Title>
      <ProblemAlert error={switchTo.error} />
      {profiles.map((profile) => {
        const name = `${profile.firstName} ${profile.lastName}`.trim();
        const relation = relationLabel(profile.relation, i18n);
        const rights = profile.rights.map((r) => i18n._(RIGHT_LABELS[r].label)).join(' · ');
        return (
          <Paper
            key={profile.memberId}
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            data-testid={`family-profile-${profile.memberId}`}
          >
            <Group justify="space-between" align="center" gap="sm" wrap="wrap">
              <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {name}{' '}
                  <Text span size="sm" c="dimmed" fw={400} style={{ whiteSpace: 'nowrap' }}>
                    · {profile.profileId}
                  </Text>
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Trans>You are: {relation}</Trans>
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {rights}
                </Text>
              </Stack>
              {profile.acting ? (
                <Badge variant="light" color="green" tt="none" data-testid={`family-profile-open-${profile.memberId}`}>
                  {t`Open now`}
                </Badge>
              ) : (
                <Button
                  variant="light"
                  loading={switchTo.isPending && switchTo.variables === profile.memberId}
                  onClick={() => switchTo.mutate(profile.memberId)}
                  w={{ base: '100%', xs: 'auto' }}
                  data-testid={`family-profile-switch-${profile.memberId}`}
                >
                  <Trans>Open this profile</Trans>
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
      {acting && (
        <Group justify="flex-end">
          <Button
            variant="default"
            loading={switchTo.isPending && switchTo.variables === undefined}
            onClick={() => switchTo.mutate(undefined)}
            data-testid="family-switch-own"
          >
            <Trans>Back to my own account</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
