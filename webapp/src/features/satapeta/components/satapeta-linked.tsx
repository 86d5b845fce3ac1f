import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { SatapetaSibling } from '../../../api/generated/client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AnchorLink } from '../../../components/router-link';
import { showToast } from '../../../lib/toast';
import { useDisableSatapeta } from '../api/disable-satapeta';
import { siblingName } from '../model/satapeta';

/** Linked: the sibling (a link to their profile) and "Turn off" behind a confirmation, which unlinks both profiles. */
export function SatapetaLinked({ sibling }: { sibling: SatapetaSibling }) {
  const { t } = useLingui();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const name = siblingName(sibling);
  const profileId = sibling.profileId;

  const disable = useDisableSatapeta({
    onSuccess: (answer) => {
      setConfirmOpen(false);
      showToast({ message: answer.message ?? t`Satapeta is turned off.` });
    },
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="satapeta-linked">
      <Stack gap="md">
        <Group gap="sm" justify="space-between" align="flex-start" wrap="wrap">
          <Title order={2} size="h4">
            <Trans>Your profile is linked</Trans>
          </Title>
          <Badge color="grape" variant="light" tt="none">
            <Trans>Satapeta accepted</Trans>
          </Badge>
        </Group>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            <Trans>Linked with</Trans>
          </Text>
          <AnchorLink
            to="/matches/detail/$id"
            params={{ id: String(sibling.memberId) }}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="satapeta-sibling-link"
          >
            {name}
          </AnchorLink>
          <Text size="sm" c="dimmed" data-testid="satapeta-sibling-profile-id">
            <Trans>Profile ID: {profileId}</Trans>
          </Text>
        </div>
        <Text size="sm" c="dimmed">
          <Trans>Both profiles show satapeta accepted, so families who look for satapeta find you.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button
            variant="light"
            color="red"
            onClick={() => {
              disable.reset();
              setConfirmOpen(true);
            }}
            w={{ base: '100%', sm: 'auto' }}
            data-testid="satapeta-turn-off"
          >
            <Trans>Turn off</Trans>
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmOpen}
        title={t`Turn satapeta off?`}
        intro={
          <Trans>
            Your profile and {name}'s are unlinked and no longer show satapeta accepted. {name} is told. You can link
            them again later with a new code.
          </Trans>
        }
        confirmLabel={<Trans>Turn off</Trans>}
        cancelLabel={<Trans>Keep it</Trans>}
        busy={disable.isPending}
        error={disable.error}
        onConfirm={() => disable.mutate()}
        onClose={() => setConfirmOpen(false)}
        testId="satapeta-turn-off-dialog"
        confirmTestId="satapeta-turn-off-dialog-confirm"
      />
    </Paper>
  );
}
