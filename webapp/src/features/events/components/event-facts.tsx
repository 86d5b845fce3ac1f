import { Trans, useLingui } from '@lingui/react/macro';
import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EventView } from '../../../api/generated/client';
import { MARITAL_STATUS_OPTIONS, optionLabel } from '../../../components/profile-form/model/options';
import { useCommunities } from '../../../lib/lookups/get-communities';
import { useGols } from '../../../lib/lookups/get-gols';
import { fullDay, placesLeft, shortDay } from '../model/days';
import { agesLabel, EVENT_FOR_LABELS, namesOf } from '../model/eligibility';

/** One fact of the event: a small label and its value, which wraps rather than overflows. */
function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div style={{ minWidth: 0 }} data-testid={testId}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

/** A section of the event's page: a heading and its facts. */
function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The whole event as a member reads it (docs/rules.md rule 49): when and where, the registration window and the places,
 * the fee, who may register (ages on the day, brides or grooms, communities, gols, marital statuses; an empty list is
 * anyone), the organising committee and whom to ask. Communities and gols are named from the reference lists, which
 * the route loads ahead.
 */
export function EventFacts({ event }: { event: EventView }) {
  const { t, i18n } = useLingui();
  const communities = useCommunities().data.result;
  const gols = useGols().data.result;
  const locale = i18n.locale;
  const opens = shortDay(event.opensOn, locale);
  const closes = shortDay(event.closesOn, locale);
  const capacity = event.capacity;
  const left = placesLeft(event);

  const chosenCommunities = new Set(event.communityIds);
  const communityNames = communities
    .filter((community) => chosenCommunities.has(community.id))
    .map(({ name, parentCommunityId }) => (parentCommunityId == null ? t`All of ${name}` : name));
  const golNames = namesOf(event.golIds, gols);
  const statuses = event.maritalStatuses
    .map((status) => optionLabel(MARITAL_STATUS_OPTIONS, status, locale))
    .filter((label): label is string => Boolean(label));

  return (
    <Stack gap="md" data-testid="event-facts">
      <Section title={<Trans>When and where</Trans>} testId="event-when-where">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <Fact label={<Trans>Day</Trans>} testId="event-day">
            {fullDay(event.heldOn, locale)}
          </Fact>
          <Fact label={<Trans>Venue</Trans>} testId="event-venue">
            {event.venue}
          </Fact>
          <Fact label={<Trans>Organised for</Trans>} testId="event-place">
            {event.place ?? t`The whole samaj`}
          </Fact>
        </SimpleGrid>
      </Section>

      <Section title={<Trans>Registration</Trans>} testId="event-window">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <Fact label={<Trans>When</Trans>}>
            <Trans>
              Opens on {opens}, closes at the end of {closes}
            </Trans>
          </Fact>
          <Fact label={<Trans>Places</Trans>} testId="event-places">
            <Trans>
              {capacity} in all, {left} left
            </Trans>
          </Fact>
          {event.feeNote && <Fact label={<Trans>Fee</Trans>}>{event.feeNote}</Fact>}
        </SimpleGrid>
      </Section>

      <Section title={<Trans>Who may register</Trans>} testId="event-eligibility">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <Fact label={<Trans>Age</Trans>}>{i18n._(agesLabel(event.minAge, event.maxAge))}</Fact>
          <Fact label={<Trans>Open to</Trans>}>{i18n._(EVENT_FOR_LABELS[event.openTo])}</Fact>
          <Fact label={<Trans>Communities</Trans>}>
            {communityNames.length > 0 ? communityNames.join(', ') : t`Any community`}
          </Fact>
          <Fact label={<Trans>Gols</Trans>}>{golNames.length > 0 ? golNames.join(', ') : t`Any gol`}</Fact>
          <Fact label={<Trans>Marital status</Trans>}>
            {statuses.length > 0 ? statuses.join(', ') : t`Any marital status`}
          </Fact>
        </SimpleGrid>
      </Section>

      <Section title={<Trans>Organisers</Trans>} testId="event-committee">
        {event.committee.length > 0 && (
          <List size="sm" spacing={4}>
            {event.committee.map((member, index) => (
              <List.Item key={`${index}-${member.name}`} style={{ overflowWrap: 'anywhere' }}>
                <Text span size="sm" fw={500}>
                  {member.name}
                </Text>
                <Text span size="sm" c="dimmed">
                  {' · '}
                  {member.role}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        <Fact label={<Trans>Whom to ask</Trans>} testId="event-contact">
          {event.contact}
        </Fact>
      </Section>
    </Stack>
  );
}
