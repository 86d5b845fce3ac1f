import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { EventView } from '../../../api/generated/client';
import { RowLink } from '../../../components/router-link';
import { fullDay, placesLeft, shortDay } from '../model/days';
import { whereOf } from '../model/eligibility';
import { StandingBadge } from './standing-badge';

/**
 * One event of the member's list (docs/rules.md rule 49): its name, day, venue and place, where the member stands, and
 * the places left while one may still register. The whole card opens the event.
 */
export function EventCard({ event }: { event: EventView }) {
  const { t, i18n } = useLingui();
  const name = event.name;
  const left = placesLeft(event);
  const closes = shortDay(event.closesOn, i18n.locale);
  const counted = event.standing === 'open' || event.standing === 'not_yet_open';
  return (
    <RowLink
      to="/events/$eventId"
      params={{ eventId: String(event.eventId) }}
      aria-label={t`Open the event “${name}”`}
      h="100%"
      data-testid="event-card"
      data-event-id={event.eventId}
      data-standing={event.standing}
    >
      <Paper withBorder radius="md" p="md" h="100%">
        <Stack gap={6}>
          <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }} data-testid="event-card-name">
            {event.name}
          </Text>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {fullDay(event.heldOn, i18n.locale)}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {whereOf(event)}
          </Text>
          <Group gap="xs" wrap="wrap" mt={4}>
            <StandingBadge event={event} />
            {counted && (
              <Text size="xs" c="dimmed" data-testid="event-card-places" data-count={left}>
                {t`${plural(left, { one: '# place left', other: '# places left' })}`}
              </Text>
            )}
          </Group>
          {event.standing === 'open' && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              <Trans>Registration closes at the end of {closes}.</Trans>
            </Text>
          )}
        </Stack>
      </Paper>
    </RowLink>
  );
}
