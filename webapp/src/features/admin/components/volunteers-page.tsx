import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { VolunteerEntry } from '../../../api/generated/client';
import { ProblemAlert } from '../../../components/problem-alert';
import { formatTime } from '../../../lib/relative-time';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVolunteers } from '../api/get-volunteers';
import { useWithdrawVolunteer } from '../api/withdraw-volunteer';
import { AppointVolunteerForm } from './appoint-volunteer-form';
import { ConfirmButton } from './confirm-button';
import { ReviewEmpty } from './review-parts';

const day = (iso: string | null | undefined, locale: string) => formatTime(iso, locale, { dateStyle: 'medium' });

/** One volunteer: name, account, the places they serve, since when, the words members accepted; withdraw. */
function VolunteerCard({
  volunteer,
  withdrawing,
  busy,
  onWithdraw,
}: {
  volunteer: VolunteerEntry;
  withdrawing: boolean;
  busy: boolean;
  onWithdraw: () => void;
}) {
  const { t, i18n } = useLingui();
  const name = `${volunteer.firstName} ${volunteer.lastName}`.trim();
  const withdrawn = Boolean(volunteer.withdrawnOn);
  const appointedOn = day(volunteer.appointedOn, i18n.locale);
  const withdrawnOn = day(volunteer.withdrawnOn, i18n.locale);
  const accepted = volunteer.acceptedVouches;
  const golName = volunteer.gol?.name;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      bg={withdrawn ? 'gray.0' : undefined}
      style={withdrawn ? { opacity: 0.7 } : undefined}
      data-testid={`admin-volunteer-${volunteer.accountId}`}
      data-withdrawn={withdrawn || undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <div style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
              {volunteer.isMember && (
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  · {volunteer.profileId}
                </Text>
              )}
            </Text>
            <Anchor href={`mailto:${volunteer.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {volunteer.email}
            </Anchor>
          </div>
          <Badge
            variant="light"
            color={volunteer.isMember ? 'blue' : 'grape'}
            tt="none"
            data-testid={`admin-volunteer-kind-${volunteer.accountId}`}
          >
            {volunteer.isMember ? <Trans>Member</Trans> : <Trans>Own account</Trans>}
          </Badge>
        </Group>
        <Group gap={6} wrap="wrap" data-testid={`admin-volunteer-places-${volunteer.accountId}`}>
          {volunteer.villages.map((village) => (
            <Badge key={village.id} variant="light" color="green" tt="none" maw="100%">
              {village.name}
            </Badge>
          ))}
          {golName && (
            <Badge variant="outline" color="green" tt="none" maw="100%">
              {t`Gol: ${golName}`}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {withdrawn ? (
            <Trans>
              Appointed on {appointedOn}, withdrawn on {withdrawnOn}
            </Trans>
          ) : (
            <Trans>Appointed on {appointedOn}</Trans>
          )}
          {' · '}
          <span data-testid={`admin-volunteer-accepted-${volunteer.accountId}`}>
            {t`${plural(accepted, { one: '# word accepted', other: '# words accepted' })}`}
          </span>
        </Text>
        {!withdrawn && (
          <Group>
            <ConfirmButton
              variant="light"
              color="red"
              size="xs"
              loading={withdrawing}
              disabled={busy && !withdrawing}
              question={
                <Trans>
                  Withdraw {name}? Every word they gave is withdrawn with them, and a samaj badge that rests on their word
                  alone goes from the member’s profile.
                </Trans>
              }
              confirmLabel={<Trans>Withdraw</Trans>}
              onConfirm={onWithdraw}
              testId={`admin-volunteer-withdraw-${volunteer.accountId}`}
            >
              <Trans>Withdraw</Trans>
            </ConfirmButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /admin/volunteers (docs/rules.md rule 45): the samaj volunteers, appointed ones first and withdrawn ones dimmed with
 * their date, each with the villages and gol they serve and the words members accepted; withdraw one (with every word
 * they gave), or appoint a member or an account of its own.
 */
export function VolunteersPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Samaj volunteers`);
  const { data } = useVolunteers();
  const [withdrawingId, setWithdrawingId] = useState<number | null>(null);
  const withdraw = useWithdrawVolunteer({
    onSuccess: (answer) => showToast({ message: answer.message }),
    onSettled: () => setWithdrawingId(null),
  });
  const volunteers = data.result;
  const serving = volunteers.filter((v) => !v.withdrawnOn).length;

  return (
    <Stack gap="lg" data-testid="admin-volunteers-page">
      <Group justify="space-between" align="flex-end" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            <Trans>Samaj volunteers</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>
              Volunteers give their word for the families of the villages or the gol they serve; the member accepts it
              before it shows as the samaj badge. Everything they do is in the audit log.
            </Trans>
          </Text>
        </div>
        <Badge size="lg" variant="light" color="green" data-testid="admin-volunteers-count">
          <Trans>{serving} serving</Trans>
        </Badge>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="appoint-card">
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Appoint a volunteer</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Appointing someone already appointed, or withdrawn, sets their villages anew.</Trans>
          </Text>
          <AppointVolunteerForm />
        </Stack>
      </Paper>
      <ProblemAlert error={withdraw.error} title={t`Nothing was changed`} />
      {volunteers.length === 0 ? (
        <ReviewEmpty testId="admin-volunteers-empty">
          <Trans>No volunteer has been appointed yet.</Trans>
        </ReviewEmpty>
      ) : (
        <Stack gap="sm" data-testid="admin-volunteers-list">
          {volunteers.map((volunteer) => (
            <VolunteerCard
              key={volunteer.accountId}
              volunteer={volunteer}
              withdrawing={withdrawingId === volunteer.accountId}
              busy={withdraw.isPending}
              onWithdraw={() => {
                setWithdrawingId(volunteer.accountId);
                withdraw.mutate(volunteer.accountId);
              }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
