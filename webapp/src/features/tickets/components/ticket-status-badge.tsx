import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { TicketStatus } from '../../../api/generated/client';
import { STATUS_COLORS, STATUS_LABELS } from '../model/ticket-status';

/** A ticket's status: open, answered or closed. `data-status` carries it for tests. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[status]}
      style={{ flexShrink: 0, maxWidth: '100%' }}
      data-testid="ticket-status"
      data-status={status}
    >
      {i18n._(STATUS_LABELS[status])}
    </Badge>
  );
}
