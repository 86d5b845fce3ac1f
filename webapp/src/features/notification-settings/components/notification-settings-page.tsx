import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Flex, Group, List, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { ProblemAlert } from '../../../components/problem-alert';
import { ProfileNav } from '../../../components/profile-nav';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useNotificationTypes } from '../api/get-notification-types';
import { useSaveNotificationSettings } from '../api/save-notification-settings';
import {
  CHANNELS,
  buildSettingsPayload,
  settingRows,
  settingsChanged,
  withChannel,
  type Channel,
  type SettingRow,
} from '../model/settings';

const CHANNEL_LABELS: Record<Channel, MessageDescriptor> = {
  app: msg`App`,
  email: msg`E-mail`,
  push: msg`Push`,
};

function SettingRowView({
  row,
  disabled,
  onChange,
}: {
  row: SettingRow;
  disabled: boolean;
  onChange: (channel: Channel, on: boolean) => void;
}) {
  const { i18n } = useLingui();
  const nameId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="group"
      aria-labelledby={nameId}
      data-testid={`notification-setting-${row.notificationTypeId}`}
    >
      <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: 'xs', sm: 'md' }} align={{ sm: 'center' }}>
        <Text id={nameId} fw={500} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {row.name}
        </Text>
        <Group gap="lg" wrap="wrap" style={{ flex: 'none' }}>
          {CHANNELS.map((channel) => (
            <Switch
              key={channel}
              label={i18n._(CHANNEL_LABELS[channel])}
              checked={row[channel]}
              disabled={disabled}
              onChange={(event) => onChange(channel, event.currentTarget.checked)}
              data-testid={`notification-setting-${row.notificationTypeId}-${channel}`}
            />
          ))}
        </Group>
      </Flex>
    </Paper>
  );
}

/**
 * /profile/notification-setting: for each kind of notification, whether it reaches the member in the app, by e-mail,
 * by push. `deviceCard`: whether pushes reach this device at all (the push feature's card, put here by the route).
 */
export function NotificationSettingsPage({ deviceCard }: { deviceCard?: ReactNode }) {
  const { t } = useLingui();
  useDocumentTitle(t`Notification settings`);
  const { data: settings } = useNotificationSettings();
  const { data: types } = useNotificationTypes();
  const [rows, setRows] = useState(() => settingRows(settings.result, types.result));

  const save = useSaveNotificationSettings({
    onSuccess: (answer) => {
      setRows(settingRows(answer.result, types.result));
      showToast({ message: answer.message ?? t`Your notification settings are saved.` });
    },
  });
  const changed = settingsChanged(rows, settings.result);

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="notification-settings-page">
      <ProfileNav />
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <Trans>Notification settings</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>Choose how each kind of notification reaches you.</Trans>
          </Text>
        </div>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="gray.0" data-testid="notification-channels-help">
          <List size="sm" spacing={4}>
            <List.Item>
              <Trans>App: in your notifications on Sagpan, and at once while Sagpan is open.</Trans>
            </List.Item>
            <List.Item>
              <Trans>E-mail: to the e-mail address of your account.</Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Push: on this device even when no Sagpan tab is open, once you allow notifications in your browser.
              </Trans>
            </List.Item>
          </List>
        </Paper>
        {deviceCard}
        <ProblemAlert error={save.error} />
        {rows.length === 0 ? (
          <Text c="dimmed" data-testid="notification-settings-empty">
            <Trans>There are no notifications to choose for now.</Trans>
          </Text>
        ) : (
          <Stack gap="xs" data-testid="notification-settings-table">
            {rows.map((row) => (
              <SettingRowView
                key={row.notificationTypeId}
                row={row}
                disabled={save.isPending}
                onChange={(channel, on) => setRows((current) => withChannel(current, row.notificationTypeId, channel, on))}
              />
            ))}
          </Stack>
        )}
        {changed && (
          <Text size="sm" c="orange.8" data-testid="notification-settings-unsaved">
            <Trans>You have changes that are not saved yet.</Trans>
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            onClick={() => save.mutate(buildSettingsPayload(rows))}
            loading={save.isPending}
            disabled={rows.length === 0}
            data-testid="notification-settings-save"
            w={{ base: '100%', sm: 'auto' }}
            miw={{ sm: 180 }}
          >
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
