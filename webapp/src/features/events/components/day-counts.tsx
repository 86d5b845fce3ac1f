import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { EventView } from '../../../api/generated/client';

/**
 * What came of an event's day, for its organisers (docs/rules.md rule 49): the pairs who marked each other, and the
 * connections made of them. Nothing before anyone marked.
 */
export function DayCounts({ event }: { event: Pick<EventView, 'mutualPairs' | 'connections'> }) {
  const { t } = useLingui();
  const pairs = event.mutualPairs ?? 0;
  const connections = event.connections ?? 0;
  if (pairs === 0 && connections === 0) return null;
  const marked = t`${plural(pairs, { one: '# pair marked each other', other: '# pairs marked each other' })}`;
  const connected = t`${plural(connections, { one: '# connected', other: '# connected' })}`;
  return (
    <Text size="sm" c="teal.9" data-testid="event-day-counts" data-pairs={pairs} data-connections={connections}>
      {marked} · {connected}
    </Text>
  );
}
