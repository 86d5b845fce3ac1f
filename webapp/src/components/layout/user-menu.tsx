import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { UserInfo } from '../../api/generated/client';
import { ProfileStatus } from '../../api/generated/rules/types/ProfileStatus';
import { isModerator } from '../../lib/session/roles';

function initials(user: UserInfo): string {
  return `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase();
}

/**
 * The signed-in member's dropdown: name, profile id, photo (or initials), and Sign out. Its items are links, so that a
 * Ctrl-click or a middle click opens them in a new tab.
 */
export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useLingui();
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  return (
    <Menu position="bottom-end" width={240} shadow="md" withArrow openDelay={100} closeDelay={500}>
      <Menu.Target>
        <UnstyledButton aria-label={t`Account menu`} data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.profileImage || null} alt={fullName} radius="xl" color="green" size={36}>
              {initials(user)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="lg" maw={140} truncate>
              {user.firstName}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" p="xs" wrap="nowrap">
          <Avatar src={user.profileImage || null} alt={fullName} radius="xl" color="green" size={44}>
            {initials(user)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate data-testid="user-menu-name">
              {fullName}
            </Text>
            <Text size="xs" c="dimmed" data-testid="user-menu-profile-id">
              {user.profileId}
            </Text>
          </div>
        </Group>
        <Menu.Divider />
        {isModerator(user) ? (
          <Menu.Item component={Link} to="/admin" data-testid="user-menu-admin">
            <Trans>Moderation</Trans>
          </Menu.Item>
        ) : (
          user.profileStatus !== ProfileStatus.Wizard && (
            <>
              <Menu.Item component={Link} to="/profile" data-testid="user-menu-profile">
                <Trans>My profile</Trans>
              </Menu.Item>
              <Menu.Item component={Link} to="/notification/list" data-testid="user-menu-notifications">
                <Trans>Notifications</Trans>
              </Menu.Item>
            </>
          )
        )}
        {/* Nothing to fetch ahead for /logout: it signs out when it renders. */}
        <Menu.Item component={Link} to="/logout" preload={false} color="red" data-testid="user-menu-sign-out">
          <Trans>Sign out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
