import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { LastActive } from '../../../api/generated/client';

const LAST_ACTIVE: Record<LastActive, MessageDescriptor> = {
  today: msg`Active today`,
  this_week: msg`Active this week`,
  this_month: msg`Active this month`,
  earlier: msg`Active in the last three months`,
};

/**
 * Honest signals (docs/rules.md rule 47b): when the member was last active and how often they reply, each only when
 * the server gives it (it leaves out what would not help: a long absence, a hidden choice, too few requests to tell).
 */
export function MemberSignals({
  lastActive,
  replyRate,
  testId,
}: {
  lastActive?: LastActive | null;
  replyRate?: number | null;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  const parts = [
    lastActive ? i18n._(LAST_ACTIVE[lastActive]) : null,
    replyRate != null ? t`Replies to ${replyRate}% of requests` : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Text size="xs" c="teal.8" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
      {parts.join(' · ')}
    </Text>
  );
}
