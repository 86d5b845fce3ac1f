import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ShowMore } from '../../../components/card-pages';
import { NotificationNav } from '../../../components/notification-nav';
import { ProblemAlert } from '../../../components/problem-alert';
import { distinctItems } from '../../../lib/card-pages';
import { dateTime, relativeTime } from '../../../lib/relative-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useActivityPages } from '../api/get-activity';

/** /notification/activity: what the member did (requests, blocks, shortlists, account and profile, sign-ins). */
export function ActivityPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`My activities`);
  const pages = useActivityPages();
  const items = distinctItems(pages.data.pages, (item) => item.id);
  const total = Math.max(pages.data.pages.at(-1)?.totalCount ?? 0, items.length);

  return (
    <Container size="sm" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="activity-page">
      <NotificationNav />
      <Stack gap="md">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            <Trans>My activities</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>
              What you did: requests, blocks, shortlists, changes to your account and profile, and sign-ins. The newest
              first.
            </Trans>
          </Text>
        </div>
        {items.length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Text c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }} data-testid="activity-empty">
              <Trans>No activity yet. What you do on Sagpan, from a request to a sign-in, is listed here.</Trans>
            </Text>
          </Paper>
        ) : (
          <>
            <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <Paper
                  key={item.id}
                  component="li"
                  withBorder
                  radius="md"
                  p="md"
                  data-testid="activity-item"
                  data-action={item.action}
                >
                  <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                    <Text fw={600} style={{ overflowWrap: 'anywhere', flex: '1 1 200px' }} data-testid="activity-title">
                      {item.title}
                    </Text>
                    <Text
                      size="xs"
                      c="dimmed"
                      component="time"
                      dateTime={item.createdOn}
                      title={dateTime(item.createdOn, i18n.locale) || undefined}
                      data-testid="activity-time"
                    >
                      {relativeTime(item.createdOn, i18n.locale)}
                    </Text>
                  </Group>
                  {item.body.trim() !== '' && (
                    <Text
                      size="sm"
                      mt={4}
                      style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                      data-testid="activity-body"
                    >
                      {item.body}
                    </Text>
                  )}
                  {item.by && (
                    <Text size="xs" c="dimmed" mt={4} data-testid="activity-by">
                      {item.by}
                    </Text>
                  )}
                </Paper>
              ))}
            </Stack>
            <Text size="xs" c="dimmed" ta="center" data-testid="activity-shown">
              <Trans>
                Showing {items.length} of {total}
              </Trans>
            </Text>
            <ShowMore
              hasMore={pages.hasNextPage}
              loading={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
              testId="activity-more"
            />
            {pages.isFetchNextPageError && (
              <ProblemAlert error={pages.error} title={t`More activities could not be loaded`} />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
