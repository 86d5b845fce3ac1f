import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { BrowserPush, PushServer } from '../model/push-device';
import {
  ACTION_LABELS,
  PROBLEM_HINTS,
  STATE_DESCRIPTIONS,
  STATE_LABELS,
  pushAction,
  type PushState,
} from '../model/push-state';
import { useDevicePush } from '../use-device-push';

const STATE_COLORS: Record<PushState, string> = { on: 'green', off: 'gray', blocked: 'orange', unsupported: 'gray' };

/**
 * "Notifications on this device": whether Sagpan's pushes reach this browser, and the button that turns them on (the
 * browser asks the member first) or off. Every failure ends as a calm hint here, never an error page.
 */
export function PushDeviceCard({ browser, server }: { browser?: BrowserPush; server?: PushServer }) {
  const { i18n } = useLingui();
  const { outcome, busy, turnOn, turnOff } = useDevicePush(browser, server);
  const state = outcome?.state ?? null;
  const action = state && pushAction(state);

  return (
    <Card
      component="section"
      withBorder
      radius="lg"
      padding="lg"
      px={{ base: 'md', sm: 'lg' }}
      data-testid="push-device-card"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" c="green.9">
            <Trans>Notifications on this device</Trans>
          </Title>
          <Badge
            variant="light"
            color={state ? STATE_COLORS[state] : 'gray'}
            leftSection={state ? undefined : <Loader size={10} />}
            data-testid="push-device-state"
            data-state={state ?? 'checking'}
            tt="none"
            h="auto"
            py={4}
            // A long Gujarati state wraps instead of being cut off.
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
          >
            {state ? i18n._(STATE_LABELS[state]) : <Trans>Checking…</Trans>}
          </Badge>
        </Group>
        {state && (
          <Text size="sm" c="dimmed" data-testid="push-device-description">
            {i18n._(STATE_DESCRIPTIONS[state])}
          </Text>
        )}
        {outcome?.problem && (
          <Text size="sm" c="orange.9" role="status" data-testid="push-device-hint">
            {i18n._(PROBLEM_HINTS[outcome.problem])}
          </Text>
        )}
        {action && (
          <Group justify="flex-end">
            <Button
              variant={action === 'turn-on' ? 'filled' : 'default'}
              onClick={action === 'turn-on' ? turnOn : turnOff}
              loading={busy}
              w={{ base: '100%', sm: 'auto' }}
              miw={{ sm: 180 }}
              data-testid="push-device-toggle"
              data-action={action}
            >
              {i18n._(ACTION_LABELS[action])}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
