import { Trans, useLingui } from '@lingui/react/macro';
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EmptyList } from '../../../components/card-pages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEvents } from '../api/get-events';
import { EventCard } from './event-card';

/**
 * /events (docs/rules.md rule 49): the samaj's events the approved member may join, or joined, from a week ago on,
 * soonest first, as cards; each opens the event, where the member registers.
 */
export function EventsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Events`);
  const { data: events } = useEvents();

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="events-page">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            <Trans>Events of the samaj</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
            <Trans>
              Parichay sammelans and other gatherings of the samaj that you may join. Register here: the organisers
              give you an event number, and the booklet shows only what you choose.
            </Trans>
          </Text>
        </div>
        <div data-testid="events-list" data-count={events.length}>
          {events.length === 0 ? (
            <EmptyList testId="events-empty">
              <Trans>
                There is no event for you just now. When the samaj organises one you may join, you will find it here.
              </Trans>
            </EmptyList>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
              {events.map((event) => (
                <EventCard key={event.eventId} event={event} />
              ))}
            </SimpleGrid>
          )}
        </div>
      </Stack>
    </Container>
  );
}
