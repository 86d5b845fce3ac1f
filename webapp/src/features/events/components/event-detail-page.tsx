import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../components/router-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEvent } from '../api/get-event';
import { fullDay } from '../model/days';
import { whereOf } from '../model/eligibility';
import { EventFacts } from './event-facts';
import { RegistrationCard } from './registration-card';
import { StandingBadge } from './standing-badge';

/**
 * /events/$eventId (docs/rules.md rule 49): the whole event (when and where, the window and places, who may register,
 * the committee, whom to ask) and the member's registration beside it (above it on a phone).
 */
export function EventDetailPage({ eventId }: { eventId: number }) {
  const { i18n } = useLingui();
  const { data: event } = useEvent(eventId);
  useDocumentTitle(event.name);

  return (
    <Container
      size="lg"
      px={{ base: 'xs', sm: 'md' }}
      py={{ base: 'md', sm: 'xl' }}
      data-testid="event-detail"
      data-event-id={event.eventId}
      data-standing={event.standing}
    >
      <Stack gap="md">
        <AnchorLink to="/events" size="sm" w="fit-content" data-testid="event-back">
          ← <Trans>All events</Trans>
        </AnchorLink>
        <div>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <Title
              order={1}
              size="h2"
              style={{ minWidth: 0, flex: '1 1 240px', overflowWrap: 'anywhere' }}
              data-testid="event-name"
            >
              {event.name}
            </Title>
            <StandingBadge event={event} size="lg" />
          </Group>
          <Text fw={500} mt={4} style={{ overflowWrap: 'anywhere' }}>
            {fullDay(event.heldOn, i18n.locale)}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {whereOf(event)}
          </Text>
        </div>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <RegistrationCard event={event} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <EventFacts event={event} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
