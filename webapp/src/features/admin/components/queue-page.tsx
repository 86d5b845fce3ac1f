import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { dateTime, relativeTime } from '../../../lib/relative-time';
import { RowLink } from '../../../components/router-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApprovalQueue } from '../api/get-approval-queue';

/** /admin/queue: profiles awaiting approval, oldest first. Each row is a link to the member's page. */
export function QueuePage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Approval queue`);
  const { data: queue } = useApprovalQueue();
  const items = queue.result;
  const total = queue.totalCount;

  return (
    <Stack gap="lg" data-testid="admin-queue">
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={1} size="h2">
            <Trans>Approval queue</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>Oldest first. Open a profile to approve it, ask for changes or suspend it.</Trans>
          </Text>
        </div>
        <Badge size="lg" variant="light" data-testid="admin-queue-count">
          <Trans>{total} waiting</Trans>
        </Badge>
      </Group>
      {items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center" data-testid="admin-queue-empty">
            <Trans>No profile is waiting for approval.</Trans>
          </Text>
        </Paper>
      ) : (
        <Stack gap="xs">
          {items.map((item) => {
            const name = `${item.firstName} ${item.lastName}`.trim();
            return (
              <RowLink
                key={item.memberId}
                to="/admin/member/$id"
                params={{ id: item.memberId }}
                data-testid="admin-queue-item"
                data-profile-id={item.profileId}
                aria-label={t`Open the profile of ${name}`}
              >
                <Paper withBorder radius="md" p="sm">
                  <Group gap="md" wrap="nowrap">
                    <Avatar src={item.photo ?? null} alt="" size={56} radius="md" color="green">
                      {item.firstName.slice(0, 1)}
                    </Avatar>
                    <div style={{ minWidth: 0, flex: 1 }}>
                      <Text fw={600} truncate>
                        {name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {item.profileId}
                      </Text>
                    </div>
                    <div style={{ textAlign: 'right', flexShrink: 0 }}>
                      <Text size="sm" fw={500} c="orange.8" title={dateTime(item.submittedAt, i18n.locale)}>
                        {relativeTime(item.submittedAt, i18n.locale)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        <Trans>submitted</Trans>
                      </Text>
                    </div>
                  </Group>
                </Paper>
              </RowLink>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
