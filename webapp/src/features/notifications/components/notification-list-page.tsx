import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { NotificationNav } from '../../../components/notification-nav';
import { dateTime, relativeTime } from '../../../lib/relative-time';
import { isApprovedMember } from '../../../lib/session/member-area';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNewNotifications } from '../api/get-new-notifications';
import { useNotificationPages } from '../api/get-notifications';
import { useMarkNotificationsRead, useMarkShownRead } from '../api/mark-notifications-read';
import { notificationHref } from '../model/notification-link';
import { useFollowLink } from './use-follow-link';

/**
 * /notification/list: the member's notifications, newest first, with "show more". Each opens its subject (rule 31);
 * what the page shows is marked read as it is shown (the new ones keep their mark until the page is read again), and
 * "Mark all as read" clears the rest. An approved member also has their activities (/notification/activity), one tab
 * away.
 */
export function NotificationListPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const showNav = session !== null && isApprovedMember(session.user);
  useDocumentTitle(t`Notifications`);
  const pages = useNotificationPages();
  const items = pages.data.pages.flatMap((page) => page.result);
  const total = pages.data.pages[0]?.totalCount ?? 0;
  const unreadCount = useNewNotifications().data?.totalCount ?? 0;
  const markShown = useMarkShownRead();
  const markAll = useMarkNotificationsRead();
  const follow = useFollowLink();
  const unseen = items.filter((item) => !item.read).map((item) => item.id);
  const unseenKey = unseen.join(',');
  const { mutate: markShownMutate } = markShown;
  useEffect(() => {
    if (unseenKey) markShownMutate(unseenKey.split(',').map(Number));
  }, [unseenKey, markShownMutate]);

  return (
    <Container size="sm" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="notification-list-page">
      {showNav && <NotificationNav />}
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <Title order={1} size="h2">
            <Trans>Notifications</Trans>
          </Title>
          {unreadCount > 0 && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => markAll.mutate()}
              loading={markAll.isPending}
              data-testid="notification-list-mark-all"
            >
              <Trans>Mark all as read</Trans>
            </Button>
          )}
        </Group>
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
                  component="a"
                  href={notificationHref(item.link)}
                  onClick={follow}
                  display="block"
                  withBorder
                  radius="md"
                  p="md"
                  data-testid="notification-list-item"
                  data-unread={!item.read || undefined}
                  style={{
                    color: 'inherit',
                    textDecoration: 'none',
                    ...(item.read ? {} : { borderLeft: '4px solid var(--mantine-color-green-6)' }),
                  }}
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
