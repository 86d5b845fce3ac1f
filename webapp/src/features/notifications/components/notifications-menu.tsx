import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator, Menu, ScrollArea, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { relativeTime } from '../../../lib/relative-time';
import { useLatestNotifications } from '../api/get-notifications';
import { useNewNotifications } from '../api/get-new-notifications';
import { useMarkShownRead } from '../api/mark-notifications-read';
import { notificationHref } from '../model/notification-link';
import { useFollowLink } from './use-follow-link';

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Document 001's header dropdown: the count of new notifications, the latest ones (title, relative time), 300 px high.
 * Each opens its subject (rule 31); opening the dropdown marks what it shows read, and the badge follows.
 */
export function NotificationsMenu() {
  const { t, i18n } = useLingui();
  const unread = useNewNotifications();
  const latest = useLatestNotifications();
  const count = unread.data?.totalCount ?? 0;
  const markShown = useMarkShownRead();
  const items = latest.data?.result ?? [];
  const follow = useFollowLink();

  const onOpen = () => {
    void latest.refetch().then(({ data }) => {
      const unread = (data?.result ?? []).filter((item) => !item.read).map((item) => item.id);
      if (unread.length > 0) markShown.mutate(unread);
    });
  };

  return (
    <Menu position="bottom-end" width={320} shadow="md" withArrow onOpen={onOpen} keepMounted={false}>
      {/* The badge around the button, the menu's target on the button itself: aria-expanded belongs to a button. */}
      <Indicator
        label={count > 99 ? '99+' : count}
        size={18}
        color="red"
        disabled={count === 0}
        offset={4}
        data-testid="notifications-badge"
        data-count={count}
      >
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={count > 0 ? t`Notifications (${count} new)` : t`Notifications`}
            data-testid="notifications-menu"
          >
            <BellIcon />
          </ActionIcon>
        </Menu.Target>
      </Indicator>
      <Menu.Dropdown maw="calc(100vw - 16px)" data-testid="notifications-dropdown">
        <Menu.Label>
          <Trans>Notifications</Trans>
        </Menu.Label>
        <ScrollArea.Autosize mah={300} type="auto">
          {items.length === 0 ? (
            <Text size="sm" c="dimmed" px="sm" py="md" ta="center" data-testid="notifications-empty">
              <Trans>No notifications found</Trans>
            </Text>
          ) : (
            <Stack gap={0}>
              {items.map((item) => (
                <Menu.Item
                  key={item.id}
                  component="a"
                  href={notificationHref(item.link)}
                  onClick={follow}
                  px="sm"
                  py={8}
                  data-testid="notifications-item"
                  data-unread={!item.read || undefined}
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-1)', borderRadius: 0 }}
                >
                  <Text size="sm" fw={item.read ? 400 : 600} lineClamp={2}>
                    {item.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {relativeTime(item.createdOn, i18n.locale)}
                  </Text>
                </Menu.Item>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <Menu.Divider />
        <Menu.Item component={Link} to="/notification/list" ta="center" data-testid="notifications-see-all">
          <Text size="sm" c="green.9" fw={500}>
            <Trans>See all notifications</Trans>
          </Text>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
