import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import type { CardConnection, ConnectionStatus } from '../../../api/generated/client';

const STATUS_LABELS: Record<ConnectionStatus, { label: MessageDescriptor; color: string }> = {
  sent: { label: msg`Request sent`, color: 'blue' },
  received: { label: msg`Request received`, color: 'orange' },
  accepted: { label: msg`Connected`, color: 'green' },
  declined: { label: msg`Declined`, color: 'gray' },
  expired: { label: msg`No reply`, color: 'gray' },
};

/** The caller's own request, declined: said gently (rule 42). */
const NOT_TAKEN_FORWARD = { label: msg`Not taken forward`, color: 'gray' };

/** Where the member stands with the caller: the connection's state and the shortlist (the actions are MemberActions). */
export function ConnectionBadges({
  connection,
  isShortlisted,
}: {
  connection?: CardConnection | null;
  isShortlisted: boolean;
}) {
  const { t, i18n } = useLingui();
  const status = connection
    ? connection.status === 'declined' && connection.sent
      ? NOT_TAKEN_FORWARD
      : STATUS_LABELS[connection.status]
    : undefined;
  if (!status && !isShortlisted) return null;
  return (
    <Group gap={6} wrap="wrap">
      {status && (
        <Badge
          color={status.color}
          variant="light"
          size="sm"
          tt="none"
          data-testid="match-connection"
          data-status={connection?.status}
        >
          {i18n._(status.label)}
        </Badge>
      )}
      {isShortlisted && (
        <Badge color="pink" variant="light" size="sm" tt="none" data-testid="match-shortlisted">
          {t`Shortlisted`}
        </Badge>
      )}
    </Group>
  );
}
