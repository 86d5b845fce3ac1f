import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { VerificationState, VouchOffer } from '../../../api/generated/client';
import { ProblemAlert } from '../../../components/problem-alert';
import { ButtonLink } from '../../../components/router-link';
import { formatTime } from '../../../lib/relative-time';
import { showToast } from '../../../lib/toast';
import { VOUCH_RELATION_LABELS } from '../../../lib/verification-labels';
import { useAnswerVouch } from '../api/answer-vouch';
import { SectionCard } from './section-card';

/** One volunteer's word: who, in which village, how they know the family, what they said, when; and the answer. */
function VouchCard({
  vouch,
  answering,
  busy,
  onAnswer,
}: {
  vouch: VouchOffer;
  /** Which answer is on its way for this word, if any. */
  answering: 'accept' | 'decline' | null;
  busy: boolean;
  onAnswer: (accept: boolean) => void;
}) {
  const { i18n } = useLingui();
  const given = formatTime(vouch.offeredOn, i18n.locale, { dateStyle: 'medium' });
  const waiting = vouch.status === 'offered';
  const volunteer = vouch.volunteerName;
  const place = vouch.place;
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`verification-vouch-${vouch.vouchId}`} data-status={vouch.status}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {place ? (
              <Trans>
                {volunteer}, samaj volunteer of {place}
              </Trans>
            ) : (
              <Trans>{volunteer}, samaj volunteer</Trans>
            )}
          </Text>
          <Badge variant="light" color="gray" tt="none" maw="100%" h="auto" styles={{ label: { whiteSpace: 'normal' } }}>
            {i18n._(VOUCH_RELATION_LABELS[vouch.relation])}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          “{vouch.words}”
        </Text>
        <Text size="xs" c="dimmed">
          {waiting ? <Trans>Given on {given}</Trans> : <Trans>Given on {given}; you accepted it.</Trans>}
        </Text>
        {waiting && (
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => onAnswer(false)}
              loading={answering === 'decline'}
              disabled={busy && answering !== 'decline'}
              flex={{ base: 1, sm: 'none' }}
              data-testid={`vouch-decline-${vouch.vouchId}`}
            >
              <Trans>Decline</Trans>
            </Button>
            <Button
              color="teal"
              onClick={() => onAnswer(true)}
              loading={answering === 'accept'}
              disabled={busy && answering !== 'accept'}
              flex={{ base: 1, sm: 'none' }}
              data-testid={`vouch-accept-${vouch.vouchId}`}
            >
              <Trans>Accept</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The samaj badge (docs/rules.md rule 45): a samaj volunteer of the member's village who knows the family gives their
 * word, and the member accepts it (then families see the badge with the village) or declines it (nothing shows). The
 * badge earned, with its village; the words waiting for an answer, then those accepted.
 */
export function SamajSection({ state }: { state: VerificationState }) {
  const { t } = useLingui();
  const answer = useAnswerVouch({
    onSuccess: (_state, { accept }) =>
      showToast({
        message: accept
          ? t`Accepted. Families now see the samaj badge on your profile.`
          : t`Declined. Nothing shows on your profile.`,
      }),
  });
  const earned = state.badges.includes('samaj');
  const place = state.samajPlace?.trim();
  const pending = answer.isPending ? answer.variables : undefined;

  return (
    <SectionCard
      title={<Trans>Known to the samaj</Trans>}
      description={
        <Trans>
          A samaj volunteer of your village who knows your family personally may give their word for it. Once you
          accept it, families see the samaj badge on your profile. You cannot ask for it; the moderators appoint the
          volunteers.
        </Trans>
      }
      testId="verification-samaj"
    >
      {earned && (
        <Badge
          color="teal"
          variant="light"
          tt="none"
          maw="100%"
          h="auto"
          styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
          data-testid="verification-earned-samaj"
        >
          ✓ {place ? t`Known to the samaj of ${place}` : t`Known to the samaj`}
        </Badge>
      )}
      <ProblemAlert error={answer.error} title={t`Nothing was changed`} />
      {state.vouches.length > 0 ? (
        <Stack gap="sm" data-testid="verification-vouches">
          {state.vouches.map((vouch) => (
            <VouchCard
              key={vouch.vouchId}
              vouch={vouch}
              answering={
                pending?.vouchId === vouch.vouchId ? (pending.accept ? 'accept' : 'decline') : null
              }
              busy={answer.isPending}
              onAnswer={(accept) => answer.mutate({ vouchId: vouch.vouchId, accept })}
            />
          ))}
        </Stack>
      ) : (
        !earned && (
          <Text size="sm" c="dimmed" data-testid="verification-samaj-none">
            <Trans>No samaj volunteer has given their word for your family yet.</Trans>
          </Text>
        )
      )}
    </SectionCard>
  );
}

/** A member appointed samaj volunteer (rule 45): the way to their page, which is in no menu. */
export function VolunteerCard() {
  return (
    <SectionCard
      title={<Trans>You are a samaj volunteer</Trans>}
      description={
        <Trans>
          The moderators appointed you for your villages. On the volunteer page you find their members and give your
          word for the families you know.
        </Trans>
      }
      testId="verification-volunteer"
    >
      <Group justify="flex-end">
        <ButtonLink to="/volunteer" variant="light" w={{ base: '100%', sm: 'auto' }} data-testid="verification-volunteer-link">
          <Trans>Open the volunteer page</Trans>
        </ButtonLink>
      </Group>
    </SectionCard>
  );
}
