import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { EditRequestState, MemberDetail } from '../../../api/generated/client';
import { dateTime } from '../../../lib/relative-time';
import { useRequestTypes } from '../api/get-request-types';
import { displayRequestValue, requestDetailOf } from '../model/edit-request';

const STATES: Record<EditRequestState, { label: MessageDescriptor; color: string }> = {
  pending: { label: msg`Awaiting decision`, color: 'yellow' },
  approved: { label: msg`Approved`, color: 'green' },
  declined: { label: msg`Declined`, color: 'red' },
};

/** The member's edit requests (newest first, as GET /api/Profile lists them) with their state and the reason of a decline. */
export function EditRequestList({ profile }: { profile: MemberDetail }) {
  const { i18n } = useLingui();
  const types = useRequestTypes();
  const requests = profile.editRequests ?? [];
  const tr = (d: MessageDescriptor) => i18n._(d);

  return (
    <Stack gap="sm" component="section" data-testid="edit-requests">
      <Title order={3} size="h5" c="green.9">
        <Trans>My change requests</Trans>
      </Title>
      {requests.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="edit-requests-empty">
          <Trans>You have not asked for a change yet.</Trans>
        </Text>
      ) : (
        requests.map((request) => {
          const type = types.data.result.find((item) => item.id === request.requestTypeId);
          const detail = type ? requestDetailOf(type) : 'other';
          const state = STATES[request.state] ?? STATES.pending;
          const from = displayRequestValue(detail, request.currentValue, tr);
          const to = displayRequestValue(detail, request.newValue, tr);
          const sent = dateTime(request.createdOn, i18n.locale);
          const decided = dateTime(request.decidedOn, i18n.locale);
          return (
            <Paper
              key={request.requestId}
              withBorder
              radius="md"
              p="sm"
              data-testid="edit-request-item"
              data-state={request.state}
            >
              <Stack gap={4}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {type?.name ?? '—'}
                  </Text>
                  <Badge color={state.color} variant="light" style={{ flexShrink: 0 }}>
                    {tr(state.label)}
                  </Badge>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {from ? `${from} → ${to}` : to}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {request.note}
                </Text>
                {request.state === 'declined' && request.reason && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} data-testid="edit-request-reason">
                    <Text span fw={600} size="sm">
                      <Trans>Moderator's reason:</Trans>
                    </Text>{' '}
                    {request.reason}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {decided ? <Trans>Sent {sent} · decided {decided}</Trans> : <Trans>Sent {sent}</Trans>}
                </Text>
              </Stack>
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
