import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { UserInfo } from '../../api/generated/client';
import { isActingManager, isFamilyAccount, isModerator, isVolunteerAccount } from '../../lib/session/roles';
import { hasMemberArea, isApprovedMember } from '../../lib/session/member-area';

function initials(user: UserInfo): string {
  return `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase();
}

/**
 * The photo, or the initials when there is none or it does not load (Mantine's Avatar falls back to its children on
 * an image error, and tries again when the address changes, as a signed URL does at the next sign-in).
 */
function UserAvatar({ user, size }: { user: UserInfo; size: number }) {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Avatar src={user.profileImage || null} alt={fullName} radius="xl" color="green" size={size}>
      {initials(user)}
    </Avatar>
  );
}

interface UserMenuProps {
  user: UserInfo;
  /** The unread notifications (the notifications feature's count, passed in by the layout); unknown while it loads. */
  unreadCount?: number;
  /** For tests: the dropdown open from the start. */
  defaultOpened?: boolean;
  /** The profiles the account looks after, as menu items to switch to (rule 46), from the family feature. */
  profileSwitch?: ReactNode;
}

/**
 * The signed-in user's dropdown (document 001): name, profile id, photo, the count of unread notifications and the
 * links. Every member past the wizard has their profile, notifications, account (with the language) and support; an
 * approved member also the pages of the profile area that matter day to day (photos, partner preferences, shortlist,
 * activities, notification settings), so that none is only in the profile pages' own navigation; a member in the
 * wizard only Sign out; a moderator the moderation area; a samaj volunteer's own account (docs/rules.md rule 45) the
 * volunteer page and its password. A member appointed volunteer finds their page on the verification page. Its items are
 * links, so that a Ctrl-click or a middle click opens them in a new tab.
 */
export function UserMenu({ user, unreadCount, defaultOpened, profileSwitch }: UserMenuProps) {
  const { t } = useLingui();
  // A family manager acting for the profile (rule 46): never the person's account, settings or support.
  const acting = isActingManager(user);
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const count = unreadCount ?? 0;

  return (
    <Menu
      position="bottom-end"
      width={260}
      shadow="md"
      withArrow
      openDelay={100}
      closeDelay={500}
      defaultOpened={defaultOpened}
    >
      <Menu.Target>
        <UnstyledButton aria-label={t`Account menu`} data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <UserAvatar user={user} size={36} />
            <Text size="sm" fw={500} visibleFrom="lg" maw={140} truncate>
              {user.firstName}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown maw="calc(100vw - 16px)" data-testid="user-menu-dropdown">
        {/* A group, named by the member's name: a menu holds items and groups only. */}
        <Group gap="sm" p="xs" wrap="nowrap" role="group" aria-label={fullName}>
          {/* Beside the name, the photo is decoration (and a menu may hold no image). */}
          <Box aria-hidden>
            <UserAvatar user={user} size={44} />
          </Box>
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
        {isModerator(user) && (
          <Menu.Item component={Link} to="/admin" data-testid="user-menu-admin">
            <Trans>Moderation</Trans>
          </Menu.Item>
        )}
        {/* Rule 46: the profiles the account looks after, one click away; an account that only does that has its
            family page and its password. */}
        {profileSwitch}
        {isFamilyAccount(user) && (
          <>
            <Menu.Item component={Link} to="/profile/family" data-testid="user-menu-family">
              <Trans>Profiles I look after</Trans>
            </Menu.Item>
            <Menu.Item component={Link} to="/profile/change-password" data-testid="user-menu-change-password">
              <Trans>Change password</Trans>
            </Menu.Item>
          </>
        )}
        {isVolunteerAccount(user) && (
          <>
            <Menu.Item component={Link} to="/volunteer" data-testid="user-menu-volunteer">
              <Trans>Volunteer page</Trans>
            </Menu.Item>
            <Menu.Item component={Link} to="/profile/change-password" data-testid="user-menu-change-password">
              <Trans>Change password</Trans>
            </Menu.Item>
          </>
        )}
        {hasMemberArea(user) && (
          <>
            <Menu.Item component={Link} to="/profile" data-testid="user-menu-profile">
              <Trans>My profile</Trans>
            </Menu.Item>
            {isApprovedMember(user) && (
              <>
                <Menu.Item component={Link} to="/profile/photos" data-testid="user-menu-photos">
                  <Trans>My photos</Trans>
                </Menu.Item>
                <Menu.Item component={Link} to="/profile/partner-preferences" data-testid="user-menu-preferences">
                  <Trans>Partner preferences</Trans>
                </Menu.Item>
                <Menu.Item component={Link} to="/profile/shortlist" data-testid="user-menu-shortlist">
                  <Trans>My shortlist</Trans>
                </Menu.Item>
                <Menu.Item component={Link} to="/notification/activity" data-testid="user-menu-activities">
                  <Trans>My activities</Trans>
                </Menu.Item>
              </>
            )}
            <Menu.Item
              component={Link}
              to="/notification/list"
              data-testid="user-menu-notifications"
              aria-label={count > 0 ? t`Notifications (${count} new)` : undefined}
              rightSection={
                count > 0 && (
                  <Badge size="sm" color="red" circle={count < 10} data-testid="user-menu-unread" data-count={count}>
                    {count > 99 ? '99+' : count}
                  </Badge>
                )
              }
            >
              <Trans>Notifications</Trans>
            </Menu.Item>
            {isApprovedMember(user) && !acting && (
              <Menu.Item component={Link} to="/profile/notification-setting" data-testid="user-menu-notification-settings">
                <Trans>Notification settings</Trans>
              </Menu.Item>
            )}
            <Menu.Item component={Link} to="/profile/family" data-testid="user-menu-family">
              <Trans>Family</Trans>
            </Menu.Item>
            {!acting && (
              <>
                <Menu.Item component={Link} to="/profile/account" data-testid="user-menu-account">
                  <Trans>Account and language</Trans>
                </Menu.Item>
                {/* Support is for every member, whatever the profile status: a suspended member needs it most. */}
                <Menu.Item component={Link} to="/ticket" data-testid="user-menu-tickets">
                  <Trans>Support tickets</Trans>
                </Menu.Item>
              </>
            )}
          </>
        )}
        {/* Nothing to fetch ahead for /logout: it signs out when it renders. */}
        <Menu.Item component={Link} to="/logout" preload={false} color="red.9" data-testid="user-menu-sign-out">
          <Trans>Sign out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
