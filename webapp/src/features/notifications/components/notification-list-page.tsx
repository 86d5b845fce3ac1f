import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { NotificationNav } from '../../../components/notification-nav';
import { dateTime, relativeTime } from '../../../lib/relative-time';
import { isApprovedMember } from '../../../lib/session/member-area';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNotificationPages } from '../api/get-notifications';

/**
 * /notification/list: the member's notifications, newest first, with "show more". An approved member also has their
 * activities (/notification/activity), one tab away.
 */
export function NotificationListPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const showNav = session !== null && isApprovedMember(session.user);
  useDocumentTitle(t`Notifications`);
  const pages = useNotificationPages();
  const items = pages.data.pages.flatMap((page) => page.result);
  const total = pages.data.pages[0]?.totalCount ?? 0;

  return (
    <Container size="sm" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="notification-list-page">
      {showNav && <NotificationNav />}
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>Notifications</Trans>
        </Title>
        {items.length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Text c="dimmed" ta="center" data-testid="notification-list-empty">
              <Trans>No notifications found</Trans>
            </Text>
          </Paper>
        ) : (
          <>
            <Stack gap="sm">
              {items.map((item) => (
                <Paper
                  key={item.id}
                  withBorder
                  radius="md"
                  p="md"
                  data-testid="notification-list-item"
                  style={item.read ? undefined : { borderLeft: '4px solid var(--mantine-color-green-6)' }}
                >
                  <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                    <Text fw={600} style={{ overflowWrap: 'anywhere', flex: '1 1 200px' }}>
                      {item.title}
                    </Text>
                    <Text size="xs" c="dimmed" title={dateTime(item.createdOn, i18n.locale)}>
                      {relativeTime(item.createdOn, i18n.locale)}
                    </Text>
                  </Group>
                  <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {item.body}
                  </Text>
                </Paper>
              ))}
            </Stack>
            <Text size="xs" c="dimmed" ta="center">
              <Trans>
                Showing {items.length} of {total}
              </Trans>
            </Text>
            {pages.hasNextPage && (
              <Center>
                <Button
                  variant="light"
                  onClick={() => void pages.fetchNextPage()}
                  loading={pages.isFetchingNextPage}
                  data-testid="notification-list-more"
                >
                  <Trans>Show more</Trans>
                </Button>
              </Center>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
