import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DecisionAnswer } from '../../../api/generated/client';
import type { ModeratorAction } from '../../../api/generated/rules/types/ModeratorAction';
import { ProblemAlert } from '../../../components/problem-alert';
import { ProfileDetailSections } from '../../../components/profile-details/profile-detail-sections';
import { AnchorLink } from '../../../components/router-link';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { dateTime, relativeTime } from '../../../lib/relative-time';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDecideOnProfile } from '../api/decide-on-profile';
import { useAdminMember } from '../api/get-admin-member';
import { decisionsFrom, needsReason, statusColor, statusLabel } from '../model/labels';
import type { MemberId } from '../model/member-id';
import { reasonError } from '../model/reason-error';
import { ConfirmButton } from './confirm-button';
import { ReasonModal } from './reason-modal';

/** How each decision looks: its button (with the test id the browser tests know) and, for a reasoned one, its dialog. */
const DECISION_VIEW: Record<
  ModeratorAction,
  {
    label: MessageDescriptor;
    color: string;
    variant: 'filled' | 'light';
    testId: string;
    dialog?: { title: MessageDescriptor; intro: MessageDescriptor };
    /** A decision without a reason is asked once more before it is taken. */
    question?: MessageDescriptor;
  }
> = {
  approve: {
    label: msg`Approve`,
    color: 'green',
    variant: 'filled',
    testId: 'admin-approve',
    question: msg`Approve this profile? Other members see it at once, and the member is told.`,
  },
  request_changes: {
    label: msg`Ask for changes`,
    color: 'orange',
    variant: 'light',
    testId: 'admin-request-changes',
    dialog: {
      title: msg`Ask for changes`,
      intro: msg`Tell the member what to change. They edit the profile and submit it again.`,
    },
  },
  suspend: {
    label: msg`Suspend`,
    color: 'red',
    variant: 'light',
    testId: 'admin-suspend',
    dialog: {
      title: msg`Suspend this member`,
      intro: msg`The profile is hidden from other members until a moderator lifts the suspension.`,
    },
  },
  lift_suspension: {
    label: msg`Lift suspension`,
    color: 'blue',
    variant: 'filled',
    testId: 'admin-lift-suspension',
    question: msg`Lift the suspension? The profile is shown to other members again, and the member is told.`,
  },
};

/**
 * /admin/member/$id: the whole profile, photos, contact details, status history and the decisions that the profile's
 * status allows (MODERATOR_ACTIONS).
 */
export function AdminMemberPage({ id }: { id: MemberId }) {
  const { t, i18n } = useLingui();
  const { data: view } = useAdminMember(id);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ModeratorAction | null>(null);
  const p = view.profile;
  const name = `${p.firstName} ${p.lastName}`.trim();
  useDocumentTitle(name || t`Member`);
  const tr = (d: MessageDescriptor) => i18n._(d);

  const decision = useDecideOnProfile({
    onSuccess: (answer: DecisionAnswer) => {
      setAsking(null);
      showToast({ message: answer.message });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.admin });
    },
    onError: (error) => {
      // Not a reason problem: close the dialog and show the server's detail (e.g. another moderator decided first).
      if (!reasonError(error)) {
        setAsking(null);
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.admin });
      }
    },
  });

  const fieldError = reasonError(decision.error);
  const pageError = decision.error && !fieldError ? decision.error : null;
  const dialog = asking ? DECISION_VIEW[asking].dialog : undefined;

  const take = (action: ModeratorAction) => {
    if (needsReason(action)) {
      decision.reset();
      setAsking(action);
    } else {
      decision.mutate({ action, memberId: id });
    }
  };

  return (
    <Stack gap="md" data-testid="admin-member">
      <AnchorLink to="/admin/queue" size="sm">
        <Trans>← Back to the queue</Trans>
      </AnchorLink>
      <Stack gap="md">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }} data-testid="admin-member-name">
                  {name}
                </Title>
                <Text c="dimmed" size="sm" data-testid="admin-member-profile-id">
                  {p.profileId}
                </Text>
              </div>
              <Badge
                size="lg"
                variant="light"
                color={statusColor(p.profileStatus)}
                data-testid="admin-member-status"
                data-status={p.profileStatus}
                style={{ maxWidth: '100%' }}
              >
                {statusLabel(p.profileStatus, tr)}
              </Badge>
            </Group>
            {p.statusReason && (
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                <Text span fw={600} size="sm">
                  <Trans>Reason given:</Trans>
                </Text>{' '}
                {p.statusReason}
              </Text>
            )}
            <ProblemAlert error={pageError} title={t`The decision was not saved`} />
            <Group gap="sm" data-testid="admin-member-actions">
              {decisionsFrom(p.profileStatus).map((action) => {
                const look = DECISION_VIEW[action];
                if (look.question) {
                  return (
                    <ConfirmButton
                      key={action}
                      color={look.color}
                      variant={look.variant}
                      question={tr(look.question)}
                      confirmLabel={tr(look.label)}
                      onConfirm={() => take(action)}
                      loading={decision.isPending && decision.variables?.action === action}
                      testId={look.testId}
                    >
                      {tr(look.label)}
                    </ConfirmButton>
                  );
                }
                return (
                  <Button
                    key={action}
                    color={look.color}
                    variant={look.variant}
                    onClick={() => take(action)}
                    loading={!needsReason(action) && decision.isPending && decision.variables?.action === action}
                    data-testid={look.testId}
                  >
                    {tr(look.label)}
                  </Button>
                );
              })}
            </Group>
          </Stack>
        </Paper>

        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          data-testid="admin-member-contact"
        >
          <Title order={2} size="h4" mb="sm" c="green.9">
            <Trans>Contact details</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="sm">
            <Box>
              <Text size="xs" c="dimmed" fw={500}>
                <Trans>E-mail</Trans>
              </Text>
              <Text style={{ overflowWrap: 'anywhere' }} data-testid="admin-member-email">
                {view.email}{' '}
                <Badge size="xs" variant="light" color={view.emailConfirmed ? 'green' : 'gray'}>
                  {view.emailConfirmed ? t`confirmed` : t`not confirmed`}
                </Badge>
              </Text>
            </Box>
            <Box>
              <Text size="xs" c="dimmed" fw={500}>
                <Trans>Mobile number</Trans>
              </Text>
              <Text>{`${view.countryCode} ${view.phone}`.trim()}</Text>
            </Box>
            <Box>
              <Text size="xs" c="dimmed" fw={500}>
                <Trans>Registered</Trans>
              </Text>
              <Text>{dateTime(view.createdAt, i18n.locale)}</Text>
            </Box>
          </SimpleGrid>
        </Paper>

        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          data-testid="admin-member-photos"
        >
          <Title order={2} size="h4" mb="sm" c="green.9">
            <Trans>Photos</Trans>
          </Title>
          {view.photos.length === 0 ? (
            <Text c="dimmed">
              <Trans>No photo yet.</Trans>
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
              {view.photos.map((src, index) => (
                <Image
                  key={src}
                  src={src}
                  alt={t`Photo ${index + 1} of ${name}`}
                  radius="md"
                  fit="cover"
                  style={{ aspectRatio: '3 / 4' }}
                  data-testid="admin-member-photo"
                />
              ))}
            </SimpleGrid>
          )}
        </Paper>

        <ProfileDetailSections profile={p} />

        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          data-testid="admin-member-history"
        >
          <Title order={2} size="h4" mb="sm" c="green.9">
            <Trans>Status history</Trans>
          </Title>
          {view.history.length === 0 ? (
            <Text c="dimmed">
              <Trans>No changes yet.</Trans>
            </Text>
          ) : (
            <Timeline bulletSize={14} lineWidth={2} active={view.history.length}>
              {view.history.map((change) => (
                <Timeline.Item
                  key={`${change.at}-${change.toStatus}`}
                  title={
                    <Text size="sm" fw={600}>
                      {statusLabel(change.fromStatus, tr)} → {statusLabel(change.toStatus, tr)}
                    </Text>
                  }
                >
                  <Text size="xs" c="dimmed" title={dateTime(change.at, i18n.locale)}>
                    {relativeTime(change.at, i18n.locale)} · {change.moderator ?? t`the member`}
                  </Text>
                  {change.reason && (
                    <Text size="sm" mt={2} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {change.reason}
                    </Text>
                  )}
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Paper>
      </Stack>
      {asking && dialog && (
        <ReasonModal
          key={asking}
          opened
          title={tr(dialog.title)}
          intro={tr(dialog.intro)}
          confirmLabel={tr(DECISION_VIEW[asking].label)}
          color={DECISION_VIEW[asking].color}
          loading={decision.isPending}
          error={fieldError ? ruleMessageOrText(fieldError, i18n) : undefined}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => decision.mutate({ action: asking, memberId: id, reason })}
        />
      )}
    </Stack>
  );
}
