import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, type DecisionAnswer } from '../../../api/generated/client';
import { TOAST_MS } from '../../../api/generated/rules/rules';
import { AnchorLink } from '../../../components/router-link';
import { problemMessages } from '../../../lib/problem';
import { dateTime, relativeTime } from '../../../lib/relative-time';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ProfileDetailSections } from '../../profile/components/profile-details';
import { ADMIN_KEY, adminMemberQuery, decide, type Decision } from '../api/admin-api';
import { STATUS_COLORS, statusLabel } from '../model/labels';
import { LoadState } from './load-state';
import { ReasonModal } from './reason-modal';

/** The reason field's message of a 400 answer, if that is what it is. */
function reasonError(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors;
  const value = errors?.reason ?? errors?.Reason;
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** /admin/member/$id: the whole profile, photos, contact details, status history and the decisions. */
export function AdminMemberPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const member = useQuery(adminMemberQuery(id));
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'request_changes' | 'suspend' | null>(null);
  const view = member.data;
  const p = view?.profile;
  const name = p ? `${p.firstName} ${p.lastName}`.trim() : '';
  useDocumentTitle(name || t`Member`);
  const tr = (d: MessageDescriptor) => i18n._(d);

  const decision = useMutation({
    mutationFn: ({ kind, reason }: { kind: Decision; reason?: string }) => decide(kind, id, reason),
    onSuccess: (answer: DecisionAnswer) => {
      setAsking(null);
      notifications.show({ message: answer.message, color: 'green', autoClose: TOAST_MS, withBorder: true });
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
    onError: (error) => {
      // Not a reason problem: close the modal and show the server's detail (e.g. another moderator decided first).
      if (!reasonError(error)) {
        setAsking(null);
        void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
      }
    },
  });

  const fieldError = reasonError(decision.error);
  const pageError = decision.error && !fieldError ? decision.error : null;
  const status = p?.profileStatus;

  const open = (kind: 'request_changes' | 'suspend') => {
    decision.reset();
    setAsking(kind);
  };

  return (
    <Stack gap="md" data-testid="admin-member">
      <AnchorLink to="/admin/queue" size="sm">
        <Trans>← Back to the queue</Trans>
      </AnchorLink>
      <LoadState query={member}>
        {view && p && (
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
                    color={STATUS_COLORS[p.profileStatus] ?? 'gray'}
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
                {pageError !== null && (
                  <Alert color="red" variant="light" role="alert" data-testid="problem-alert" title={t`The decision was not saved`}>
                    {problemMessages(pageError, i18n).join('\n')}
                  </Alert>
                )}
                <Group gap="sm" data-testid="admin-member-actions">
                  {status === 1 && (
                    <>
                      <Button
                        color="green"
                        onClick={() => decision.mutate({ kind: 'approve' })}
                        loading={decision.isPending && decision.variables?.kind === 'approve'}
                        data-testid="admin-approve"
                      >
                        <Trans>Approve</Trans>
                      </Button>
                      <Button color="orange" variant="light" onClick={() => open('request_changes')} data-testid="admin-request-changes">
                        <Trans>Ask for changes</Trans>
                      </Button>
                    </>
                  )}
                  {status !== undefined && status !== 0 && status !== 5 && (
                    <Button color="red" variant="light" onClick={() => open('suspend')} data-testid="admin-suspend">
                      <Trans>Suspend</Trans>
                    </Button>
                  )}
                  {status === 5 && (
                    <Button
                      color="blue"
                      onClick={() => decision.mutate({ kind: 'lift_suspension' })}
                      loading={decision.isPending && decision.variables?.kind === 'lift_suspension'}
                      data-testid="admin-lift-suspension"
                    >
                      <Trans>Lift suspension</Trans>
                    </Button>
                  )}
                </Group>
              </Stack>
            </Paper>

            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" data-testid="admin-member-contact">
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

            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" data-testid="admin-member-photos">
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

            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" data-testid="admin-member-history">
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
        )}
      </LoadState>
      {asking && (
        <ReasonModal
          key={asking}
          opened
          title={asking === 'suspend' ? <Trans>Suspend this member</Trans> : <Trans>Ask for changes</Trans>}
          intro={
            asking === 'suspend' ? (
              <Trans>The profile is hidden from other members until a moderator lifts the suspension.</Trans>
            ) : (
              <Trans>Tell the member what to change. They edit the profile and submit it again.</Trans>
            )
          }
          confirmLabel={asking === 'suspend' ? <Trans>Suspend</Trans> : <Trans>Ask for changes</Trans>}
          color={asking === 'suspend' ? 'red' : 'orange'}
          loading={decision.isPending}
          error={fieldError ? ruleMessageOrText(fieldError, i18n) : undefined}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => decision.mutate({ kind: asking, reason })}
        />
      )}
    </Stack>
  );
}
