import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FamilyManager, FamilyRight, InvitedRelation } from '../../../api/generated/client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ProblemAlert } from '../../../components/problem-alert';
import { formatTime } from '../../../lib/relative-time';
import { showToast } from '../../../lib/toast';
import { useChangeFamilyMember, useInviteFamilyMember, useRemoveFamilyMember } from '../api/family';
import { relationOf } from '../model/family';
import { RightsFields } from './rights-fields';

/**
 * One family member invited to, or looking after, the member's profile (docs/rules.md rule 46): who, since when, their
 * rights (changed at once), an invitation sent again, and removal, which ends their sign-in on the profile at once.
 */
export function ManagerCard({ manager }: { manager: FamilyManager }) {
  const { t, i18n } = useLingui();
  // A samaj volunteer entering the profile from a paper form (rule 49) only edits until the person consents: their
  // relation and rights are not changed here, only removed.
  const volunteer = manager.relation === 'volunteer';
  const [relation, setRelation] = useState<InvitedRelation>(relationOf(manager.relation) ?? 'relative');
  const [rights, setRights] = useState<FamilyRight[]>(manager.rights);
  const [removing, setRemoving] = useState(false);
  const id = manager.managerId;
  const change = useChangeFamilyMember({
    onSuccess: () => showToast({ message: t`Saved. It counts from their next step.` }),
  });
  const again = useInviteFamilyMember({
    onSuccess: () => showToast({ message: t`A new code is on its way to ${manager.email}.` }),
  });
  const remove = useRemoveFamilyMember({
    onSuccess: (answer) => {
      setRemoving(false);
      showToast({ message: answer.message });
    },
  });
  const changed =
    relation !== manager.relation || rights.length !== manager.rights.length || rights.some((r) => !manager.rights.includes(r));
  const active = manager.status === 'active';
  const name = manager.name ?? manager.email;
  const until = manager.codeValidUntil ? formatTime(manager.codeValidUntil, i18n.locale, { dateStyle: 'medium' }) : null;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid={`family-manager-${id}`} data-status={manager.status}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <div style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {manager.name && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {manager.email}
              </Text>
            )}
          </div>
          <Badge
            variant="light"
            color={active ? 'green' : until ? 'blue' : 'orange'}
            tt="none"
            maw="100%"
            h="auto"
            styles={{ label: { whiteSpace: 'normal' } }}
            data-testid={`family-manager-status-${id}`}
          >
            {active ? t`Looks after your profile` : until ? t`Invited · code valid until ${until}` : t`Invitation expired`}
          </Badge>
        </Group>
        {volunteer ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={`family-manager-volunteer-${id}`}>
            <Trans>
              A samaj volunteer who entered your paper form. They may only edit the profile, until you agree to it.
            </Trans>
          </Text>
        ) : (
          <RightsFields
            prefix={`family-manager-${id}`}
            relation={relation}
            rights={rights}
            onRelation={setRelation}
            onRights={setRights}
          />
        )}
        <ProblemAlert error={change.error ?? again.error} />
        <Group justify="flex-end" gap="xs" wrap="wrap">
          <Button
            variant="subtle"
            color="red"
            onClick={() => {
              remove.reset();
              setRemoving(true);
            }}
            data-testid={`family-manager-remove-${id}`}
          >
            {active ? <Trans>Remove</Trans> : <Trans>Withdraw the invitation</Trans>}
          </Button>
          {!active && (
            <Button
              variant="default"
              loading={again.isPending}
              onClick={() => again.mutate({ email: manager.email, relation, rights })}
              data-testid={`family-manager-again-${id}`}
            >
              <Trans>Send a new code</Trans>
            </Button>
          )}
          {!volunteer && (
            <Button
              disabled={!changed || rights.length === 0}
              loading={change.isPending}
              onClick={() => change.mutate({ managerId: id, requestBody: { relation, rights } })}
              data-testid={`family-manager-save-${id}`}
            >
              <Trans>Save</Trans>
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={removing}
        title={active ? <Trans>Remove {name}?</Trans> : <Trans>Withdraw the invitation?</Trans>}
        intro={
          active ? (
            <Trans>They can no longer see or do anything on your profile, from this moment: their open pages sign out.</Trans>
          ) : (
            <Trans>The code they received stops working.</Trans>
          )
        }
        confirmLabel={active ? <Trans>Remove</Trans> : <Trans>Withdraw</Trans>}
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate(id)}
        onClose={() => setRemoving(false)}
        testId="family-remove-dialog"
        confirmTestId="family-remove-confirm"
      />
    </Paper>
  );
}
