import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { QueueCount } from '../../../api/generated/client';
import { ButtonLink, RowLink } from '../../../components/router-link';
import { dateTime, relativeTime } from '../../../lib/relative-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueueFigures } from '../api/get-queue-figures';
import { SuccessStories } from './success-stories';
import { QUEUES, queueCards } from '../model/queues';

function Figure({ label, value, testId }: { label: ReactNode; value: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="lg" p="lg" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={600} c="green.9" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
}

/** One queue: how many wait and since when the longest-waiting one has; the whole card opens the queue's page. */
function QueueCard({ queue }: { queue: QueueCount }) {
  const { t, i18n } = useLingui();
  const { label, href } = QUEUES[queue.queue];
  const name = i18n._(label);
  const count = queue.count;
  const since = relativeTime(queue.oldestWaitingSince, i18n.locale);
  const waiting = count > 0;
  return (
    <RowLink
      to={href}
      aria-label={t`${name}: ${count} waiting`}
      data-testid={`admin-queue-card-${queue.queue}`}
      data-queue={queue.queue}
      data-count={count}
      h="100%"
    >
      <Paper withBorder radius="lg" p="md" h="100%" bg={waiting ? undefined : 'gray.0'}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Badge
            size="lg"
            circle={count < 10}
            variant={waiting ? 'filled' : 'light'}
            color={waiting ? 'orange' : 'gray'}
            style={{ flexShrink: 0 }}
            data-testid="admin-queue-card-count"
          >
            {count}
          </Badge>
        </Group>
        <Text
          size="xs"
          c={waiting ? 'orange.8' : 'dimmed'}
          mt={6}
          title={dateTime(queue.oldestWaitingSince, i18n.locale) || undefined}
          data-testid="admin-queue-card-oldest"
        >
          {!waiting ? (
            <Trans>Nothing is waiting.</Trans>
          ) : since ? (
            <Trans>The oldest came in {since}</Trans>
          ) : null}
        </Text>
      </Paper>
    </RowLink>
  );
}

/** /admin: every queue with how many wait and since when, then the approval queue's figures and the way to it. */
export function AdminHomePage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Moderation`);
  const { data: f } = useQueueFigures();
  const hours = f.medianDecisionHours;
  const cards = queueCards(f.queues ?? []);

  return (
    <Stack gap="lg" data-testid="admin-home">
      <div>
        <Title order={1} size="h2">
          <Trans>Moderation</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>What waits for a moderator in each queue, and since when.</Trans>
        </Text>
      </div>
      {cards.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="admin-queues">
          {cards.map((queue) => (
            <QueueCard key={queue.queue} queue={queue} />
          ))}
        </SimpleGrid>
      )}
      <Title order={2} size="h4" mt="xs">
        <Trans>Approval queue</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <Figure label={<Trans>Awaiting approval</Trans>} value={f.pendingCount} testId="admin-figure-pending" />
        <Figure
          label={<Trans>Oldest waiting since</Trans>}
          value={f.oldestWaitingSince ? relativeTime(f.oldestWaitingSince, i18n.locale) : '—'}
          testId="admin-figure-oldest"
        />
        <Figure
          label={<Trans>Median time to a decision (30 days)</Trans>}
          value={hours === undefined || hours === null ? '—' : t`${Math.round(hours * 10) / 10} hours`}
          testId="admin-figure-median"
        />
        <Figure
          label={<Trans>Decisions in the last 30 days</Trans>}
          value={f.decisionsLast30Days}
          testId="admin-figure-decisions"
        />
      </SimpleGrid>
      <ButtonLink to="/admin/queue" w="fit-content" data-testid="admin-open-queue">
        <Trans>Open the approval queue</Trans>
      </ButtonLink>
      {/* How connections went (rule 48): counts by month, never who. */}
      <Title order={2} size="h4" mt="xs" id="admin-outcomes-title">
        <Trans>How connections went</Trans>
      </Title>
      {/* A narrow screen scrolls the table: the region takes the keyboard's focus to scroll it. */}
      <Paper
        withBorder
        radius="md"
        p="xs"
        style={{ overflowX: 'auto' }}
        tabIndex={0}
        role="region"
        aria-labelledby="admin-outcomes-title"
      >
        <Table striped fz="sm" data-testid="admin-outcomes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Month</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Connections</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Met the family</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Engagements</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(f.outcomes ?? []).map((m) => (
              <Table.Tr key={m.month} data-testid="admin-outcomes-month" data-month={m.month}>
                <Table.Td>
                  {new Intl.DateTimeFormat(i18n.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
                    new Date(`${m.month}-01T00:00:00Z`),
                  )}
                </Table.Td>
                <Table.Td ta="right">{m.connections}</Table.Td>
                <Table.Td ta="right">{m.meetings}</Table.Td>
                <Table.Td ta="right" data-testid="admin-outcomes-engagements">
                  {m.engagements}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <SuccessStories />
    </Stack>
  );
}
