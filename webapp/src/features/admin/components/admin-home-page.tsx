import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/router-link';
import { relativeTime } from '../../../lib/relative-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueueFigures } from '../api/get-queue-figures';

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

/** /admin: the queue's figures and the way to the queue. */
export function AdminHomePage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Moderation`);
  const { data: f } = useQueueFigures();
  const hours = f.medianDecisionHours;

  return (
    <Stack gap="lg" data-testid="admin-home">
      <div>
        <Title order={1} size="h2">
          <Trans>Moderation</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>Profiles waiting for a decision, and how quickly they are decided.</Trans>
        </Text>
      </div>
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
    </Stack>
  );
}
